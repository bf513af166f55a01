// The food table beside each bundle that reads it (docs/NUTRITION.md "The data", cdk/bundling.ts): every function
// whose code reaches load-table.ts is in foodTableGroups, the stack's bundling copies the file next to index.js for
// those groups (built for real here, as `cdk deploy` builds it), and the JavaScript stays free of the table.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { dataFilesOf, FOOD_INDEX_SOURCE, FOOD_TABLE_SOURCE, foodTableGroups } from '../../cdk/bundling';
import { GroupFunction } from '../../cdk/group-function';
import { lambdaProps } from '../../cdk/lambda-defaults';
import { repoRoot } from '../../cdk/settings';
import { FOOD_TABLE_FILE } from '../../functions/domain/nutrition/load-table';
import { resourceGroups, type ResourceGroup } from '../../shared/route-paths';
import { bundleInputs } from './bundle-inputs';

jest.setTimeout(300_000);

const LOADER = path.join('functions', 'domain', 'nutrition', 'load-table.ts');
const table = readFileSync(path.join(repoRoot, FOOD_TABLE_SOURCE));

/** Whether a function's bundle (built as the stack builds it) contains the table's loader. */
function readsTable(entry: string): boolean {
  return bundleInputs(entry).includes(LOADER);
}

describe('the food table file', () => {
  it('is the file the loader reads, beside it in the repository', () => {
    expect(path.basename(FOOD_TABLE_SOURCE)).toBe(FOOD_TABLE_FILE);
    expect(path.dirname(FOOD_TABLE_SOURCE)).toBe(path.dirname(LOADER));
  });

  it.each(resourceGroups)('goes beside the %s bundle whenever its code can read it', (group) => {
    // A group that reads the table without the copy fails at its first food; one in the set is listed by the issue.
    if (readsTable(path.join('functions', group, 'handler.ts'))) expect(foodTableGroups.has(group)).toBe(true);
    // The matcher's search index goes with it (functions/domain/nutrition/index-file.ts).
    expect(dataFilesOf(group)).toEqual(foodTableGroups.has(group) ? [FOOD_TABLE_SOURCE, FOOD_INDEX_SOURCE] : []);
  });

  it('is not needed by the import job, which gets no copy', () => {
    // cdk/import-job.ts passes no data files: if the job ever matches foods, give it the table as the groups have it.
    expect(readsTable(path.join('functions', 'imports', 'job-handler.ts'))).toBe(false);
  });

  it("is copied by the bundling's after-bundling commands, under its own name", () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    try {
      const props = lambdaProps(new Stack(new App(), 'Props'), 'Fn', {
        description: 'test',
        entry: 'functions/foods/handler.ts',
        environment: {},
        memoryMb: 128,
        timeoutSeconds: 3,
        dataFiles: dataFilesOf('foods'),
      });
      for (const command of props.bundling!.commandHooks!.afterBundling(repoRoot, out)) execSync(command);
      expect(readFileSync(path.join(out, FOOD_TABLE_FILE)).equals(table)).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("the stack's bundles of the groups that match foods", () => {
  let assets: Map<ResourceGroup, string>;
  let outdir: string;

  beforeAll(() => {
    // Real bundling (esbuild, then the after-bundling hooks) of each such group, as `cdk deploy` runs it.
    outdir = mkdtempSync(path.join(os.tmpdir(), 'cdk-food-table-'));
    const app = new App({ outdir, context: { 'aws:cdk:enable-asset-metadata': true } });
    const stack = new Stack(app, 'FoodTableStack');
    // And one group that does not match foods (docs), to see it gets no copy.
    const functions = [...foodTableGroups, 'docs' as const].map((group) => {
      const fn = new GroupFunction(stack, `Fn${group.replace(/\W/g, '')}`, { group, environment: {} });
      return { group, fn };
    });
    const assembly = app.synth();
    const template = assembly.getStackArtifact(stack.artifactId).template as {
      Resources: Record<string, { Type: string; Metadata?: Record<string, string> }>;
    };
    assets = new Map(
      functions.map(({ group, fn }) => {
        const resource = template.Resources[stack.getLogicalId(fn.node.defaultChild as never)];
        return [group, path.join(assembly.directory, resource.Metadata!['aws:asset:path'])];
      }),
    );
  });

  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it.each([...foodTableGroups])('the %s asset holds the table beside index.js, not inside it', (group) => {
    const dir = assets.get(group)!;
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['index.js', FOOD_TABLE_FILE]));
    expect(readFileSync(path.join(dir, FOOD_TABLE_FILE)).equals(table)).toBe(true);
    // Read at run time, not bundled: the JavaScript is a fraction of the table's size and holds none of its words.
    // (The ≤ 300 KB budget of each bundle is npm run bench's, docs/PERFORMANCE.md.)
    expect(statSync(path.join(dir, 'index.js')).size).toBeLessThan(table.length / 4);
    expect(readFileSync(path.join(dir, 'index.js'), 'utf8')).not.toContain('Egg, whole, fried, NS as to fat');
  });

  it('leaves the table out of a group that does not match foods', () => {
    expect(foodTableGroups.has('docs')).toBe(false);
    expect(readdirSync(assets.get('docs')!)).toContain('index.js');
    expect(existsSync(path.join(assets.get('docs')!, FOOD_TABLE_FILE))).toBe(false);
  });
});

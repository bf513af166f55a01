// The cloud's Lambda bundles, built as the stack builds them (cdk/bundling.ts), hold no local adapter and refuse, at
// cold start and naming the variable, a configuration that would need one (docs/CONFIG.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { bundleSettings } from '../../cdk/bundling';

const repoRoot = path.resolve(__dirname, '..', '..');
// Inside the repository, so the bundle finds @aws-sdk/* in node_modules as a Lambda finds the runtime's copy.
const cacheDir = path.join(repoRoot, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const outDir = mkdtempSync(path.join(cacheDir, 'cloud-bundle-test-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function build(group: string): { file: string; inputs: string[] } {
  const file = path.join(outDir, `${group}.js`);
  const result = buildSync({
    ...bundleSettings,
    mainFields: [...bundleSettings.mainFields],
    supported: { ...bundleSettings.supported },
    entryPoints: [path.join(repoRoot, 'functions', group, 'handler.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    external: ['@aws-sdk/*', 'stripe', '@zxcvbn-ts/language-common'],
    metafile: true,
    logLevel: 'error',
  });
  return { file, inputs: Object.keys(result.metafile.inputs) };
}

const lambdaEnvironment = {
  TABLE_NAME: 'tend',
  APP_URL: 'https://app.example',
  MAIL_FROM: 'no-reply@app.example',
  JWT_SECRET: 'x'.repeat(48),
  AWS_REGION: 'us-east-1',
  STAGE: 'cloud',
  AI_PROVIDER: 'bedrock',
  BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
};

/** Loads the bundle in a fresh Node process, as a Lambda cold start does: what it printed on failure, or 'loaded'. */
function coldStart(file: string, environment: Record<string, string>): string {
  const script = `require(${JSON.stringify(file)}); console.log('loaded')`;
  const env = { PATH: process.env.PATH, ...lambdaEnvironment, ...environment };
  try {
    return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env, stdio: 'pipe' }).trim();
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
}

const localAdapterCode = /providers\/ai\/(local|lexicon)\/|node_modules\/chrono-node\//;

describe("the cloud's Lambda bundles", () => {
  let ai: { file: string; inputs: string[] };
  beforeAll(() => {
    ai = build('ai');
  });

  it('leave the local AI provider, its word lists and chrono-node out of the groups that call the AI', () => {
    expect(ai.inputs.filter((input) => input.includes('providers/ai/bedrock/')).length).toBeGreaterThan(0);
    expect(ai.inputs.filter((input) => localAdapterCode.test(input))).toEqual([]);
    expect(build('insights').inputs.filter((input) => localAdapterCode.test(input))).toEqual([]);
  });

  it('start with Bedrock and the cloud stage, and without AI_PROVIDER where no AI is called', () => {
    expect(coldStart(ai.file, {})).toBe('loaded');
    expect(coldStart(ai.file, { AI_PROVIDER: '', BEDROCK_MODEL_ID: '' })).toBe('loaded');
  });

  it('fail at cold start, naming AI_PROVIDER, when it asks for the local AI provider', () => {
    expect(coldStart(ai.file, { AI_PROVIDER: 'local' })).toContain(
      "Invalid configuration: AI_PROVIDER must not be 'local' in the cloud's Lambda bundle, which leaves the local adapters out",
    );
  });

  it('fail at cold start, naming STAGE, on the local stage (the local payments stand-in is not there either)', () => {
    expect(coldStart(ai.file, { STAGE: 'local' })).toContain(
      "Invalid configuration: STAGE must not be 'local' in the cloud's Lambda bundle",
    );
  });
});

// Least privilege per resource group on the synthesized template (issue 21): each group's role holds exactly the
// DynamoDB actions and S3 prefixes its code uses (read-only where it only reads), and every DynamoDB operation, model
// call and mail found in a group's bundle is granted, so a new call fails here rather than in the cloud.
import path from 'node:path';
import { buildSync } from 'esbuild';
import { bundleSettings } from '../../cdk/bundling';
import { functionNeeds } from '../../cdk/function-needs';
import { importJobTable } from '../../cdk/import-job';
import { schedulerNeeds, senderNeeds } from '../../cdk/scheduler';
import { objectKeys } from '../../functions/providers/storage/object-keys';
import { resourceGroups, routesOf, type ResourceGroup } from '../../shared/route-paths';
import { synthStack, templateText, type Synthesized } from './synth-stack';

jest.setTimeout(60_000);

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
});

/** A role's DynamoDB and S3 grants as `action → resources`, resources named `table`, `table/index/GSI1`, `images`, `exports/imports/*`... */
function grantsOf(roleId: string): Record<string, string[]> {
  const names = new Map([
    [synth.logicalId(synth.stack.data.table), 'table'],
    [synth.logicalId(synth.stack.data.imagesBucket), 'images'],
    [synth.logicalId(synth.stack.data.exportsBucket), 'exports'],
  ]);
  const policies = Object.values(synth.template.findResources('AWS::IAM::Policy')) as Resource[];
  const statements = policies
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const grants: Record<string, string[]> = {};
  for (const statement of statements) {
    for (const action of [statement.Action].flat().filter((a) => /^(dynamodb|s3):/.test(a))) {
      for (const resource of [statement.Resource].flat()) {
        const text = templateText(resource);
        const id = /"Fn::GetAtt":\["(\w+)","Arn"\]/.exec(text)?.[1] ?? '';
        (grants[action] ??= []).push(`${names.get(id) ?? text}${text.slice(text.indexOf('>') + 1)}`);
      }
    }
  }
  for (const list of Object.values(grants)) list.sort();
  return grants;
}
const groupGrants = (group: ResourceGroup) => grantsOf(synth.logicalId(synth.stack.api.functions.get(group)!.role!));

const read = ['dynamodb:GetItem', 'dynamodb:Query'];
const write = [...read, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
const transact = [...write, 'dynamodb:ConditionCheckItem'];
const batch = [...transact, 'dynamodb:BatchWriteItem'];
const table = (actions: string[], index = false) => ({
  ...Object.fromEntries(actions.map((action) => [action, ['table']])),
  ...(index ? { 'dynamodb:Query': ['table', 'table/index/GSI1'] } : {}),
});

/** What each group may do: its code's calls (bundle test below) and what issue 21's writes and deletion need. */
const expected: Record<ResourceGroup, Record<string, string[]>> = {
  auth: {
    ...table(batch),
    's3:ListBucket': ['exports', 'images'],
    's3:DeleteObject': ['exports/exports/*', 'exports/imports/*', 'exports/shares/*', 'images/images/*'],
  },
  entries: table(transact, true),
  docs: {},
  insights: table(write, true),
  push: table(write),
  images: {
    ...table(read),
    's3:GetObject': ['exports/exports/*', 'images/images/*'],
    's3:ListBucket': ['images'],
    's3:PutObject': ['exports/exports/*'],
  },
  ai: table(batch, true),
  'reviewed-items': {
    ...table(batch),
    's3:PutObject': ['images/images/*'],
    's3:DeleteObject': ['images/images/*'],
    's3:ListBucket': ['images'],
  },
  export: {
    ...table(read, true),
    's3:GetObject': ['exports/exports/*', 'images/images/*'],
    's3:ListBucket': ['images'],
    's3:PutObject': ['exports/exports/*'],
    's3:AbortMultipartUpload': ['exports/exports/*'],
  },
  imports: {
    ...table(write),
    's3:GetObject': ['exports/imports/*'],
    's3:ListBucket': ['exports'],
    's3:PutObject': ['exports/imports/*'],
    's3:DeleteObject': ['exports/imports/*'],
  },
  payments: table(write),
  // Only the caller's standing (every signed-in call confirms it): the food table is a file beside the bundle.
  foods: table(['dynamodb:GetItem']),
  // Reminders and answers; a taken dose's entry and stock in one transaction; recent supplements through GSI1 only.
  reminders: table(batch, true),
  // Recents through GSI1, favourites in the partition: no transaction, no batch.
  'quick-log': table(write, true),
  // A link with its pointer in one transaction, opens; the period's entries through GSI1; the files under shares/.
  shares: {
    ...table(transact, true),
    's3:GetObject': ['exports/shares/*'],
    's3:ListBucket': ['exports'],
    's3:PutObject': ['exports/shares/*'],
    's3:DeleteObject': ['exports/shares/*'],
  },
  // The dashboard's summary reads the other groups' data (entries, recents, reminders through GSI1) and writes nothing.
  dashboard: table(read, true),
  // Experiments in the partition (put, get, stop, delete, list); the outcome's entries through GSI1.
  experiments: table(write, true),
};

describe('least privilege per resource group', () => {
  it.each(resourceGroups)('the %s function holds exactly its DynamoDB actions and S3 prefixes', (group) => {
    expect(groupGrants(group)).toEqual(expected[group]);
  });

  it('keeps images and export read-only on the table, docs off it, and Scan and table administration from everyone', () => {
    for (const group of ['images', 'export'] as const) {
      expect(Object.keys(groupGrants(group)).filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    }
    expect(groupGrants('docs')).toEqual({});
    const all = resourceGroups.flatMap((group) => Object.keys(groupGrants(group)));
    expect(all.filter((a) => a === 'dynamodb:Scan' || a.includes('*') || /Table|Backup|Stream/.test(a))).toEqual([]);
  });

  it('lets the auth function only delete objects (never read or write one), under the prefixes a person owns', () => {
    const s3 = Object.keys(groupGrants('auth')).filter((a) => a.startsWith('s3:'));
    expect(s3.sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
  });

  it('names the prefixes functions/providers/storage/object-keys.ts builds keys under', () => {
    const prefixes = [
      objectKeys.imagePrefix('u'),
      objectKeys.downloadPrefix('u'),
      objectKeys.importPrefix('u'),
      objectKeys.sharesPrefix('u'),
    ].map((p) => p.split('/')[0]);
    const granted = resourceGroups.flatMap((group) =>
      Object.values(groupGrants(group))
        .flat()
        .filter((r) => r.endsWith('/*'))
        .map((r) => r.split('/')[1]),
    );
    expect([...new Set(granted)].sort()).toEqual([...prefixes].sort());
  });

  it('gives the import job its own reads and batch writes, without Query, DeleteItem or Scan', () => {
    const grants = grantsOf(synth.logicalId(synth.stack.importJob.role!));
    const dynamodb = Object.keys(grants).filter((a) => a.startsWith('dynamodb:'));
    expect(dynamodb.sort()).toEqual(importJobTable.actions.map((a) => `dynamodb:${a}`).sort());
  });
});

/** The IAM actions a DynamoDB command needs; a transaction, the action of each kind of part it may hold. */
const tableActionsOf: Record<string, string[]> = {
  GetCommand: ['GetItem'],
  GetItemCommand: ['GetItem'],
  BatchGetCommand: ['BatchGetItem'],
  BatchGetItemCommand: ['BatchGetItem'],
  QueryCommand: ['Query'],
  PutCommand: ['PutItem'],
  PutItemCommand: ['PutItem'],
  UpdateCommand: ['UpdateItem'],
  UpdateItemCommand: ['UpdateItem'],
  DeleteCommand: ['DeleteItem'],
  DeleteItemCommand: ['DeleteItem'],
  BatchWriteCommand: ['BatchWriteItem'],
  BatchWriteItemCommand: ['BatchWriteItem'],
  TransactWriteCommand: ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  TransactWriteItemsCommand: ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  TransactGetCommand: ['GetItem'],
  TransactGetItemsCommand: ['GetItem'],
  ScanCommand: ['Scan'],
};

/**
 * The AWS commands a bundle constructs, by the module that constructs them (an unminified bundle marks each module's
 * code with a `// path` line), built as the stack builds it but tree-shaken as ESM; and whether it names an index.
 */
function callsOf(entry: string): { commands: Map<string, Set<string>>; queriesIndex: boolean } {
  const { outputFiles } = buildSync({
    ...bundleSettings,
    mainFields: [...bundleSettings.mainFields],
    supported: { ...bundleSettings.supported },
    minify: false,
    format: 'esm',
    entryPoints: [path.join(__dirname, '..', '..', entry)],
    bundle: true,
    write: false,
    platform: 'node',
    external: ['@aws-sdk/*', 'stripe', '@zxcvbn-ts/language-common'],
    logLevel: 'silent',
  });
  const text = outputFiles[0].text;
  const commands = new Map<string, Set<string>>();
  for (const [, module, code] of text.matchAll(/^\/\/ (\S+)\n([\s\S]*?)(?=^\/\/ \S+\n|(?![\s\S]))/gm)) {
    for (const [, command] of code.matchAll(/new (\w+Command)\d*\(/g)) {
      if (!commands.has(command)) commands.set(command, new Set());
      commands.get(command)!.add(module);
    }
  }
  return { commands, queriesIndex: /\bIndexName:/.test(text) };
}

/**
 * Core steps that run only for a write (functions/core): the per-person counter (reads are not counted) and the
 * Idempotency-Key's record (only on idempotent creates and saves). A group with no write route never runs them.
 */
const writeOnlyModules = ['functions/data/rate-limits.ts', 'functions/data/idempotency.ts'];

/** The commands a group's function can run: all in its bundle, less the write-only core steps in a read-only group. */
function commandsRun(group: ResourceGroup | 'import-job', entry: string): { commands: Set<string>; queriesIndex: boolean } {
  const { commands, queriesIndex } = callsOf(entry);
  const readOnly = group !== 'import-job' && routesOf(group).every((route) => route.method === 'GET');
  const run = [...commands].filter(([, modules]) => !readOnly || [...modules].some((m) => !writeOnlyModules.includes(m)));
  return { commands: new Set(run.map(([command]) => command)), queriesIndex };
}

describe("every call in a group's bundle is granted", () => {
  it.each(resourceGroups)('the %s bundle', (group) => {
    const { commands, queriesIndex } = commandsRun(group, `functions/${group}/handler.ts`);
    const needs = functionNeeds[group];
    // A group whose every route is public never reads a caller (functions/core/run-for-caller.ts): the user read
    // bundled with the core never runs there.
    const signedIn = routesOf(group).some((route) => route.access !== 'public');
    const used = [...commands].flatMap((command) => tableActionsOf[command] ?? []);
    if (signedIn || group !== 'docs') {
      expect({ group, missing: used.filter((action) => !needs.table?.actions.includes(action as never)) }).toEqual({ group, missing: [] });
      if (queriesIndex) expect({ group, index: needs.table?.index }).toEqual({ group, index: true });
    }
    if (commands.has('ConverseCommand') || commands.has('InvokeModelCommand'))
      expect({ group, bedrock: needs.bedrock }).toEqual({ group, bedrock: true });
    if (commands.has('SendEmailCommand')) expect({ group, mail: needs.mail }).toEqual({ group, mail: true });
  });

  it('the import job', () => {
    const { commands, queriesIndex } = commandsRun('import-job', 'functions/imports/job-handler.ts');
    const used = [...commands].flatMap((command) => tableActionsOf[command] ?? []);
    expect(used.filter((action) => !importJobTable.actions.includes(action as never))).toEqual([]);
    expect(queriesIndex).toBe(false);
  });

  it.each([
    ["the reminders' scheduler", 'functions/scheduler/handler.ts', schedulerNeeds],
    ["the reminders' sender", 'functions/scheduler/send-handler.ts', senderNeeds],
  ])('%s', (_, entry, needs) => {
    const { commands } = commandsRun('import-job', entry);
    const used = [...commands].flatMap((command) => tableActionsOf[command] ?? []);
    expect(used.filter((action) => !needs.table!.actions.includes(action as never))).toEqual([]);
    expect(commands.has('SendEmailCommand')).toBe(needs.mail);
  });
});

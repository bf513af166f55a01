// The one description of the code's layers: which folders each holds, its one-line rule, and which layers it may
// import. The lint rule in architecture/eslint-layers.mjs enforces it; docs/ARCHITECTURE.md draws it.

/** `units`: the folder's subfolders are separate units (features, resource groups) that never import each other. */
export const LAYERS = [
  {
    name: 'shared',
    folders: ['shared'],
    rule: 'The API contract (routes, schemas), the rules and the facts every side shares (app paths, table shape, security headers); imports no other layer.',
    mayImport: [],
  },
  {
    name: 'web app',
    folders: ['frontend/src/app', 'frontend/src/main.ts'],
    rule: 'Routes, providers and layout: the one place where features are composed.',
    mayImport: ['web features', 'web shared', 'shared'],
  },
  {
    name: 'web features',
    folders: ['frontend/src/features'],
    units: true,
    rule: 'One capability each (its components, hooks and API calls); never another feature.',
    mayImport: ['web shared', 'shared'],
  },
  {
    name: 'web shared',
    folders: ['frontend/src/components', 'frontend/src/lib', 'frontend/src/config', 'frontend/src/testing', 'frontend/src/styles'],
    rule: 'UI parts, the typed API client, time zones, config: what any feature may use; no feature.',
    mayImport: ['shared'],
  },
  {
    name: 'handlers',
    folders: [
      'functions/ai',
      'functions/auth',
      'functions/docs',
      'functions/export',
      'functions/images',
      'functions/insights',
      'functions/entries',
      'functions/experiments',
      'functions/payments',
      'functions/reviewed-items',
      'functions/backfill',
      'functions/imports',
      'functions/foods',
      'functions/reminders',
      'functions/push',
      'functions/quick-log',
      'functions/shares',
      'functions/scheduler',
    ],
    units: true,
    rule: 'One resource group each (one Lambda): its routes and use cases; never another group.',
    mayImport: ['domain', 'core', 'data', 'providers', 'platform', 'shared'],
  },
  {
    name: 'summaries',
    folders: ['functions/dashboard'],
    rule: "One screen's reads in one call (its own Lambda): the groups' read use cases side by side, never their handlers, so no query is written twice.",
    mayImport: ['handlers', 'domain', 'core', 'data', 'providers', 'platform', 'shared'],
  },
  {
    name: 'domain',
    folders: ['functions/domain'],
    rule: 'Entry, photo and credit rules several groups share; they take domain arguments and throw domain errors (platform/errors.ts), never the HTTP edge (core).',
    mayImport: ['data', 'providers', 'platform', 'shared'],
  },
  {
    name: 'providers',
    folders: ['functions/providers'],
    rule: 'Adapters behind ports: AI (Bedrock, local), payments (Stripe, local), storage (S3), mail (SES), push (Web Push); a local stand-in may keep its state in the table.',
    mayImport: ['data', 'platform', 'shared'],
  },
  {
    name: 'data',
    folders: ['functions/data'],
    rule: 'The single DynamoDB table, by intent; nothing but the table.',
    mayImport: ['platform', 'shared'],
  },
  {
    name: 'core',
    folders: ['functions/core'],
    rule: 'The HTTP edge: the middy stack, routing, authentication, request parsing and validation, idempotency keys.',
    mayImport: ['data', 'providers', 'platform', 'shared'],
  },
  {
    name: 'platform',
    folders: ['functions/platform'],
    rule: 'What every backend layer stands on: config, errors, retries, the invocation scope, log lines, metrics, the write fence; imports no other layer of ours but shared.',
    mayImport: ['shared'],
  },
  {
    name: 'CDK stack',
    folders: ['cdk'],
    rule: "Deploys the route table's groups behind API Gateway and CloudFront; knows only shared.",
    mayImport: ['shared'],
  },
  {
    name: 'local runtime',
    folders: ['local'],
    rule: 'Plays CloudFront and API Gateway on one machine and runs the handlers as Lambda would.',
    mayImport: ['handlers', 'domain', 'providers', 'data', 'core', 'platform', 'shared'],
  },
  {
    name: 'scripts',
    folders: ['scripts'],
    rule: 'The commands npm runs beside the app (backfill, make-staff, the food table, the generated client): each calls the code it serves directly.',
    mayImport: ['local runtime', 'handlers', 'domain', 'providers', 'data', 'core', 'platform', 'shared'],
  },
];

/** The layer of a path relative to the repository root, and its unit when the layer has units. */
export function layerOf(relativePath) {
  for (const layer of LAYERS) {
    for (const folder of layer.folders) {
      if (relativePath === folder || relativePath.startsWith(`${folder}/`)) {
        const rest = relativePath.slice(folder.length + 1);
        const unit = layer.units ? (layer.folders.length > 1 ? folder : rest.split('/')[0]) : undefined;
        return { layer, unit };
      }
    }
  }
  return undefined;
}

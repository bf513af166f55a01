// How a group's Lambda code is bundled, in one place: cdk/group-function.ts builds it, test/bench/bundles.ts measures it.
import type { ResourceGroup } from '../shared/routes';

/** esbuild settings of every group's bundle (the Node 22 Lambda runtime provides @aws-sdk/*). */
export const bundleSettings = {
  minify: true,
  target: 'node22',
  // CJS: esbuild turns the ESM-only middy into CJS, so no createRequire banner is needed.
  format: 'cjs',
  // ESM entry points first: zod and others tree-shake only from their ESM builds (~370 KB less).
  mainFields: ['module', 'main'],
  // import() becomes require() with esbuild's interop, so a separate package's exports read as they do bundled.
  supported: { 'dynamic-import': false },
  // The cloud runs no local adapter (local AI with chrono-node, local payments): code behind `LOCAL_ADAPTERS !== false &&` is
  // dropped, and config() refuses AI_PROVIDER=local or STAGE=local (functions/platform/config.ts, docs/CONFIG.md).
  define: { 'globalThis.LOCAL_ADAPTERS': 'false' },
} as const;

/**
 * Large packages a group loads with import() on a few paths only. Each is left out of the group's bundle and built,
 * minified, into a file of its own beside it (node_modules/<name>/index.js, where require finds it): a cold start
 * never reads it, and groups that never use it do not carry it.
 */
export const separatePackages: Partial<Record<ResourceGroup | 'import-job', readonly string[]>> = {
  // The common-password list where a password is set; Stripe where account deletion cancels a subscription.
  auth: ['@zxcvbn-ts/language-common', 'stripe'],
  // Stripe for checkout, plan changes, the billing portal and webhook signatures; status reads never load it.
  payments: ['stripe'],
  // jstat where the chat computes health figures (functions/domain/insights/stats/jstat-on-use.ts), busboy where a photo
  // is uploaded (functions/core/multipart.ts): 74 KB the ai bundle no longer carries since issue 22's food matcher.
  ai: ['jstat', 'busboy'],
  // jstat where the insights' statistics and an experiment's answer first need Student's t: 52 KB out of the insights
  // bundle, which also carries the experiments engine since issue 28 (the weekly report's and summary's answers).
  insights: ['jstat'],
  'reviewed-items': ['busboy'],
  // csv-parse for CSV imports only (functions/imports/csv/csv-rows.ts); Apple Health and backups never load it.
  'import-job': ['csv-parse'],
};

/**
 * The food table (docs/NUTRITION.md "The data"): a data file the code reads beside itself at first use
 * (functions/domain/nutrition/load-table.ts), copied beside the bundle of each group that matches foods, never bundled.
 */
export const FOOD_TABLE_SOURCE = 'functions/domain/nutrition/food-table.bin';
/** The matcher's search index of that table (functions/domain/nutrition/index-file.ts), read beside it the same way. */
export const FOOD_INDEX_SOURCE = 'functions/domain/nutrition/food-index.bin';

/** The groups whose code matches foods: each gets the food table beside its bundle (test/build/nutrition-table-bundles.test.ts finds any other). */
export const foodTableGroups: ReadonlySet<ResourceGroup> = new Set<ResourceGroup>(['ai', 'reviewed-items', 'entries', 'imports', 'foods']);

/** The data files (repository paths) a group's bundle carries beside it. */
export const dataFilesOf = (group: ResourceGroup): readonly string[] =>
  foodTableGroups.has(group) ? [FOOD_TABLE_SOURCE, FOOD_INDEX_SOURCE] : [];

/** The shell command that copies a data file from the repository (inputDir) into a bundle's directory, under its own name. */
export const dataFileCommand = (inputDir: string, outputDir: string, file: string) =>
  `cp "${inputDir}/${file}" "${outputDir}/${file.split('/').pop()}"`;

/** Where a separate package goes in a bundle's directory. */
export const separatePackageFile = (name: string) => `node_modules/${name}/index.js`;

/** The shell command that builds a separate package into outputDir (run from the repository, where it is installed). */
export function separatePackageCommand(esbuild: string, outputDir: string, name: string): string {
  const args = [
    '--bundle',
    '--platform=node',
    `--target=${bundleSettings.target}`,
    `--format=${bundleSettings.format}`,
    '--minify',
    '--log-level=error',
    `--outfile=${outputDir}/${separatePackageFile(name)}`,
  ];
  return `echo "module.exports = require('${name}');" | ${esbuild} ${args.join(' ')}`;
}

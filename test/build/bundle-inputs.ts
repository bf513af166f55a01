// The files a Lambda's bundle reads, built with the stack's esbuild settings (cdk/bundling.ts; the AWS SDK and the
// packages the runtime or the stack provide left out), as repository paths: what the build tests check a bundle holds.
import path from 'node:path';
import { buildSync } from 'esbuild';
import { bundleSettings } from '../../cdk/bundling';

const repoRoot = path.resolve(__dirname, '..', '..');

/** `entry` is a repository path (functions/<group>/handler.ts). */
export function bundleInputs(entry: string): string[] {
  const result = buildSync({
    ...bundleSettings,
    mainFields: [...bundleSettings.mainFields],
    supported: { ...bundleSettings.supported },
    minify: false,
    entryPoints: [path.join(repoRoot, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    external: ['@aws-sdk/*', 'stripe', '@zxcvbn-ts/language-common'],
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).map((file) => path.relative(repoRoot, path.resolve(repoRoot, file)));
}

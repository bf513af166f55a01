// The lint block that keeps the AWS SDK in functions/data and functions/providers (architecture/aws-sdk-imports.cjs),
// run through ESLint's Linter on a string: no spawn, no build. eslint.config.mjs must use that very block.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const awsSdkImports = require('../../architecture/aws-sdk-imports.cjs') as Linter.Config;
const root = path.join(__dirname, '..', '..');

/** Every .ts file is linted (as in the project config); the block under test decides which may import the SDK. */
const messages = (file: string, source: string) =>
  new Linter({ configType: 'flat', cwd: root })
    .verify(source, [{ files: ['**/*.ts'] }, awsSdkImports], { filename: path.join(root, file) })
    .map((m) => m.message);

const importsSdk = "import { QueryCommand } from '@aws-sdk/lib-dynamodb';\nexport const x = QueryCommand;\n";

describe('the AWS SDK is imported only by data and providers', () => {
  it('refuses an @aws-sdk import in a use case, domain or handler file', () => {
    for (const file of ['functions/domain/x.ts', 'functions/entries/x.ts', 'functions/backfill/x.ts', 'functions/platform/x.ts']) {
      expect(messages(file, importsSdk)).toEqual([expect.stringMatching(/Only functions\/data and functions\/providers/)]);
    }
  });

  it('lets data and providers import it', () => {
    expect(messages('functions/data/x.ts', importsSdk)).toEqual([]);
    expect(
      messages('functions/providers/storage/x.ts', "import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n"),
    ).toEqual([]);
  });

  it('is part of the project lint config', () => {
    const config = readFileSync(path.join(root, 'eslint.config.mjs'), 'utf8');
    expect(config).toMatch(/import awsSdkImports from '\.\/architecture\/aws-sdk-imports\.cjs'/);
    expect(config).toMatch(/^\s+awsSdkImports,$/m);
  });
});

// The layers of architecture/layers.mjs: docs/ARCHITECTURE.md carries their table as printed from the
// description, and the lint rule refuses an import across a line (run through the project's ESLint config).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

function lint(file: string, source: string): string {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', file],
    {
      cwd: root,
      input: source,
      encoding: 'utf8',
    },
  );
  return run.stdout;
}

describe('the layers', () => {
  it('are drawn in docs/ARCHITECTURE.md exactly as described', () => {
    const table = execFileSync(process.execPath, [path.join(root, 'architecture', 'layers-table.mjs')], { encoding: 'utf8' }).trim();
    expect(readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8')).toContain(table);
  });

  it('are kept by lint: a data module reaching for storage, a group importing another, a feature importing another', () => {
    expect(
      lint('functions/data/x.ts', "import { imagesStorage } from '../providers/storage/buckets';\nexport const x = imagesStorage;\n"),
    ).toMatch(/data may not import providers/);
    expect(lint('functions/ai/x.ts', "import { actions } from '../entries/handler';\nexport const x = actions;\n")).toMatch(
      /functions\/ai may not import functions\/entries/,
    );
    expect(
      lint('frontend/src/features/chat/x.ts', "import { DataInputCard } from '@/features/ai-input';\nexport const x = DataInputCard;\n"),
    ).toMatch(/chat may not import ai-input/);
    // Settings' sections are features of their own (docs/FRONTEND.md "Settings"): import may not borrow billing's meter.
    expect(
      lint(
        'frontend/src/features/import/components/x.tsx',
        "import { UsageMeter } from '@/features/billing/components/usage-meter';\nexport const x = UsageMeter;\n",
      ),
    ).toMatch(/import may not import billing/);
    expect(lint('cdk/x.ts', "import { createApiGateway } from '../local/api-gateway';\nexport const x = createApiGateway;\n")).toMatch(
      /CDK stack may not import local runtime/,
    );
    // The runtime never depends on a CLI; the CLIs may use the runtime's table helper (local/maintenance-table.ts).
    expect(lint('local/x.ts', "import { generatedJson } from '../scripts/generated-json';\nexport const x = generatedJson;\n")).toMatch(
      /local runtime may not import scripts/,
    );
  });

  it('keep HTTP at the edge: no layer below the handlers may import ApiRequest, the router or its error table', () => {
    const apiRequest = "import type { ApiRequest } from '../core/http-handler';\nexport type X = ApiRequest;\n";
    const errorTable = "import { answerOf } from '../core/error-status';\nexport const x = answerOf;\n";
    expect(lint('functions/domain/x.ts', apiRequest)).toMatch(/domain may not import core/);
    expect(lint('functions/data/x.ts', apiRequest)).toMatch(/data may not import core/);
    expect(lint('functions/providers/x.ts', errorTable)).toMatch(/providers may not import core/);
    expect(lint('functions/platform/x.ts', errorTable)).toMatch(/platform may not import core/);
  });

  it('let each layer use what it may', () => {
    expect(lint('functions/ai/x.ts', "import { presentEntry } from '../domain/present-entry';\nexport const x = presentEntry;\n")).toBe('');
    // The domain's errors carry no status: the domain throws them as a handler does.
    expect(lint('functions/domain/x.ts', "import { NotFound } from '../platform/errors';\nexport const x = NotFound;\n")).toBe('');
    expect(lint('frontend/src/features/chat/x.ts', "import { callApi } from '@/lib/call-api';\nexport const x = callApi;\n")).toBe('');
  });
});

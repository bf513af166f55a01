// GET /api/docs/: the OpenAPI document as one readable page (operations by group, with their schemas), built
// on the server with no script, so the strict CSP holds.
import { PRODUCT_NAME } from '../../shared/brand';
import type { OpenApiDocument } from './openapi';
import generated from './openapi.generated.json';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Record<string, unknown>): string {
  const parts = [
    `<h3 id="${escape(String(op.operationId))}"><code>${method.toUpperCase()} ${escape(path)}</code></h3>`,
    `<p>${escape(String(op.summary))}</p>`,
  ];
  if (op.description) parts.push(`<p><em>${escape(String(op.description))}</em></p>`);
  parts.push(
    `<p>${(op.security as unknown[]).length ? 'Needs a Bearer access token.' : 'No token needed.'} Operation id: <code>${escape(String(op.operationId))}</code></p>`,
  );
  if ((op.parameters as unknown[]).length) parts.push('<details><summary>Parameters</summary>', json(op.parameters), '</details>');
  if (op.requestBody) parts.push('<details><summary>Request body</summary>', json(op.requestBody), '</details>');
  parts.push('<details><summary>Responses</summary>', json(op.responses), '</details>');
  return `<section>${parts.join('\n')}</section>`;
}

let page: string | undefined;

export function docsPage(): string {
  if (page) return page;
  const document = generated as OpenApiDocument;
  const byGroup = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const group = (op.tags as string[])[0];
      byGroup.set(group, [...(byGroup.get(group) ?? []), operationHtml(method, path, op)]);
    }
  }
  const groups = [...byGroup].map(([group, ops]) => `<h2>${escape(group)}</h2>\n${ops.join('\n')}`).join('\n');
  // Schemas the operations share by `$ref` (#/components/schemas/<name>), each with its own heading.
  const shared = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<section><h3 id="schema-${escape(name)}"><code>${escape(name)}</code></h3>${json(schema)}</section>`)
    .join('\n');
  page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(PRODUCT_NAME)} API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a2420}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f3f5f4;padding:.75rem;overflow:auto;border-radius:6px}
section{border-top:1px solid #d5dbd8;padding:.5rem 0}h3{margin:.5rem 0}h3 code{font-size:16px}summary{cursor:pointer}</style></head><body>
<h1>${escape(PRODUCT_NAME)} API</h1><p>${escape(document.info.description)} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
${groups}
<h2>Shared schemas</h2>
${shared}</body></html>`;
  return page;
}

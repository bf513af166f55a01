// The plain HTML of the local stand-in pages (test checkout, billing): no script, marked as local, styled inline.
import type { ApiResult } from '../core/http-handler';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}' +
  '.banner{background:#fff3cd;border:1px solid #e0c060;padding:.75rem;border-radius:.5rem}' +
  'form{display:inline-block;margin:0 .5rem .5rem 0}button{font-size:1rem;padding:.6rem 1.2rem}';

export function htmlPage(title: string, body: string): ApiResult {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body>${body}</body></html>`;
  return { statusCode: 200, body: html, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } };
}

/** A form post's answer: the browser follows it with a GET. */
export const seeOther = (location: string): ApiResult => ({
  statusCode: 303,
  headers: { Location: location, 'Cache-Control': 'no-store' },
});

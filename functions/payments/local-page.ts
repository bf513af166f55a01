// The plain HTML of the local stand-in pages (test checkout, billing): no script, plainly marked as local, and dressed
// like the app (its colours, font, card and buttons, in a small inline stylesheet the CSP allows) with the landmarks and
// headings a screen reader expects: a banner with the product's name, one main with an h1, the local notice inside it.
// Their dates go through the app's one format (shared/date-text.ts) with the account's date order, clock and zone.
import { PRODUCT_NAME } from '../../shared/brand';
import { instantText, resolveDateFormat } from '../../shared/date-text';
import { isValidZone } from '../../shared/time';
import type { UserRecord } from '../data/users';

import { escapeHtml } from '../../shared/escape-html';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-width:320px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;
font-size:1rem;line-height:1.5;color:#1c2a24;background:#f5f7f6;-webkit-font-smoothing:antialiased}
.top{display:flex;align-items:center;min-height:60px;padding:0 24px;background:#fff;border-bottom:1px solid #dbe2de}
.brand{font-weight:700;font-size:1.125rem;color:#0f766e}
main{max-width:36rem;margin:32px auto}
.card{background:#fff;border:1px solid #dbe2de;border-radius:10px;box-shadow:0 1px 3px rgba(16,24,20,.08),0 4px 12px rgba(16,24,20,.05);padding:24px}
h1{margin:0 0 12px;font-size:1.75rem;line-height:1.25;font-weight:650}
h2{margin:24px 0 8px;font-size:1.125rem;line-height:1.25;font-weight:650}
p{margin:0 0 12px}
.notice{margin:0 0 20px;padding:12px 16px;border-left:3px solid #9a6700;border-radius:6px;background:#fff4d6}
.price{font-size:1.125rem;color:#53625b}
.price strong{font-size:1.375rem;color:#1c2a24}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0 20px}
dt{color:#53625b}dd{margin:0;font-weight:600}
.ending{padding:8px 12px;border-left:3px solid #9a6700;border-radius:6px;background:#fff4d6}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:20px 0 4px}
form{margin:0}
button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 24px;border:1px solid transparent;
border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
.primary{background:#0f766e;color:#fff}.primary:hover{background:#0b5f58}
.secondary{background:#fff;color:#1c2a24;border-color:#dbe2de}.secondary:hover{background:#eef2f0}
button:focus-visible,a:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
a{color:#0f766e;text-underline-offset:2px}
.muted{color:#53625b;font-size:.875rem}
@media (max-width:600px){.top{padding:0 16px}main{margin:16px}.card{padding:16px}.actions button{width:100%}.actions form{flex:1 1 100%}}
`.replace(/\n/g, '');

/** A page as the router sends it, and a form post's redirect (the routes' contracts: 200 'html', 303 'empty'). */
export interface PageAnswer {
  statusCode: 200;
  body: string;
  headers: Record<string, string>;
}
export interface SeeOtherAnswer {
  statusCode: 303;
  headers: Record<string, string>;
}

/** A page: the banner with the product's name, then one main card holding the local notice and the content. */
export function htmlPage(title: string, notice: string, body: string): PageAnswer {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head><body><header class="top"><span class="brand">${escapeHtml(PRODUCT_NAME)}</span></header>
<main class="card"><p class="notice">${notice}</p>${body}</main></body></html>`;
  return { statusCode: 200, body: html, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } };
}

/**
 * An instant (seconds) in the app's format for this account: its date order and clock, in its zone. A page the server
 * writes cannot know the device, so an account on its device's zone ('default', or none chosen) reads UTC, and an
 * Automatic order or clock is en-US's (the server has no zone-to-locale mapping here; docs/PAYMENTS.md); the zone is
 * named after the time, so the instant is never ambiguous.
 */
export function accountDateText(seconds: number, user: Pick<UserRecord, 'time_zone' | 'date_order' | 'clock'> | undefined): string {
  const zone = user?.time_zone && user.time_zone !== 'default' && isValidZone(user.time_zone) ? user.time_zone : 'UTC';
  const format = resolveDateFormat('en-US', { date_order: user?.date_order, clock: user?.clock });
  return `${instantText(seconds * 1000, zone, format)} ${zone === 'UTC' ? 'UTC' : `(${zone.replace(/_/g, ' ')} time)`}`;
}

/** A form post's answer: the browser follows it with a GET. */
export const seeOther = (location: string): SeeOtherAnswer => ({
  statusCode: 303,
  headers: { Location: location, 'Cache-Control': 'no-store' },
});

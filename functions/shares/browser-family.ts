// What the opens log keeps of a viewer's User-Agent (docs/SHARING.md "What is logged"): its browser family only, never
// the whole string (a version and a platform together narrow a person down).
import type { BROWSER_FAMILIES } from '../../shared/schemas/shares';

export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/** Edge, Firefox and Chrome name themselves beside "Safari" and "Chrome", so the order of the tests matters. */
export function browserFamily(userAgent: string | undefined): BrowserFamily {
  const ua = userAgent ?? '';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi)\//.test(ua)) return 'other';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua)) return 'Chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  return 'other';
}

/** The viewer's country as CloudFront's header gives it (ISO 3166 alpha-2); null when absent or not one. */
export function viewerCountry(header: string | undefined): string | null {
  const value = header?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

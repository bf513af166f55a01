// Draws the app's icons (the home-screen and install icons of docs/OFFLINE.md) from the logo mark: the rounded square
// with the teal radial gradient that the header's `.app-logo-mark` and favicon.svg draw. Rasterised by the Chromium
// the e2e tests use, so no image library is needed. Run `npx tsx scripts/make-icons.ts` after changing the mark and
// commit the PNGs it writes under frontend/public.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.resolve(__dirname, '..', 'frontend', 'public');
const LIGHT = '#5eead4';
const ACCENT = '#0f766e';

/** The mark on a transparent ground ("any" icons): its rounded corners are the mark's own (9/32 of its side). */
function markSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.8"><stop offset="0" stop-color="${LIGHT}"/><stop offset="0.7" stop-color="${ACCENT}"/></radialGradient></defs>
  <rect width="32" height="32" rx="9" fill="url(#g)"/></svg>`;
}

/**
 * A full-bleed square (maskable, and Apple's touch icon, which iOS rounds itself and which must not be transparent):
 * the gradient fills the square, and the mark's lighter centre sits inside the 80 % safe circle of a maskable icon.
 */
function fullBleedSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <defs><radialGradient id="g" cx="0.4" cy="0.4" r="0.75"><stop offset="0" stop-color="${LIGHT}"/><stop offset="0.7" stop-color="${ACCENT}"/></radialGradient></defs>
  <rect width="32" height="32" fill="${ACCENT}"/><rect width="32" height="32" fill="url(#g)"/></svg>`;
}

const icons: { file: string; size: number; svg: (size: number) => string }[] = [
  { file: 'icons/icon-192.png', size: 192, svg: markSvg },
  { file: 'icons/icon-512.png', size: 512, svg: markSvg },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleedSvg },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedSvg },
];

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${icon.svg(icon.size)}`);
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
      await mkdir(path.dirname(path.join(PUBLIC, icon.file)), { recursive: true });
      await writeFile(path.join(PUBLIC, icon.file), png);
      await page.close();
      console.log(`wrote frontend/public/${icon.file} (${icon.size}×${icon.size}, ${png.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

void main();

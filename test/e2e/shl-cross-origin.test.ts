// A SMART Health Link opened by a viewer on ANOTHER origin than the app's, in Chromium (docs/SHARING.md "Security"):
// a tiny node:http server on its own port serves one page whose script decodes the `shlink:/` payload from its hash,
// POSTs the manifest with the passcode, a recipient and embeddedLengthMax as JSON (so the browser sends a preflight
// first), and reads each file embedded in the answer. The page reports what the browser let it read: the test passes
// only when the manifest (the API's one CORS exception) answered CORS with the files in it. As a control, the same
// page's call to another API route is refused by the browser (no CORS there, S38).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { shareBody } from '../api/support/shares';
import { appUrl, launchBrowser, newPage, pageErrorsOf } from './support/browser';

/** The foreign viewer: plain script, no library; it only checks each file is a compact JWE (5 parts). */
const viewerPage = (controlUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another viewer</title></head>
<body><main><h1>Another viewer</h1><p id="result">working</p></main>
<script>
(async () => {
  const out = document.getElementById('result');
  try {
    const [encoded, passcode] = location.hash.slice(1).split('|');
    const base64 = encoded.replace(/^shlink:\\//, '').replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(atob(base64));
    const manifest = await fetch(payload.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ passcode, recipient: 'Dr. Rivera, another viewer', embeddedLengthMax: 10000000 }),
    });
    if (manifest.status !== 200) throw new Error('manifest ' + manifest.status);
    const { files } = await manifest.json();
    const parts = [];
    for (const file of files) parts.push(file.embedded.split('.').length);
    let control = 'read';
    try {
      await fetch(${JSON.stringify(controlUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    } catch {
      control = 'refused';
    }
    out.textContent = JSON.stringify({ files: files.length, parts, control });
  } catch (error) {
    out.textContent = 'failed: ' + error.message;
  }
})();
</script></body></html>`;

describe('a share link in a viewer on another origin', () => {
  let browser: Browser;
  let server: Server;
  let viewerOrigin: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(viewerPage(appUrl('/api/auth/token/')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    viewerOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('is opened by a page of another origin: the browser lets it POST the manifest and read every file', async () => {
    expect(new URL(viewerOrigin).origin).not.toBe(new URL(appUrl()).origin);
    const { access } = await signedInAccount();
    const made = await request('POST', '/api/shares/', { token: access, body: { ...shareBody, days: 7 } });
    expect(made.status).toBe(201);
    const { page, context } = await newPage(browser);
    try {
      await page.goto(`${viewerOrigin}/#${made.body.shlink}|${made.body.passcode}`);
      const result = page.locator('#result');
      await page.waitForFunction(() => document.getElementById('result')?.textContent !== 'working');
      const text = (await result.textContent()) ?? '';
      expect(text).not.toMatch(/^failed/);
      const { files, parts, control } = JSON.parse(text);
      expect(files).toBe(2);
      expect(parts).toEqual([5, 5]);
      // The browser still refuses the page any other API route: CORS is open for the manifest only (S38).
      expect(control).toBe('refused');
      expect(pageErrorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// The exports bucket's CORS (shared/download-cors.ts) lets the app's pages PUT a file for import straight to its signed
// URL (issue 14): the browser's preflight names PUT and Content-Type, and only the app's origin is answered.
import { runtimeState } from './support/runtime';
import { EXPORTS_BUCKET } from './support/storage';

const uploadUrl = () => `${runtimeState().endpoints.s3}/${EXPORTS_BUCKET}/imports/someone/upload`;

const preflight = (origin: string) =>
  fetch(uploadUrl(), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
  });

describe('upload to the exports bucket from the browser', () => {
  it("answers the app's preflight for a PUT with a Content-Type", async () => {
    const appOrigin = new URL(runtimeState().url).origin;
    const response = await preflight(appOrigin);
    expect(response.status).toBe(200);
    // s3rver answers a matched preflight with `*` where S3 repeats the origin; an unmatched one is refused (below).
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:\d+)$/);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('refuses any other origin', async () => {
    const response = await preflight('https://elsewhere.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

// Share links over HTTP (docs/SHARING.md): making one (its key and passcode answered once, 400s naming the field), the
// manifest with the right passcode (files that decrypt with the key, the open logged), wrong ones (counted, then the
// link locked and its owner told), revocation and expiry (404 at once), and another person's link (404). S52.
import { signedInAccount } from './support/accounts';
import { keysUnder, EXPORTS_BUCKET } from './support/storage';
import { mailsTo, request } from './support/runtime';
import { LA, localTime, saveSeed } from './support/quick-log';
import { decryptedFiles, makeShare, manifestPath, openManifest, payloadOf, setExpiry } from './support/shares';

const GONE = 'This link no longer works. Ask the person who shared it for a new one.';

describe('POST /api/shares/', () => {
  it('makes a SMART Health Link: the shlink:/ payload with the key, the viewer URL, a 6-digit passcode shown once', async () => {
    const { access } = await signedInAccount();
    const response = await makeShare(access, { expires_in_days: 3 });
    expect(response.status).toBe(201);
    const { share, shlink, viewer_url, passcode } = response.body;
    expect(passcode).toMatch(/^\d{6}$/);
    expect(viewer_url).toMatch(/\/shared#shlink:\//);
    expect(viewer_url.endsWith(shlink)).toBe(true);
    const payload = payloadOf(shlink);
    expect(payload).toMatchObject({ flag: 'P', label: 'For Dr. Rivera, 3 Dec', v: 1 });
    expect(payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.url).toMatch(/\/api\/shl\/[A-Za-z0-9_-]{43}$/);
    expect(payload.exp * 1000).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
    expect(share).toMatchObject({ status: 'active', passcode: true, opens: 0, last_opened_at: null, days: 30, patient: 'initials' });
    // The list never repeats the key or the passcode.
    const list = await request('GET', '/api/shares/', { token: access });
    expect(list.body.shares).toEqual([share]);
    expect(JSON.stringify(list.body)).not.toContain(payload.key);
    expect(JSON.stringify(list.body)).not.toContain(passcode);
  });

  it('takes no passcode when asked, and then sets no P flag', async () => {
    const { access } = await signedInAccount();
    const response = await makeShare(access, { passcode: false });
    expect(response.body.passcode).toBeNull();
    expect(payloadOf(response.body.shlink)).not.toHaveProperty('flag');
  });

  it.each([
    [{ days: 3 }, 'days'],
    [{ types: [] }, 'types'],
    [{ types: ['diaries'] }, 'types'],
    [{ patient: 'full' }, 'patient'],
    [{ expires_in_days: 91 }, 'expires_in_days'],
    [{ label: '   ' }, 'label'],
    [{ label: 'x'.repeat(81) }, 'label'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const { access } = await signedInAccount();
    const response = await makeShare(access, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
  });
});

describe('the manifest: POST /api/shl/{manifest_id}', () => {
  let access: string;
  let email: string;
  beforeAll(async () => {
    ({ access, email } = await signedInAccount());
    await saveSeed(access, [
      { category: 'sleep', details: 'slept 7 hours', calculated_time: localTime(LA, 2, '07:00'), measures: { duration_min: 420 } },
      { category: 'test_subjects', details: 'headache', calculated_time: localTime(LA, 1, '15:00') },
      { category: 'supplements', details: 'Magnesium 400 mg', calculated_time: localTime(LA, 1, '21:30') },
    ]);
  });

  it('answers the files for the right passcode: each decrypts with the key to a FHIR Bundle and the summary page; the open is logged', async () => {
    const made = (await makeShare(access)).body;
    const { url, key } = payloadOf(made.shlink);
    const opened = await openManifest(manifestPath(url), { passcode: made.passcode });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('access-control-allow-origin')).toBe('*');
    expect(opened.body.files).toHaveLength(2);
    for (const file of opened.body.files) expect(file).toEqual({ contentType: 'application/fhir+json', location: expect.any(String) });
    const [bundle, document] = await decryptedFiles(opened.body.files, key);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(document).toMatchObject({ resourceType: 'DocumentReference', status: 'current' });
    const attachment = (document as { content: { attachment: { contentType: string; data: string } }[] }).content[0].attachment;
    expect(attachment.contentType).toBe('text/html');
    const html = Buffer.from(attachment.data, 'base64').toString('utf8');
    expect(html).toContain('Health summary');
    expect(html).toContain('headache');
    expect(html).not.toMatch(/<script/i);
    // Logged for the owner: when, no country locally, the browser family.
    const opens = await request('GET', `/api/shares/${made.share.id}/opens/`, { token: access });
    expect(opens.body.opens).toEqual([{ at: expect.any(String), country: null, browser: 'Chrome' }]);
    const listed = (await request('GET', '/api/shares/', { token: access })).body.shares.find(
      (s: { id: string }) => s.id === made.share.id,
    );
    expect(listed).toMatchObject({ opens: 1, last_opened_at: opens.body.opens[0].at });
  });

  it('embeds a file when the viewer asks and it fits (embeddedLengthMax)', async () => {
    const made = (await makeShare(access, { passcode: false })).body;
    const { url, key } = payloadOf(made.shlink);
    const opened = await openManifest(manifestPath(url), { embeddedLengthMax: 10_000_000 });
    expect(opened.status).toBe(200);
    expect(opened.body.files.every((file: { embedded?: string }) => typeof file.embedded === 'string')).toBe(true);
    const [bundle] = await decryptedFiles(opened.body.files, key);
    expect(bundle.resourceType).toBe('Bundle');
  });

  it('S52: counts wrong passcodes (a missing one is not a guess), locks the link at the tenth and tells its owner; then even the right one gets 404', async () => {
    const made = (await makeShare(access, { label: 'Lock test' })).body;
    const path = manifestPath(payloadOf(made.shlink).url);
    const wrong = made.passcode === '000000' ? '111111' : '000000';
    const missing = await openManifest(path, {});
    expect(missing.status).toBe(401);
    expect(missing.body.remainingAttempts).toBe(10);
    for (let i = 1; i <= 10; i++) {
      const answer = await openManifest(path, { passcode: wrong });
      expect(answer.status).toBe(401);
      expect(answer.body.remainingAttempts).toBe(10 - i);
    }
    const right = await openManifest(path, { passcode: made.passcode });
    expect(right.status).toBe(404);
    expect(right.body.detail).toBe(GONE);
    const listed = (await request('GET', '/api/shares/', { token: access })).body.shares.find(
      (s: { id: string }) => s.id === made.share.id,
    );
    expect(listed).toMatchObject({ status: 'locked', opens: 0 });
    const mails = await mailsTo(email);
    expect(mails.filter((mail) => mail.subject.includes('"Lock test" was locked'))).toHaveLength(1);
  });

  it('S52: a right passcode after wrong ones opens the link and leaves the wrong ones counted', async () => {
    const made = (await makeShare(access)).body;
    const path = manifestPath(payloadOf(made.shlink).url);
    const wrong = made.passcode === '000000' ? '111111' : '000000';
    expect((await openManifest(path, { passcode: wrong })).body.remainingAttempts).toBe(9);
    expect((await openManifest(path, { passcode: made.passcode })).status).toBe(200);
    expect((await openManifest(path, { passcode: wrong })).body.remainingAttempts).toBe(8);
  });

  it('S52: refuses a revoked link at once (404) and deletes its files; the owner sees it revoked', async () => {
    const made = (await makeShare(access)).body;
    const path = manifestPath(payloadOf(made.shlink).url);
    const before = await openManifest(path, { passcode: made.passcode });
    expect(before.status).toBe(200);
    const userId = before.body.files[0].location.match(/shares\/([^/]+)\//)[1];
    expect(await keysUnder(EXPORTS_BUCKET, `shares/${userId}/${made.share.id}/`)).toHaveLength(2);
    expect((await request('DELETE', `/api/shares/${made.share.id}/`, { token: access })).status).toBe(204);
    const after = await openManifest(path, { passcode: made.passcode });
    expect(after.status).toBe(404);
    expect(after.body.detail).toBe(GONE);
    expect(await keysUnder(EXPORTS_BUCKET, `shares/${userId}/${made.share.id}/`)).toEqual([]);
    // A location handed out before no longer answers the file.
    expect((await fetch(before.body.files[0].location)).status).toBe(404);
    const listed = (await request('GET', '/api/shares/', { token: access })).body.shares.find(
      (s: { id: string }) => s.id === made.share.id,
    );
    expect(listed.status).toBe('revoked');
  });

  it('S52: refuses an expired link (404), checked by the server whatever the table keeps', async () => {
    const made = (await makeShare(access)).body;
    const path = manifestPath(payloadOf(made.shlink).url);
    await setExpiry(access, made.share.id, new Date(Date.now() - 1000).toISOString());
    const answer = await openManifest(path, { passcode: made.passcode });
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(GONE);
    const listed = (await request('GET', '/api/shares/', { token: access })).body.shares.find(
      (s: { id: string }) => s.id === made.share.id,
    );
    expect(listed.status).toBe('expired');
  });

  it('S52: answers 404 for a manifest id never made or not of 43 characters, and never with the session', async () => {
    expect((await openManifest(`/api/shl/${'A'.repeat(43)}`, { passcode: '123456' })).status).toBe(404);
    expect((await openManifest('/api/shl/short', { passcode: '123456' })).status).toBe(404);
    const made = (await makeShare(access, { passcode: false })).body;
    // The owner's own token changes nothing: the manifest is public and reads no session.
    const withSession = await request('POST', manifestPath(payloadOf(made.shlink).url), {
      token: access,
      body: { recipient: 'x' },
    });
    expect(withSession.status).toBe(200);
  });

  it('S52: another person gets 404 for this person’s link id (opens, revoke), and the link still works', async () => {
    const made = (await makeShare(access, { passcode: false })).body;
    const other = await signedInAccount();
    expect((await request('GET', `/api/shares/${made.share.id}/opens/`, { token: other.access })).status).toBe(404);
    expect((await request('DELETE', `/api/shares/${made.share.id}/`, { token: other.access })).status).toBe(404);
    expect((await request('GET', '/api/shares/', { token: other.access })).body).toEqual({ shares: [] });
    expect((await openManifest(manifestPath(payloadOf(made.shlink).url), {})).status).toBe(200);
  });

  it('refuses a manifest request without a recipient (400 naming it)', async () => {
    const made = (await makeShare(access, { passcode: false })).body;
    const answer = await request('POST', manifestPath(payloadOf(made.shlink).url), { body: {} });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toEqual(['recipient']);
  });
});

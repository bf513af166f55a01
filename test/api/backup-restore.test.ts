// The full backup's restore of everything but entries (docs/IMPORT.md "Full backup"): one person's backup, downloaded
// over HTTP, read as a stream and restored into another account with restoreItem against the local runtime's table and
// bucket, then read back over HTTP as that account: inputs, chats, reports, photos, and only the unset settings.
import { decodeJwt, signedInAccount } from './support/accounts';
import { backupStream, restorer } from './support/backup-restorer';
import { createEntry } from './support/entries';
import { savePhotoEntry } from './support/photos';
import { apiUrl, request } from './support/runtime';

describe('restoring a full backup into another account', () => {
  it('brings back inputs, chats, reports and photos under the new account, fills only unset settings, and adds nothing the second time', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const bobId = decodeJwt(bob.access).sub as string;
    await request('PUT', '/api/auth/profile/update/', {
      token: alice.access,
      body: { height_cm: 171, weight_kg: 64, time_zone: 'Asia/Kolkata', clock: '24h', birth_year: 1990, last_name: 'Hood' },
    });
    await request('PUT', '/api/auth/profile/update/', { token: bob.access, body: { height_cm: 180 } });
    const run = await createEntry(alice.access, 'sleep', { details: 'slept well', measures: { duration_min: 450 } });
    const chat = await request('POST', '/api/ai/chat/', { token: alice.access, body: { query: 'How did I sleep?', timezone: 'UTC' } });
    expect(chat.status).toBe(200);
    const report = await request('POST', '/api/insights/reports/', { token: alice.access, body: { timezone: 'UTC' } });
    expect(report.status).toBe(201);
    const saved = await savePhotoEntry(alice.access, 'Soup from the photo', 'soup');

    const restore = await restorer();
    expect(await restore(bobId, await backupStream(alice.access))).toEqual({
      profile: ['added'],
      'user-input': ['added', 'added'],
      chat: ['added'],
      report: ['added'],
      image: ['added'],
    });

    const inputs = (await request('GET', '/api/user-inputs/', { token: bob.access })).body;
    const aliceInputs = (await request('GET', '/api/user-inputs/', { token: alice.access })).body;
    expect(inputs).toHaveLength(2);
    const newUrl = saved.image_url.replace(/^images\/[^/]+\//, `images/${bobId}/`);
    for (const input of aliceInputs) {
      const again = inputs.find((each: { id: string }) => each.id === input.id);
      expect(again).toEqual({ ...input, image_url: input.image_url ? newUrl : null });
    }
    expect(inputs.map((input: { id: string }) => input.id)).toContain(run.user_input_log);

    const photoBack = await fetch(apiUrl(`/api/images/${newUrl}`), { headers: { authorization: `Bearer ${bob.access}` } });
    const original = await fetch(apiUrl(`/api/images/${saved.image_url}`), { headers: { authorization: `Bearer ${alice.access}` } });
    expect(photoBack.status).toBe(200);
    expect(photoBack.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photoBack.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));

    const [aliceSession] = (await request('GET', '/api/ai/chat/sessions/', { token: alice.access })).body;
    const sessions = (await request('GET', '/api/ai/chat/sessions/', { token: bob.access })).body;
    expect(sessions).toEqual([{ ...aliceSession, id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/) }]);
    expect(sessions[0].id).not.toBe(aliceSession.id);
    const messages = await request('GET', `/api/ai/chat/sessions/${sessions[0].id}/`, { token: bob.access });
    expect(messages.status).toBe(200);
    expect(messages.body).toEqual((await request('GET', `/api/ai/chat/sessions/${aliceSession.id}/`, { token: alice.access })).body);

    expect((await request('GET', '/api/insights/reports/', { token: bob.access })).body.map((r: { id: string }) => r.id)).toEqual([
      report.body.id,
    ]);
    expect(await request('GET', `/api/insights/reports/${report.body.id}/`, { token: bob.access })).toMatchObject({
      status: 200,
      body: report.body,
    });

    const me = (await request('GET', '/api/auth/me/', { token: bob.access })).body;
    expect(me).toMatchObject({ username: bob.username, email: bob.email, first_name: 'Robin', last_name: 'Hood' });
    expect(me.profile).toMatchObject({ height_cm: 180, weight_kg: 64, time_zone: 'Asia/Kolkata', clock: '24h', birth_year: 1990 });

    expect(await restore(bobId, await backupStream(alice.access))).toEqual({
      profile: ['existing'],
      'user-input': ['existing', 'existing'],
      chat: ['existing'],
      report: ['existing'],
      image: ['existing'],
    });
    expect((await request('GET', '/api/ai/chat/sessions/', { token: bob.access })).body).toHaveLength(1);
    // Into the account it came from: everything is there already, the chat under its own id.
    const aliceId = decodeJwt(alice.access).sub as string;
    expect(await restore(aliceId, await backupStream(alice.access))).toEqual({
      profile: ['existing'],
      'user-input': ['existing', 'existing'],
      chat: ['existing'],
      report: ['existing'],
      image: ['existing'],
    });
    expect((await request('GET', '/api/ai/chat/sessions/', { token: alice.access })).body).toEqual([aliceSession]);
    expect((await request('GET', `/api/ai/chat/sessions/${sessions[0].id}/`, { token: bob.access })).body).toEqual(messages.body);
  });
});

// GET /api/export/backup/ over HTTP: a redirect to a signed download of the whole account as one JSON document that
// the backup schema accepts, holding every entry, input, chat, setting and photo, no secret and no one else's data.
import { backupSchema } from '../../shared/schemas/backup';
import { signedInAccount } from './support/accounts';
import { createEntry } from './support/entries';
import { savePhotoEntry } from './support/photos';
import { apiUrl, request } from './support/runtime';

async function backupOf(token: string) {
  const first = await fetch(apiUrl('/api/export/backup/'), { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
  expect(first.status).toBe(303);
  expect(first.headers.get('cache-control')).toBe('no-store');
  const file = await fetch(first.headers.get('location')!);
  expect(file.status).toBe(200);
  return { file, text: await file.text() };
}

/** Every key of every object in a JSON value. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysIn(item, found));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysIn(inner, found);
    }
  return found;
}

describe('full backup', () => {
  it('is refused without a sign-in', async () => {
    expect((await fetch(apiUrl('/api/export/backup/'), { redirect: 'manual' })).status).toBe(401);
  });

  it('holds every entry with its measures, input, chat, setting and photo of the caller, and nothing of anyone else', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    await request('PUT', '/api/auth/profile/update/', {
      token: alice.access,
      body: { height_cm: 171, time_zone: 'Asia/Kolkata', clock: '24h' },
    });
    const run = await createEntry(alice.access, 'physical-activities', {
      details: 'ran 5 km',
      measures: { distance_km: 5, duration_min: 28 },
    });
    const sleep = await createEntry(alice.access, 'sleep', { details: 'slept well', measures: { duration_min: 450, quality: 4 } });
    const pressure = await createEntry(alice.access, 'related-data', {});
    const chat = await request('POST', '/api/ai/chat/', { token: alice.access, body: { query: 'How did I sleep?', timezone: 'UTC' } });
    expect(chat.status).toBe(200);
    const saved = await savePhotoEntry(alice.access, 'Salad from the photo', 'lunch');
    const bobsRun = await createEntry(bob.access, 'physical-activities', { details: 'bob ran' });

    const { file, text } = await backupOf(alice.access);
    const today = new Date().toISOString().slice(0, 10);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="health-backup-${today}.json"`);
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    const backup = backupSchema.parse(JSON.parse(text));

    expect(backup).toMatchObject({ format: 'health-tracker-backup', version: 1 });
    expect(backup.profile).toMatchObject({ username: alice.username, height_cm: 171, time_zone: 'Asia/Kolkata', clock: '24h' });
    expect(backup.entries['physical-activities']).toContainEqual(
      expect.objectContaining({ id: run.id, details: 'ran 5 km', measures: { distance_km: 5, duration_min: 28 } }),
    );
    expect(backup.entries.sleep).toContainEqual(expect.objectContaining({ id: sleep.id, measures: { duration_min: 450, quality: 4 } }));
    expect(backup.entries['related-data']).toContainEqual(expect.objectContaining({ id: pressure.id, data_details: '120/80 mmHg' }));
    expect(backup.entries['food-drinks']).toContainEqual(
      expect.objectContaining({ details: 'Salad from the photo', image_url: saved.image_url }),
    );
    expect(backup.user_inputs.map((input) => input.id)).toEqual(expect.arrayContaining([run.user_input_log, saved.user_input_id]));
    expect(backup.chat_sessions).toHaveLength(1);
    expect(backup.chat_sessions[0].messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(backup.chat_sessions[0].messages[0].content).toBe('How did I sleep?');
    expect(backup.weekly_reports).toEqual([]);

    expect(backup.images).toHaveLength(1);
    const image = await fetch(apiUrl(`/api/images/${saved.image_url}`), { headers: { authorization: `Bearer ${alice.access}` } });
    expect(backup.images[0]).toMatchObject({ path: saved.image_url, content_type: 'image/jpeg' });
    expect(Buffer.from(backup.images[0].data_base64, 'base64')).toEqual(Buffer.from(await image.arrayBuffer()));

    const keys = keysIn(backup);
    for (const secret of [
      'password_hash',
      'tokens_valid_after',
      'stripe_customer_id',
      'stripe_subscription_id',
      'PK',
      'SK',
      'GSI1PK',
      'userId',
    ])
      expect(keys).not.toContain(secret);
    expect(text).not.toContain(bobsRun.id);
    expect(text).not.toContain(bob.username);
  });
});

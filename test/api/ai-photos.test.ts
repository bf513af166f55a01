// Photos (docs/PRODUCT.md §7 multipart calls): extraction with a photo, saving it with every entry of the save,
// type checked by bytes (S27), 5 MB and the plan's image limit (S28), server-made keys (S29), no location (S30).
import { signedInAccount } from './support/accounts';
import { GPS_MARKER, jpegWithLocation, postForm } from './support/photos';
import { request, apiUrl } from './support/runtime';

const photo = (bytes = jpegWithLocation()) => ({ bytes, name: '../../images/someone-else/x.jpg', type: 'image/jpeg' });
const items = JSON.stringify([
  { category: 'food_drinks', details: 'Salad from the photo', calculated_time: '2026-11-21T12:30:00', notes: '' },
  { category: 'mood_stress', details: 'Happy', calculated_time: '2026-11-21T12:35:00', notes: '' },
]);

describe('POST /api/ai/process-input-with-image/', () => {
  it('answers items for a photo and its text, counting one credit and one image', async () => {
    const { access } = await signedInAccount();
    const response = await postForm('/api/ai/process-input-with-image/', access, { text: 'lunch', timezone: 'Europe/Paris' }, photo());
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeGreaterThan(0);
    expect((await request('GET', '/api/ai/trial-status/', { token: access })).body).toMatchObject({ credits_used: 1, images_used: 1 });
  });

  it('refuses no text and no image, a file that is not an image, and a 6 MB image, charging nothing', async () => {
    const { access } = await signedInAccount();
    const empty = await postForm('/api/ai/process-input-with-image/', access, { text: '', timezone: 'UTC' });
    expect(empty).toMatchObject({ status: 400, body: { detail: 'Please enter some text or select an image' } });
    const html = await postForm(
      '/api/ai/process-input-with-image/',
      access,
      { text: 'x' },
      { bytes: Buffer.from('<svg onload=alert(1)>'), name: 'a.jpg', type: 'image/jpeg' },
    );
    expect(html).toMatchObject({ status: 400, body: { image: ['Please select a valid image file'] } });
    const big = await postForm('/api/ai/process-input-with-image/', access, { text: 'x' }, photo(jpegWithLocation(6 * 1024 * 1024)));
    expect(big.status).toBe(413);
    expect((await request('GET', '/api/ai/trial-status/', { token: access })).body).toMatchObject({ credits_used: 0, images_used: 0 });
  });

  it("S28: refuses uploads past the plan's image limit while text still works", async () => {
    const { access } = await signedInAccount();
    for (let i = 0; i < 5; i++)
      expect((await postForm('/api/ai/process-input-with-image/', access, { text: 'meal' }, photo(jpegWithLocation(i)))).status).toBe(200);
    const refused = await postForm('/api/ai/process-input-with-image/', access, { text: 'meal' }, photo(jpegWithLocation(5)));
    expect(refused).toMatchObject({ status: 403, body: { code: 'imagesExhausted' } });
    expect((await request('POST', '/api/ai/process-input/', { token: access, body: { text: 'tea at 4pm' } })).status).toBe(200);
  });
});

describe('an image of the plan is one photo', () => {
  const used = async (token: string) => (await request('GET', '/api/ai/trial-status/', { token })).body;

  it('counts a photo extracted twice and then saved once', async () => {
    const { access } = await signedInAccount();
    for (let i = 0; i < 2; i++)
      expect((await postForm('/api/ai/process-input-with-image/', access, { text: 'lunch' }, photo())).status).toBe(200);
    const saved = await postForm('/api/structured-data/save-with-image/', access, { raw_text: 'lunch', items, timezone: 'UTC' }, photo());
    expect(saved.status).toBe(201);
    expect(await used(access)).toMatchObject({ credits_used: 2, images_used: 1 });
  });

  it('counts a photo saved without extraction once, and a failed save not at all', async () => {
    const { access } = await signedInAccount();
    const bad = JSON.stringify([{ category: 'sleep', details: 'nap', calculated_time: 'not a time', notes: '' }]);
    expect((await postForm('/api/structured-data/save-with-image/', access, { raw_text: 'nap', items: bad }, photo())).status).toBe(400);
    expect(await used(access)).toMatchObject({ credits_used: 0, images_used: 0 });
    expect((await postForm('/api/structured-data/save-with-image/', access, { raw_text: '', items }, photo())).status).toBe(201);
    expect((await postForm('/api/structured-data/save-with-image/', access, { raw_text: 'again', items }, photo())).status).toBe(201);
    expect(await used(access)).toMatchObject({ credits_used: 0, images_used: 1 });
  });
});

describe('POST /api/structured-data/save-with-image/', () => {
  it('saves a photo with no text: the user input records that it came from the photo', async () => {
    const { access } = await signedInAccount();
    const extracted = await postForm('/api/ai/process-input-with-image/', access, { text: '', timezone: 'Europe/Paris' }, photo());
    expect(extracted.status).toBe(200);
    const saved = await postForm(
      '/api/structured-data/save-with-image/',
      access,
      { raw_text: '', items: JSON.stringify(extracted.body.items), timezone: 'Europe/Paris' },
      photo(),
    );
    expect(saved.status).toBe(201);
    const input = (await request('GET', '/api/user-inputs/', { token: access })).body[0];
    expect(input).toMatchObject({ id: saved.body.user_input_id, raw_text: '', image_url: saved.body.image_url });
    expect(saved.body.image_url).toEqual(expect.any(String));
  });

  it('stores the photo under a server-made key without its location, and every entry points at it', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const saved = await postForm(
      '/api/structured-data/save-with-image/',
      alice.access,
      { raw_text: 'lunch photo', items, timezone: 'Europe/Paris' },
      photo(),
    );
    expect(saved.status).toBe(201);
    const { image_url } = saved.body;
    expect(image_url).toMatch(/^images\/[0-9A-Z]{26}\/[0-9A-Z]{26}\.jpg$/);
    const food = (await request('GET', '/api/food-drinks/', { token: alice.access })).body[0];
    const mood = (await request('GET', '/api/mood-stress/', { token: alice.access })).body[0];
    expect([food.image_url, mood.image_url]).toEqual([image_url, image_url]);

    const image = await fetch(apiUrl(`/api/images/${image_url}`), { headers: { authorization: `Bearer ${alice.access}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(bytes.toString('latin1')).not.toContain(GPS_MARKER);
    expect((await fetch(apiUrl(`/api/images/${image_url}`), { headers: { authorization: `Bearer ${bob.access}` } })).status).toBe(404);
  });

  it('saves nothing, photo included, when an item is wrong', async () => {
    const { access } = await signedInAccount();
    const bad = JSON.stringify([{ category: 'sleep', details: 'nap', calculated_time: 'not a time', notes: '' }]);
    const response = await postForm(
      '/api/structured-data/save-with-image/',
      access,
      { raw_text: 'nap', items: bad, timezone: 'UTC' },
      photo(),
    );
    expect(response.status).toBe(400);
    expect((await request('GET', '/api/sleep/', { token: access })).body).toEqual([]);
    const notJson = await postForm(
      '/api/structured-data/save-with-image/',
      access,
      { raw_text: 'nap', items: '[{', timezone: 'UTC' },
      photo(),
    );
    expect(notJson).toMatchObject({ status: 400, body: { items: ['Send the items as a JSON list.'] } });
  });
});

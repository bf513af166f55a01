// A photo with text (issue 23, functions/ai/photo-and-text.ts), over HTTP with the local provider: the text is read as
// text (its items and their times, as process-input reads them) and the photo adds to it, where it used to become one
// item "Meal from photo: Lunch: pasta with pesto and a glass of water" timed now.
import { isFutureInstant } from '../../shared/future-time';
import { parseTimestamp } from '../../shared/time';
import { signedInAccount } from './support/accounts';
import { jpegWithLocation, postForm } from './support/photos';
import { request } from './support/runtime';

const ZONE = 'Asia/Tokyo';
const DAY = 24 * 60 * 60 * 1000;
const photo = () => ({ bytes: jpegWithLocation(), name: 'lunch.jpg', type: 'image/jpeg' });
const dayIn = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(ms);

/** 12:30 today in the zone, or yesterday's when today's is more than an hour ahead (an entry is of the past). */
function lastLunch(): string {
  const today = dayIn(Date.now());
  const instant = parseTimestamp(`${today}T12:30`, ZONE)!;
  return isFutureInstant(instant, Date.now()) ? dayIn(instant - DAY) : today;
}

describe('a photo with text', () => {
  it('reads the text as items with their times, and keeps the photo with them', async () => {
    const { access } = await signedInAccount();
    const text = 'Lunch at 12:30: pasta with pesto and a glass of water';
    const day = lastLunch();
    const extracted = await postForm('/api/ai/process-input-with-image/', access, { text, timezone: ZONE }, photo());
    expect(extracted.status).toBe(200);
    const items = extracted.body.items as { details: string; calculated_time: string; category: string }[];
    expect(items.some((i) => /pasta/i.test(i.details))).toBe(true);
    expect(items.some((i) => /water/i.test(i.details))).toBe(true);
    for (const found of items) {
      expect(found.category).toBe('food_drinks');
      expect(found.details).not.toMatch(/Meal from photo|Lunch|\b30\b|:/);
      expect(found.calculated_time).toMatch(new RegExp(`^${day}T12:30`));
    }
    expect((await request('GET', '/api/ai/trial-status/', { token: access })).body).toMatchObject({ credits_used: 1, images_used: 1 });

    // Confirm & Save with the photo: every entry of the save points at it.
    const saved = await postForm(
      '/api/structured-data/save-with-image/',
      access,
      { raw_text: text, items: JSON.stringify(items), timezone: ZONE },
      photo(),
    );
    expect(saved.status).toBe(201);
    const entries = (await request('GET', '/api/food-drinks/', { token: access })).body as { image_url: string | null }[];
    expect(entries).toHaveLength(items.length);
    for (const entry of entries) expect(entry.image_url).toBe(saved.body.image_url);
    expect((await request('GET', '/api/ai/trial-status/', { token: access })).body).toMatchObject({ images_used: 1 });
  });

  it('gives the photo an item of its own when the text names no food', async () => {
    const { access } = await signedInAccount();
    const extracted = await postForm(
      '/api/ai/process-input-with-image/',
      access,
      { text: 'ran 5 km yesterday at 7am', timezone: ZONE },
      photo(),
    );
    expect(extracted.status).toBe(200);
    const items = extracted.body.items as { details: string; category: string; calculated_time: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ category: 'physical_activities', calculated_time: expect.stringMatching(/T07:00/) });
    expect(items[0].details).toMatch(/ran 5 km/);
    expect(items[1]).toMatchObject({ category: 'food_drinks', details: 'Meal from photo' });
  });

  it('still describes a photo without text as one item', async () => {
    const { access } = await signedInAccount();
    const extracted = await postForm('/api/ai/process-input-with-image/', access, { text: '', timezone: ZONE }, photo());
    expect(extracted.status).toBe(200);
    expect(extracted.body.items).toEqual([expect.objectContaining({ category: 'food_drinks', details: 'Meal from photo' })]);
  });
});

// An entry is of the past (issue 23, shared/future-time.ts): every entry write refuses a time more than an hour ahead with a
// 400 naming the field and writes nothing (create, update, the items and the kept changes of a save, with or without
// a photo); 30 minutes ahead and the past are fine. Extraction keeps a time the words place in the future instead of
// moving it to now: the review flags it, the save refuses it.
import { FUTURE_TIME_MESSAGE } from '../../shared/future-time';
import { addDays } from '../../shared/question-period';
import { signedInAccount } from './support/accounts';
import { todayIn } from './support/chat-diary';
import { entryBody } from './support/entries';
import { jpegWithLocation, postForm } from './support/photos';
import { request } from './support/runtime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** An instant from now as UTC ISO: the server's now and the test's are the same clock. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const list = async (token: string, collection: string) => (await request('GET', `/api/${collection}/`, { token })).body;
const item = (details: string, calculated_time: string) => ({ category: 'food_drinks', details, calculated_time, notes: '' });

describe('the entries API refuses a time more than an hour ahead', () => {
  it('refuses a create 2 hours ahead with the field, accepts 30 minutes ahead and the past', async () => {
    const { access } = await signedInAccount();
    const ahead = await request('POST', '/api/food-drinks/', {
      token: access,
      body: entryBody('food-drinks', { details: 'pizza', calculated_timestamp: fromNow(2 * HOUR) }),
    });
    expect(ahead).toMatchObject({ status: 400, body: { calculated_timestamp: [FUTURE_TIME_MESSAGE] } });
    expect(await list(access, 'food-drinks')).toEqual([]);

    const soon = await request('POST', '/api/food-drinks/', {
      token: access,
      body: entryBody('food-drinks', { details: 'coffee', calculated_timestamp: fromNow(30 * MINUTE) }),
    });
    expect(soon.status).toBe(201);
    const past = await request('POST', '/api/sleep/', { token: access, body: entryBody('sleep', { details: 'slept 7 hours' }) });
    expect(past.status).toBe(201);
  });

  it('writes neither the entry nor its user input when one call brings both', async () => {
    const { access } = await signedInAccount();
    const response = await request('POST', '/api/physical-activities/', {
      token: access,
      body: entryBody('physical-activities', {
        details: 'ran 10 km',
        calculated_timestamp: fromNow(6 * 24 * HOUR),
        user_input_text: 'Ran 10k on 2 December',
      }),
    });
    expect(response).toMatchObject({ status: 400, body: { calculated_timestamp: [FUTURE_TIME_MESSAGE] } });
    expect(await list(access, 'physical-activities')).toEqual([]);
    expect(await list(access, 'user-inputs')).toEqual([]);
  });

  it('refuses an update to a time 2 hours ahead and keeps the entry as it was', async () => {
    const { access } = await signedInAccount();
    const created = await request('POST', '/api/food-drinks/', { token: access, body: entryBody('food-drinks', { details: 'tea' }) });
    expect(created.status).toBe(201);
    const moved = await request('PUT', `/api/food-drinks/${created.body.id}/`, {
      token: access,
      body: entryBody('food-drinks', { details: 'tea', calculated_timestamp: fromNow(2 * HOUR), version: 1 }),
    });
    expect(moved).toMatchObject({ status: 400, body: { calculated_timestamp: [FUTURE_TIME_MESSAGE] } });
    const [stored] = await list(access, 'food-drinks');
    expect(stored).toMatchObject({ id: created.body.id, version: 1, calculated_timestamp: created.body.calculated_timestamp });
    const fine = await request('PUT', `/api/food-drinks/${created.body.id}/`, {
      token: access,
      body: entryBody('food-drinks', { details: 'tea', calculated_timestamp: fromNow(-HOUR), version: 1 }),
    });
    expect(fine.status).toBe(200);
  });
});

describe('a save of reviewed items refuses a time more than an hour ahead', () => {
  it('writes none of three items when one is tomorrow, naming it by its field path', async () => {
    const { access } = await signedInAccount();
    const items = [item('porridge', fromNow(-3 * HOUR)), item('pizza', fromNow(26 * HOUR)), item('water', fromNow(20 * MINUTE))];
    const response = await request('POST', '/api/structured-data/save/', {
      token: access,
      body: { raw_text: 'porridge, pizza for dinner tomorrow, water', timezone: 'Europe/Berlin', items },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      items: [`Item 2: ${FUTURE_TIME_MESSAGE}`],
      'items[1].calculated_time': [FUTURE_TIME_MESSAGE],
    });
    expect(await list(access, 'food-drinks')).toEqual([]);
    expect(await list(access, 'user-inputs')).toEqual([]);

    const kept = await request('POST', '/api/structured-data/save/', {
      token: access,
      body: { raw_text: 'porridge and water', timezone: 'Europe/Berlin', items: [items[0], items[2]] },
    });
    expect(kept.status).toBe(201);
    expect(await list(access, 'food-drinks')).toHaveLength(2);
  });

  it('refuses a kept change that moves an entry ahead, changing nothing', async () => {
    const { access } = await signedInAccount();
    const created = await request('POST', '/api/food-drinks/', { token: access, body: entryBody('food-drinks', { details: 'soup' }) });
    const response = await request('POST', '/api/structured-data/save/', {
      token: access,
      body: {
        raw_text: 'the soup was tomorrow',
        timezone: 'UTC',
        items: [item('bread', fromNow(-HOUR))],
        changes: [
          {
            action: 'update',
            collection: 'food-drinks',
            id: created.body.id,
            version: 1,
            set: { calculated_timestamp: fromNow(5 * HOUR) },
          },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      changes: [`Change 1: ${FUTURE_TIME_MESSAGE}`],
      'changes[0].set.calculated_timestamp': [FUTURE_TIME_MESSAGE],
    });
    expect(await list(access, 'food-drinks')).toEqual([expect.objectContaining({ id: created.body.id, details: 'soup', version: 1 })]);
  });

  it('refuses a photo save with a future item, keeping no photo and counting no image', async () => {
    const { access } = await signedInAccount();
    const items = JSON.stringify([item('salad', fromNow(-HOUR)), item('cake', fromNow(3 * 24 * HOUR))]);
    const photo = { bytes: jpegWithLocation(), name: 'lunch.jpg', type: 'image/jpeg' };
    const response = await postForm('/api/structured-data/save-with-image/', access, { raw_text: 'lunch', items, timezone: 'UTC' }, photo);
    expect(response).toMatchObject({
      status: 400,
      body: { items: [`Item 2: ${FUTURE_TIME_MESSAGE}`], 'items[1].calculated_time': [FUTURE_TIME_MESSAGE] },
    });
    expect(await list(access, 'food-drinks')).toEqual([]);
    expect(await list(access, 'user-inputs')).toEqual([]);
    expect((await request('GET', '/api/ai/trial-status/', { token: access })).body).toMatchObject({ images_used: 0 });
  });
});

describe('extraction keeps a future time for the review', () => {
  it('keeps "tomorrow at 7pm" tomorrow at 19:00 instead of moving it to now', async () => {
    const { access } = await signedInAccount();
    const zone = 'Europe/Berlin';
    const response = await request('POST', '/api/ai/process-input/', {
      token: access,
      body: { text: 'Pizza for dinner tomorrow at 7pm', timezone: zone },
    });
    expect(response.status).toBe(200);
    const [pizza] = response.body.items;
    // The calendar's next day, not now + 24 h (the night before the clocks go forward that is the day after).
    const tomorrow = addDays(todayIn(zone), 1);
    expect(pizza.calculated_time).toMatch(new RegExp(`^${tomorrow}T19:00`));
    // The save then refuses it, as the review would have said.
    const saved = await request('POST', '/api/structured-data/save/', {
      token: access,
      body: { raw_text: 'Pizza for dinner tomorrow at 7pm', timezone: zone, items: response.body.items },
    });
    expect(saved).toMatchObject({ status: 400, body: { 'items[0].calculated_time': [FUTURE_TIME_MESSAGE] } });
  });
});

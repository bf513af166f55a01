// The local extractor: how a sentence is split into items, which item type each gets, and what its details keep.
import { localAi, PHOTO_DETAILS } from '../../functions/providers/ai/local';
import { NO_MATCH_MESSAGE } from '../../shared/nutrition';
import { toZonedIso } from '../../shared/time';

const ai = localAi();
const zone = 'America/New_York';
const now = new Date('2026-11-21T15:00:00Z'); // Saturday 10:00 in New York
const current = toZonedIso(now.getTime(), zone);

const extract = async (text: string) => (await ai.extract({ text, zone, now })).items;
const details = async (text: string) => (await extract(text)).map((i) => i.details);
const categories = async (text: string) => (await extract(text)).map((i) => i.category);

describe('splitting a sentence into items', () => {
  it('splits on commas, "and", "then", "also", semicolons and new lines', async () => {
    expect(await details('eggs, toast and coffee; then a walk\nalso yoga')).toEqual(['eggs', 'toast', 'coffee', 'a walk', 'yoga']);
  });

  it('keeps pairs the lexicon knows as one food together', async () => {
    expect(await details('mac and cheese and a salad')).toEqual(['mac and cheese', 'a salad']);
    expect(await details('fish and chips, salt and pepper crisps')).toEqual(['fish and chips', 'salt and pepper crisps']);
  });

  it('does not split a number written with a thousands comma', async () => {
    expect(await details('walked 10,000 steps')).toEqual(['walked 10,000 steps']);
  });

  it('reads times in UTC rather than throwing should an invalid zone slip past validation', async () => {
    expect((await ai.extract({ text: 'coffee at 8am', zone: 'Not/AZone', now })).items[0].calculated_time).toBe(
      '2026-11-21T08:00:00+00:00',
    );
  });

  it('gives no items for an empty text', async () => {
    expect(await extract('   ')).toEqual([]);
  });
});

describe('classifying items', () => {
  it.each([
    [
      'food_drinks',
      [
        'two eggs',
        'a bowl of oatmeal',
        'salmon with rice',
        'a latte',
        'drank 2 glasses of water',
        'peanut butter toast',
        'ate a banana',
        'pizza for dinner',
      ],
    ],
    ['supplements', ['vitamin D', 'magnesium 400mg', 'took ibuprofen', 'fish oil capsules', 'melatonin', 'my allergy pill', 'creatine']],
    ['physical_activities', ['ran 5k', 'walked the dog', 'swam 20 laps', 'yoga class', 'lifted weights', 'cycled to work', 'hiking']],
    ['sleep', ['slept 7 hours', 'a 20 minute nap', 'woke up twice', 'went to bed late', 'insomnia']],
    ['mood_stress', ['stressed', 'feeling anxious', 'happy', 'irritable', 'meditated 10 minutes', 'feeling down', 'exhausted']],
    ['test_subjects', ['headache', 'a mild fever', 'blood test', 'sore throat', 'back pain', 'nauseous', 'doctor appointment']],
  ])('%s', async (category, texts) => {
    for (const text of texts) expect([text, await categories(text)]).toEqual([text, [category]]);
  });

  it('decides by the earliest lexicon word when an item names two kinds', async () => {
    expect(await categories('took vitamin D with breakfast')).toEqual(['supplements']);
    expect(await categories('walked after dinner')).toEqual(['physical_activities']);
  });

  it('names recognisable related data by a short snake_case type, and the rest "other"', async () => {
    expect(await categories('weighed 72.4 kg')).toEqual(['weight']);
    expect(await categories('blood pressure 120/80')).toEqual(['blood_pressure']);
    expect(await categories('resting heart rate 58 bpm')).toEqual(['heart_rate']);
    expect(await categories('glucose 95 mg/dl')).toEqual(['blood_glucose']);
    expect(await categories('temperature 38.2 degrees')).toEqual(['body_temperature']);
    expect(await categories('waist 82 cm')).toEqual(['measurement']);
    expect(await categories('watched a movie')).toEqual(['other']);
  });
});

describe('details and notes', () => {
  it('keeps durations and amounts, and leaves the time phrase out', async () => {
    const items = await extract('ran 5k in 28 min yesterday at 6pm, 2 eggs at 8am, slept 7 hours last night');
    expect(items.map((i) => i.details)).toEqual(['ran 5k in 28 min', '2 eggs', 'slept 7 hours']);
    expect(items.map((i) => i.calculated_time)).toEqual([
      '2026-11-20T18:00:00-05:00',
      '2026-11-21T08:00:00-05:00',
      '2026-11-20T22:00:00-05:00',
    ]);
  });

  it('keeps a range of times in the details, timed at its start', async () => {
    expect((await extract('slept from 11pm to 7am'))[0]).toMatchObject({
      details: 'slept from 11pm to 7am',
      calculated_time: '2026-11-20T23:00:00-05:00',
    });
  });

  it('reads "in 28 min" as a duration, not as a time in the future', async () => {
    expect((await extract('ran 5k in 28 min'))[0]).toMatchObject({ details: 'ran 5k in 28 min', calculated_time: current });
  });

  it('keeps notes empty, except the reason of a feeling', async () => {
    expect((await extract('coffee'))[0].notes).toBe('');
    expect((await extract('stressed because of work'))[0]).toMatchObject({ details: 'stressed', notes: 'because of work' });
  });
});

describe('sharing a time phrase', () => {
  it("shares a clause's phrase among its items", async () => {
    expect((await extract('two eggs and coffee at 8am')).map((i) => i.calculated_time)).toEqual([
      '2026-11-21T08:00:00-05:00',
      '2026-11-21T08:00:00-05:00',
    ]);
  });

  it('carries a phrase opening the sentence to all of it, and "then" to what follows', async () => {
    expect((await extract('Yesterday: ran 5k, had pasta')).map((i) => i.calculated_time)).toEqual(['2026-11-20', '2026-11-20']);
    expect((await extract('yoga this morning then a smoothie')).map((i) => i.calculated_time)).toEqual([
      '2026-11-21T08:00:00-05:00',
      '2026-11-21T08:00:00-05:00',
    ]);
  });

  it('does not carry a phrase to a separate clause of its own', async () => {
    expect((await extract('ran 5k yesterday evening, stressed')).map((i) => i.calculated_time)).toEqual([
      '2026-11-20T19:00:00-05:00',
      current,
    ]);
  });
});

describe('a bare clock time', () => {
  it('is today when it has passed (or is within the coming hour), else yesterday: a log is of the past', async () => {
    expect((await extract('coffee at 11am'))[0].calculated_time).toBe('2026-11-21T11:00:00-05:00');
    expect((await extract('headache at 3pm'))[0].calculated_time).toBe('2026-11-20T15:00:00-05:00');
    // "tonight" names the day: still to come, it is kept there (the review flags it), never moved to now.
    expect((await extract('pizza tonight'))[0].calculated_time).toBe('2026-11-21T21:00:00-05:00');
  });
});

describe('photos and usage', () => {
  const image = { bytes: Buffer.from('89504e470d0a1a0a', 'hex'), mediaType: 'image/png' as const };

  it('describes a photo as one food item, with the text and its time if any (no vision locally)', async () => {
    const { items } = await ai.extract({ text: 'breakfast at 9am', image, zone, now });
    expect(items).toEqual([
      {
        category: 'food_drinks',
        details: `${PHOTO_DETAILS}: breakfast at 9am`,
        calculated_time: '2026-11-21T09:00:00-05:00',
        notes: '',
        measures: {},
        subjects: [],
        nutrition: expect.objectContaining({ matched: false, note: NO_MATCH_MESSAGE }),
      },
    ]);
    expect((await ai.extract({ text: '', image, zone, now })).items).toEqual([
      {
        category: 'food_drinks',
        details: PHOTO_DETAILS,
        calculated_time: current,
        notes: '',
        measures: {},
        subjects: [],
        // Nothing read from the photo, so no food is matched: the person picks one in the review (issue 22).
        nutrition: expect.objectContaining({ matched: false, food: null, note: NO_MATCH_MESSAGE }),
      },
    ]);
  });

  it('estimates tokens deterministically from the characters', async () => {
    const first = await ai.extract({ text: 'two eggs and coffee at 8am', zone, now });
    const second = await ai.extract({ text: 'two eggs and coffee at 8am', zone, now });
    expect(first.usage).toEqual(second.usage);
    expect(first.usage.inputTokens).toBe(Math.ceil('two eggs and coffee at 8am'.length / 4));
    expect(first.usage.outputTokens).toBeGreaterThan(0);
  });
});

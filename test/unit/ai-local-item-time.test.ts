// The local extractor's item times: durations are never times, nothing the words leave open is dated over an hour
// after now (what they place ahead is kept there), a list shares its phrase, meals take their usual hour, a night's
// sleep is last night. Fixed nows in two zones.
import { localAi } from '../../functions/providers/ai/local';
import { extractedItemSchema } from '../../shared/schemas/ai';
import { parseTimestamp, toZonedIso, wallTimeToInstant } from '../../shared/time';

const ai = localAi();
const NY = 'America/New_York';
const SYDNEY = 'Australia/Sydney';
const HOUR = 3_600_000;

/** Saturday 21 November 2026 at that wall time in the zone. */
const at = (clock: string, zone = NY) => new Date(wallTimeToInstant(Date.parse(`2026-11-21T${clock}:00Z`), zone));
const extract = async (text: string, now: Date, zone = NY) => (await ai.extract({ text, zone, now })).items;
const local = (time: string, zone = NY) => (time.length === 10 ? time : toZonedIso(parseTimestamp(time, zone)!, zone).slice(0, 16));

describe('durations are never times', () => {
  it('"walked the dog for 30 minutes after dinner" at 01:30 is last evening, with its duration', async () => {
    const [walk] = await extract('walked the dog for 30 minutes after dinner', at('01:30'));
    expect(walk).toMatchObject({
      category: 'physical_activities',
      details: 'walked the dog for 30 minutes after dinner',
      measures: { duration_min: 30 },
    });
    expect(local(walk.calculated_time)).toBe('2026-11-20T20:00');
  });

  it('"played tennis for 90 minutes yesterday at 3pm" is yesterday 15:00, 90 minutes', async () => {
    const [tennis] = await extract('played tennis for 90 minutes yesterday at 3pm', at('13:00'));
    expect(tennis).toMatchObject({ details: 'played tennis for 90 minutes', measures: { duration_min: 90 }, subjects: ['tennis'] });
    expect(local(tennis.calculated_time)).toBe('2026-11-20T15:00');
  });

  it.each([
    ['yoga for an hour', 60],
    ['cycled 90 min', 90],
    ['swam for 1.5 hours', 90],
    ['ran 5k in 28 min', 28],
    ['hiked for 2 hours', 120],
    ['stretched for half an hour', 30],
    ['walked 7h30', 450],
  ])('"%s" is now, lasting %i minutes', async (text, minutes) => {
    const [item] = await extract(text, at('13:00'));
    expect(local(item.calculated_time)).toBe('2026-11-21T13:00');
    expect(item.measures?.duration_min).toBe(minutes);
    expect(item.details).toBe(text);
  });
});

describe('never more than an hour after now, unless the words say so', () => {
  it('a clock time later today means yesterday; one within the hour stays', async () => {
    expect(local((await extract('a beer at 11pm', at('01:30')))[0].calculated_time)).toBe('2026-11-20T23:00');
    expect(local((await extract('coffee at 2am', at('01:30')))[0].calculated_time)).toBe('2026-11-21T02:00');
  });

  it('a day or a phrase still to come is kept there, never moved to now (the review flags it)', async () => {
    expect(local((await extract('pizza tomorrow', at('13:00')))[0].calculated_time)).toBe('2026-11-22');
    expect(local((await extract('pizza tonight', at('13:00')))[0].calculated_time)).toBe('2026-11-21T21:00');
    expect(local((await extract('pizza tonight', at('23:30')))[0].calculated_time)).toBe('2026-11-21T21:00');
    expect(local((await extract('pasta tomorrow at 9pm', at('13:00')))[0].calculated_time)).toBe('2026-11-22T21:00');
  });

  const texts = [
    'coffee at 8 and a croissant',
    'a beer at 11pm',
    'walked the dog for 30 minutes after dinner',
    'slept 6 hours',
    'had oatmeal for breakfast',
    'lunch',
    'pizza for dinner',
    'headache since 2pm',
    'ran 5k in 28 min',
    'Lunch: chicken salad and a diet coke at 12:30',
    'slept from 11pm to 7am',
    'nap at 3pm',
    'went to bed at 11',
    'swam on Sunday',
    'coffee at 7:30am',
    'played tennis for 90 minutes',
  ];
  describe.each([NY, SYDNEY])('in %s', (zone) => {
    it.each(['01:30', '08:00', '13:00', '23:30'])('at %s', async (clock) => {
      const now = at(clock, zone);
      for (const text of texts) {
        for (const item of await extract(text, now, zone)) {
          extractedItemSchema.parse(item);
          expect([text, parseTimestamp(item.calculated_time, zone)! <= now.getTime() + HOUR]).toEqual([text, true]);
        }
      }
    });
  });
});

describe('a clause or list shares its time phrase', () => {
  it('"Lunch: chicken salad and a diet coke at 12:30": two items at 12:30, the label is not an item', async () => {
    const items = await extract('Lunch: chicken salad and a diet coke at 12:30', at('13:00'));
    expect(items.map((i) => [i.details, local(i.calculated_time)])).toEqual([
      ['chicken salad', '2026-11-21T12:30'],
      ['a diet coke', '2026-11-21T12:30'],
    ]);
  });

  it('a label alone gives its meal time to the list', async () => {
    const items = await extract('Breakfast: eggs, toast, coffee', at('13:00'));
    expect(items.map((i) => [i.details, local(i.calculated_time)])).toEqual([
      ['eggs', '2026-11-21T08:00'],
      ['toast', '2026-11-21T08:00'],
      ['coffee', '2026-11-21T08:00'],
    ]);
  });

  it("a label may carry the list's time; a meal named in a clause times all its items", async () => {
    const lunch = await extract('lunch at 1pm: sushi and green tea', at('23:30'));
    expect(lunch.map((i) => [i.details, local(i.calculated_time)])).toEqual([
      ['sushi', '2026-11-21T13:00'],
      ['green tea', '2026-11-21T13:00'],
    ]);
    const dinner = await extract('ate 2 slices of pizza and a coke for dinner', at('23:30'));
    expect(dinner.map((i) => local(i.calculated_time))).toEqual(['2026-11-21T19:00', '2026-11-21T19:00']);
  });

  it('"an hour and a half" is one duration, not two items', async () => {
    const items = await extract('went to the gym for an hour and a half', at('13:00'));
    expect(items).toEqual([expect.objectContaining({ details: 'went to the gym for an hour and a half', measures: { duration_min: 90 } })]);
  });

  it('"coffee at 8 and a croissant": both at the most recent past 08:00', async () => {
    expect((await extract('coffee at 8 and a croissant', at('13:00'))).map((i) => local(i.calculated_time))).toEqual([
      '2026-11-21T08:00',
      '2026-11-21T08:00',
    ]);
    expect((await extract('coffee at 8 and a croissant', at('01:30'))).map((i) => local(i.calculated_time))).toEqual([
      '2026-11-20T08:00',
      '2026-11-20T08:00',
    ]);
  });

  it('"headache since 2pm" is dated 14:00 and its details do not dangle', async () => {
    const [headache] = await extract('headache since 2pm', at('23:30'));
    expect(local(headache.calculated_time)).toBe('2026-11-21T14:00');
    expect(headache.details).not.toMatch(/since$/);
  });
});

describe('meals without a clock time take their usual hour', () => {
  it.each([
    ['had oatmeal for breakfast', '07:00', '2026-11-20T08:00'],
    ['had oatmeal for breakfast', '09:00', '2026-11-21T08:00'],
    ['salad for lunch', '13:00', '2026-11-21T12:30'],
    ['pizza for dinner', '13:00', '2026-11-20T19:00'],
    ['pasta for supper', '23:30', '2026-11-21T19:00'],
    ['dinner last night', '08:00', '2026-11-20T19:00'],
    ['breakfast yesterday', '13:00', '2026-11-20T08:00'],
    ['an apple as a snack', '13:00', '2026-11-21T13:00'],
    ['walked after dinner', '23:30', '2026-11-21T20:00'],
    ['walked after dinner', '19:30', '2026-11-21T19:30'],
  ])('"%s" at %s → %s', async (text, clock, expected) => {
    expect(local((await extract(text, at(clock)))[0].calculated_time)).toBe(expected);
  });
});

describe("a night's sleep", () => {
  it.each([
    ['23:30', '2026-11-20T22:00'],
    ['08:00', '2026-11-20T22:00'],
    ['13:00', '2026-11-20T22:00'],
    ['01:30', '2026-11-19T22:00'],
  ])('"slept 6 hours" at %s is the last night over: bedtime 22:00 on %s', async (clock, expected) => {
    const [sleep] = await extract('slept 6 hours', at(clock));
    expect(sleep).toMatchObject({ category: 'sleep', measures: { duration_min: 360 } });
    expect(local(sleep.calculated_time)).toBe(expected);
  });

  it('a nap without a time is now', async () => {
    expect(local((await extract('a 20 minute nap', at('13:00')))[0].calculated_time)).toBe('2026-11-21T13:00');
  });

  it('"Slept badly, maybe 5 hours" is one sleep item', async () => {
    const items = await extract('Slept badly, maybe 5 hours', at('08:00'));
    expect(items).toEqual([
      expect.objectContaining({ category: 'sleep', details: 'Slept badly, maybe 5 hours', measures: { duration_min: 300, quality: 2 } }),
    ]);
  });

  it('a night\'s words in one sentence are one item; "went to bed at 11" is 23:00', async () => {
    const items = await extract('went to bed at 11, slept great, woke up twice', at('08:00'));
    expect(items).toHaveLength(1);
    expect(items[0].measures).toEqual({ bedtime: '23:00', quality: 4, awakenings: 2 });
    expect(local(items[0].calculated_time)).toBe('2026-11-20T23:00');
  });
});

describe('what is not recognisable', () => {
  it('gives no items for gibberish', async () => {
    expect(await extract('asdf qwerty', at('13:00'))).toEqual([]);
    expect(await extract('zxcv, hjkl', at('13:00'))).toEqual([]);
  });

  it.each(['coffee', 'ran 5k', 'headache', 'stressed', 'weight 72.4 kg', 'watched a movie'])('keeps the short "%s"', async (text) => {
    expect(await extract(text, at('13:00'))).toHaveLength(1);
  });
});

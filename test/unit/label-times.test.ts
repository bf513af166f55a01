// The local extractor's reading of times (issue 23): a time written as a meal label times the list and leaves no
// piece of itself in the items; a time belongs to the words that say it; a time the words place ahead is kept
// there, never moved to now. Fixed nows (01:30, 08:00, 13:00, 23:30) on Thursday 26 November 2026 in two zones,
// one on each side of UTC.
import { localAi } from '../../functions/providers/ai/local';
import { parseTimestamp, toZonedIso, wallTimeToInstant } from '../../shared/time';

const ai = localAi();
const ZONES = ['America/Los_Angeles', 'Asia/Tokyo'] as const;
const CLOCKS = ['01:30', '08:00', '13:00', '23:30'] as const;
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const TOMORROW = '2026-11-27';

/** That wall time on Thursday 26 November 2026 in the zone. */
const at = (clock: string, zone: string) => new Date(wallTimeToInstant(Date.parse(`${TODAY}T${clock}:00Z`), zone));
/** An item's time as the zone's wall clock (YYYY-MM-DDTHH:mm), or its date when only a day is meant. */
const local = (time: string, zone: string) => (time.length === 10 ? time : toZonedIso(parseTimestamp(time, zone)!, zone).slice(0, 16));
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** The most recent past occurrence of a clock time said without a day (within the coming hour it is today's). */
const lastAt = (clock: string, now: string) => `${minutes(clock) <= minutes(now) + 60 ? TODAY : YESTERDAY}T${clock}`;

async function read(text: string, clock: string, zone: string): Promise<[string, string][]> {
  const { items } = await ai.extract({ text, zone, now: at(clock, zone) });
  return items.map((item) => [item.details, local(item.calculated_time, zone)]);
}

describe.each(ZONES)('in %s', (zone) => {
  describe.each(CLOCKS)('said at %s', (clock) => {
    describe('a time written as a meal label times its list, and no piece of it is left in the items', () => {
      const forms: readonly [string, readonly [string, string][]][] = [
        [
          'Breakfast at 7:30: porridge with blueberries and a coffee. Lunch at 12:45: chicken salad and sparkling water.',
          [
            ['porridge with blueberries', '07:30'],
            ['a coffee', '07:30'],
            ['chicken salad', '12:45'],
            ['sparkling water', '12:45'],
          ],
        ],
        ['Breakfast 7:30: porridge', [['porridge', '07:30']]],
        ['Breakfast at 7: porridge', [['porridge', '07:00']]],
        ['Breakfast (7:30) porridge', [['porridge', '07:30']]],
        [
          'Breakfast (7:30am): porridge and a coffee',
          [
            ['porridge', '07:30'],
            ['a coffee', '07:30'],
          ],
        ],
        ['Lunch (12:45 pm) chicken salad', [['chicken salad', '12:45']]],
        ['Snack (15:15) an apple', [['an apple', '15:15']]],
        ['7:30 breakfast, porridge', [['porridge', '07:30']]],
        [
          '7:30am breakfast: porridge and a coffee',
          [
            ['porridge', '07:30'],
            ['a coffee', '07:30'],
          ],
        ],
        [
          '19:30 dinner, pasta and a glass of wine',
          [
            ['pasta', '19:30'],
            ['a glass of wine', '19:30'],
          ],
        ],
        [
          'Dinner - 19:30 - pasta and a glass of wine',
          [
            ['pasta', '19:30'],
            ['a glass of wine', '19:30'],
          ],
        ],
        ['Dinner \u2013 7:30pm \u2013 pasta', [['pasta', '19:30']]],
        ['Dinner at 7:30pm: pasta', [['pasta', '19:30']]],
        ['Dinner at 19:30: pasta', [['pasta', '19:30']]],
        ['Dinner at 7pm: pasta', [['pasta', '19:00']]],
        // A bare hour with a dinner or a lunch is the afternoon's or the evening's.
        ['Dinner at 7: pasta', [['pasta', '19:00']]],
        ['Dinner at 8.30: pasta', [['pasta', '20:30']]],
        ['Lunch at 1: soup', [['soup', '13:00']]],
        ['Lunch at 12:45 - chicken salad', [['chicken salad', '12:45']]],
        [
          'Lunch at 12:45, chicken salad and sparkling water',
          [
            ['chicken salad', '12:45'],
            ['sparkling water', '12:45'],
          ],
        ],
      ];

      it.each(forms)('"%s"', async (text, expected) => {
        const items = await read(text, clock, zone);
        expect(items).toEqual(expected.map(([details, time]) => [details, lastAt(time, clock)]));
        for (const [details] of items) expect(details).not.toMatch(/\d|:|\(|\)|\b[ap]\.?m\b|^(?:breakfast|lunch|dinner|snack)$/i);
      });

      it('a time in brackets after an item leaves no empty brackets ("porridge (7:30) and coffee")', async () => {
        expect(await read('porridge (7:30) and coffee', clock, zone)).toEqual([
          ['porridge', lastAt('07:30', clock)],
          ['coffee', lastAt('07:30', clock)],
        ]);
      });
    });

    describe('a time the words place ahead is kept there, never moved to now', () => {
      it('"Pizza for dinner tomorrow at 7pm. Ran 10k on 2 December." keeps tomorrow 19:00 and 2 December', async () => {
        expect(await read('Pizza for dinner tomorrow at 7pm. Ran 10k on 2 December.', clock, zone)).toEqual([
          ['Pizza for dinner', `${TOMORROW}T19:00`],
          ['Ran 10k', '2026-12-02'],
        ]);
      });

      it('"pizza for dinner tomorrow" is tomorrow at the dinner hour; "pasta tomorrow" is tomorrow', async () => {
        expect(await read('pizza for dinner tomorrow', clock, zone)).toEqual([['pizza for dinner', `${TOMORROW}T19:00`]]);
        expect(await read('pasta tomorrow', clock, zone)).toEqual([['pasta', TOMORROW]]);
      });

      it('"swim next Monday" is next Monday', async () => {
        expect(await read('swim next Monday', clock, zone)).toEqual([['swim', '2026-11-30']]);
      });

      it('"pizza tonight at 9" is today 21:00 (in the small hours, the night just gone)', async () => {
        const day = clock === '01:30' ? YESTERDAY : TODAY;
        expect(await read('pizza tonight at 9', clock, zone)).toEqual([['pizza', `${day}T21:00`]]);
      });

      it('"yoga this evening" is this evening, 19:00 (in the small hours, the evening just gone)', async () => {
        const day = clock === '01:30' ? YESTERDAY : TODAY;
        expect(await read('yoga this evening', clock, zone)).toEqual([['yoga', `${day}T19:00`]]);
      });

      it('a clock time with no day word is its most recent past occurrence ("coffee at 8")', async () => {
        expect(await read('coffee at 8', clock, zone)).toEqual([['coffee', lastAt('08:00', clock)]]);
      });
    });

    describe('a time belongs to the words that say it', () => {
      it('"yesterday I ran 5k in 28 minutes and had pizza for dinner": the run is yesterday, not at dinner', async () => {
        const { items } = await ai.extract({
          text: 'yesterday I ran 5k in 28 minutes and had pizza for dinner',
          zone,
          now: at(clock, zone),
        });
        expect(items.map((i) => [i.category, i.details, local(i.calculated_time, zone)])).toEqual([
          ['physical_activities', 'ran 5k in 28 minutes', YESTERDAY],
          ['food_drinks', 'had pizza for dinner', `${YESTERDAY}T19:00`],
        ]);
        expect(items[0].measures).toMatchObject({ distance_km: 5, duration_min: 28 });
      });

      it('"had pizza for dinner and ran 5k yesterday": a day alone covers both, the dinner hour only the pizza', async () => {
        expect(await read('had pizza for dinner and ran 5k yesterday', clock, zone)).toEqual([
          ['had pizza for dinner', `${YESTERDAY}T19:00`],
          ['ran 5k', YESTERDAY],
        ]);
      });

      it('"ran 5k and had pizza yesterday at 7pm": the run takes the day, not the clock', async () => {
        expect(await read('ran 5k and had pizza yesterday at 7pm', clock, zone)).toEqual([
          ['ran 5k', YESTERDAY],
          ['had pizza', `${YESTERDAY}T19:00`],
        ]);
      });

      it('"ran 5k and had pizza for dinner": the run is now, the pizza the last dinner', async () => {
        const now = toZonedIso(at(clock, zone).getTime(), zone).slice(0, 16);
        expect(await read('ran 5k and had pizza for dinner', clock, zone)).toEqual([
          ['ran 5k', now],
          ['had pizza for dinner', `${minutes(clock) >= 19 * 60 ? TODAY : YESTERDAY}T19:00`],
        ]);
      });

      it('items of one kind still share: "two eggs and coffee at 8am", "took vitamin D and had oatmeal for breakfast"', async () => {
        expect(await read('two eggs and coffee at 8am', clock, zone)).toEqual([
          ['two eggs', lastAt('08:00', clock)],
          ['coffee', lastAt('08:00', clock)],
        ]);
        const breakfast = `${minutes(clock) >= 8 * 60 ? TODAY : YESTERDAY}T08:00`;
        expect(await read('took vitamin D and had oatmeal for breakfast', clock, zone)).toEqual([
          ['took vitamin D', breakfast],
          ['had oatmeal for breakfast', breakfast],
        ]);
      });
    });
  });
});

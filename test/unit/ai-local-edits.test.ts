// Edits in plain words: sentences that ask to change or remove a saved entry become proposed changes of the
// matching recent entry (or an unmatched sentence), and never also new items.
import type { SavedEntry } from '../../functions/providers/ai/ai-port';
import { localAi } from '../../functions/providers/ai/local';
import { proposeEdits } from '../../functions/providers/ai/local/propose-edits';
import { editProposalSchema } from '../../shared/schemas/ai';

const zone = 'America/New_York';
const now = new Date('2026-11-21T15:00:00Z'); // Saturday 10:00 in New York

const saved = (
  collection: string,
  category: string,
  id: string,
  time: string,
  text: string,
  measures = {},
  subjects: string[] = [],
): SavedEntry => ({ collection, category, id, calculated_timestamp: time, text, measures, subjects });

const RUN_THURSDAY = saved(
  'physical-activities',
  'physical_activities',
  'run-thu',
  '2026-11-19T07:00:00-05:00',
  'ran 5 km',
  { distance_km: 5 },
  ['running'],
);
const RUN_FRIDAY = saved(
  'physical-activities',
  'physical_activities',
  'run-fri',
  '2026-11-20T18:00:00-05:00',
  'ran 5 km in 28 min',
  { distance_km: 5, duration_min: 28 },
  ['running'],
);
const WALK_FRIDAY = saved('physical-activities', 'physical_activities', 'walk-fri', '2026-11-20T19:00:00-05:00', 'walked the dog', {}, [
  'walking',
]);
const COFFEE_TODAY = saved('food-drinks', 'food_drinks', 'coffee-sat', '2026-11-21T08:00:00-05:00', 'coffee', { caffeine: true }, [
  'coffee',
]);
const COFFEE_FRIDAY = saved('food-drinks', 'food_drinks', 'coffee-fri', '2026-11-20T08:00:00-05:00', 'a flat white', {}, []);
const HEADACHE = saved('test-subjects', 'test_subjects', 'headache-sat', '2026-11-21T02:00:00-05:00', 'headache', {}, ['headache']);
const RECENT = [COFFEE_TODAY, HEADACHE, WALK_FRIDAY, RUN_FRIDAY, COFFEE_FRIDAY, RUN_THURSDAY];

const edits = (text: string, recent = RECENT) => proposeEdits(text, recent, zone, now);

describe('changing a number', () => {
  it('"actually the run yesterday was 6 km" updates yesterday\'s run, its details too', () => {
    const { changes, unmatched, rest } = edits('actually the run yesterday was 6 km');
    expect(changes).toEqual([
      {
        action: 'update',
        collection: 'physical-activities',
        id: 'run-fri',
        set: { measures: { distance_km: 6 }, details: 'ran 6 km in 28 min' },
      },
    ]);
    expect(unmatched).toEqual([]);
    expect(rest).toBe('');
    changes.forEach((c) => editProposalSchema.parse(c));
  });

  it('takes the most recent matching entry when no day is said, and the named day when one is', () => {
    expect(edits('Actually my run was 45 minutes.').changes).toEqual([
      expect.objectContaining({ id: 'run-fri', set: { measures: { duration_min: 45 }, details: 'ran 5 km in 45 min' } }),
    ]);
    expect(edits('the run on Thursday should be 7 km').changes).toEqual([
      expect.objectContaining({ id: 'run-thu', set: { measures: { distance_km: 7 }, details: 'ran 7 km' } }),
    ]);
    expect(edits('change the run yesterday to 3 miles').changes[0].set?.measures).toEqual({ distance_km: 4.83 });
  });

  it('matches by words when the saved entry has no subjects', () => {
    expect(edits('actually the flat white was 2 cups').changes).toEqual([
      expect.objectContaining({ id: 'coffee-fri', set: { measures: { servings: 2 } } }),
    ]);
  });
});

describe('changing a time', () => {
  it('"my headache was at 3pm, not 2pm" moves it to 15:00 on the saved entry\'s day', () => {
    expect(edits('my headache was at 3pm, not 2pm').changes).toEqual([
      { action: 'update', collection: 'test-subjects', id: 'headache-sat', set: { calculated_time: '2026-11-21T15:00:00-05:00' } },
    ]);
  });

  it('reads a bare hour nearest the saved time', () => {
    expect(edits('actually the walk yesterday was at 8').changes[0].set).toEqual({ calculated_time: '2026-11-20T20:00:00-05:00' });
  });
});

describe('deleting', () => {
  it.each(["delete this morning's coffee", 'remove the coffee from this morning', 'Please delete the coffee.'])(
    '"%s" deletes today\'s coffee',
    (text) => {
      expect(edits(text).changes).toEqual([{ action: 'delete', collection: 'food-drinks', id: 'coffee-sat' }]);
    },
  );

  it("deletes yesterday's when yesterday is said", () => {
    expect(edits("delete yesterday's coffee").changes).toEqual([{ action: 'delete', collection: 'food-drinks', id: 'coffee-fri' }]);
  });
});

describe('when nothing matches', () => {
  it('says so in a sentence and does not turn the words into an item', async () => {
    expect(edits('actually the swim yesterday was 2 km')).toEqual({
      changes: [],
      unmatched: ['No saved entry matches "the swim yesterday".'],
      rest: '',
    });
    expect(edits("delete this morning's coffee", [])).toEqual({
      changes: [],
      unmatched: ['No saved entry matches "this morning\'s coffee".'],
      rest: '',
    });
    expect(edits('actually the run yesterday was 6 bananas').unmatched).toEqual([
      'Could not tell what to change in "actually the run yesterday was 6 bananas".',
    ]);
  });
});

describe('what is not an edit', () => {
  it.each(['the run was great', 'ran 5k, then coffee', 'actually I was stressed', 'removed a splinter', 'my headache was bad'])(
    '"%s" stays text for new items',
    (text) => {
      expect(edits(text)).toEqual({ changes: [], unmatched: [], rest: text });
    },
  );
});

describe('the local adapter with recent entries', () => {
  it('answers changes and unmatched beside the items of the other sentences', async () => {
    const result = await localAi().extract({
      text: 'Actually the run yesterday was 6 km. Delete the swim. Had two eggs at 8am',
      zone,
      now,
      recent: RECENT,
    });
    expect(result.changes).toEqual([expect.objectContaining({ action: 'update', id: 'run-fri' })]);
    expect(result.unmatched).toEqual(['No saved entry matches "the swim".']);
    expect(result.items.map((i) => i.details)).toEqual(['Had two eggs']);
  });

  it('always answers changes and unmatched as lists', async () => {
    expect(await localAi().extract({ text: 'coffee', zone, now })).toMatchObject({ changes: [], unmatched: [] });
  });
});

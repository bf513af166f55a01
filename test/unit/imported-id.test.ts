// An imported entry's id (docs/IMPORT.md "Idempotent"): the same fact gets the same id in every import, another fact
// another id; a backup's entry and a row of this app's own CSV keep their id; every id has the app's ULID shape and
// sorts by the entry's time.
import { importedId } from '../../functions/imports/job/stored-entry';
import { ENTRY_ID } from '../../functions/domain/entry-id';
import type { ImportedEntry } from '../../shared/imports/imported-entry';

const entry = (source: ImportedEntry['source'], sourceKey: string): ImportedEntry => ({
  collection: 'sleep',
  entry: { calculated_timestamp: '2026-03-01T07:00:00+01:00', details: 'Slept 7 h' },
  source,
  sourceKey,
});
const at = Date.UTC(2026, 2, 1, 6);

test('the same fact, the same id; another fact or source, another', () => {
  const id = importedId(entry('apple-health', 'sleep/2026-03-01'), at);
  expect(id).toMatch(ENTRY_ID);
  expect(importedId(entry('apple-health', 'sleep/2026-03-01'), at)).toBe(id);
  expect(importedId(entry('apple-health', 'sleep/2026-03-02'), at)).not.toBe(id);
  expect(importedId(entry('csv', 'sleep/2026-03-01'), at)).not.toBe(id);
});

test('ids sort by the entry time, as the app’s own ULIDs do', () => {
  const ids = [0, 1, 2].map((day) => importedId(entry('csv', `row/${day}`), at + day * 86_400_000));
  expect([...ids].sort()).toEqual(ids);
});

test('a backup entry and a row of this app’s export keep their id; a key that is no id does not', () => {
  expect(importedId(entry('backup', '01KAXBM4Q1T8D5YV9C2N6R3W7E'), at)).toBe('01KAXBM4Q1T8D5YV9C2N6R3W7E');
  expect(importedId(entry('csv', 'export/01KAXBM4Q1T8D5YV9C2N6R3W7E'), at)).toBe('01KAXBM4Q1T8D5YV9C2N6R3W7E');
  expect(importedId(entry('csv', 'export/not-an-id'), at)).toMatch(ENTRY_ID);
  expect(importedId(entry('csv', 'export/not-an-id'), at)).not.toBe('not-an-id');
});

test('an entry before 1970 still gets an id of the right shape', () => {
  expect(importedId(entry('csv', 'row/old'), Date.UTC(1950, 0, 1))).toMatch(ENTRY_ID);
});

// The export's order: every collection merged oldest first, read page by page, failures surfaced.
import type { StoredEntry } from '../../functions/data/entries';
import { entriesInTimeOrder, type ReadPage } from '../../functions/export/entries-in-time-order';
import type { Collection } from '../../shared/entry-types';

const entry = (collection: Collection, utc_time: string, id: string): StoredEntry => ({
  userId: 'U1',
  collection,
  utc_time,
  id,
  created_at: utc_time,
});

/** Serves each collection's entries (already oldest first, as GSI1 does) in pages of `size`, counting reads. */
function pagedReader(byCollection: Partial<Record<Collection, StoredEntry[]>>, size: number) {
  const reads: string[] = [];
  const read: ReadPage = async (collection, after) => {
    const all = byCollection[collection] ?? [];
    const start = after ? Number(after.offset) : 0;
    reads.push(`${collection}@${start}`);
    const next = start + size < all.length ? { offset: String(start + size) } : undefined;
    return { entries: all.slice(start, start + size), next };
  };
  return { read, reads };
}

/** The rows as one list, each entry as `hh:mm collection id`. */
async function collect(batches: AsyncIterable<string[]>): Promise<string[]> {
  const out: string[] = [];
  for await (const batch of batches) out.push(...batch);
  return out;
}
const asText = (item: StoredEntry) => `${item.utc_time.slice(11, 16)} ${item.collection} ${item.id}`;

describe('entriesInTimeOrder', () => {
  it('merges every collection into one chronological list, across page boundaries', async () => {
    const { read, reads } = pagedReader(
      {
        sleep: [
          entry('sleep', '2026-03-01T01:00:00.000Z', 'A'),
          entry('sleep', '2026-03-01T05:00:00.000Z', 'B'),
          entry('sleep', '2026-03-01T09:00:00.000Z', 'C'),
        ],
        'food-drinks': [entry('food-drinks', '2026-03-01T02:00:00.000Z', 'D'), entry('food-drinks', '2026-03-01T08:00:00.000Z', 'E')],
        'user-inputs': [entry('user-inputs', '2026-03-01T00:30:00.000Z', 'F')],
      },
      2,
    );
    expect(await collect(entriesInTimeOrder('U1', asText, ['user-inputs', 'sleep', 'food-drinks'], read))).toEqual([
      '00:30 user-inputs F',
      '01:00 sleep A',
      '02:00 food-drinks D',
      '05:00 sleep B',
      '08:00 food-drinks E',
      '09:00 sleep C',
    ]);
    expect(reads).toEqual(expect.arrayContaining(['sleep@0', 'sleep@2', 'food-drinks@0', 'user-inputs@0']));
    expect(reads).toHaveLength(4);
  });

  it('orders entries of the same instant by id, then collection', async () => {
    const at = '2026-03-01T07:00:00.000Z';
    const { read } = pagedReader(
      { sleep: [entry('sleep', at, 'B')], 'mood-stress': [entry('mood-stress', at, 'A'), entry('mood-stress', at, 'B')] },
      10,
    );
    expect(await collect(entriesInTimeOrder('U1', asText, ['sleep', 'mood-stress'], read))).toEqual([
      '07:00 mood-stress A',
      '07:00 mood-stress B',
      '07:00 sleep B',
    ]);
  });

  it('keeps the order over many pages and batches, making each row once', async () => {
    const minute = (i: number) => new Date(Date.UTC(2026, 2, 1) + i * 60_000).toISOString();
    const sleep = Array.from({ length: 600 }, (_, i) => entry('sleep', minute(2 * i), `S${String(i).padStart(4, '0')}`));
    const moods = Array.from({ length: 300 }, (_, i) => entry('mood-stress', minute(4 * i + 1), `M${String(i).padStart(4, '0')}`));
    const { read } = pagedReader({ sleep, 'mood-stress': moods }, 70);
    let made = 0;
    const rows = await collect(entriesInTimeOrder('U1', (item) => (made++, item.utc_time + item.id), ['sleep', 'mood-stress'], read));
    expect(made).toBe(900);
    expect(rows).toEqual([...sleep, ...moods].map((item) => item.utc_time + item.id).sort());
  });

  it('ends at once for a user with no entries', async () => {
    const { read } = pagedReader({}, 10);
    expect(await collect(entriesInTimeOrder('U1', asText, undefined, read))).toEqual([]);
  });

  it('fails the export when a later page cannot be read, without an unhandled rejection', async () => {
    const read: ReadPage = async (collection, after) => {
      if (after) throw new Error('throttled');
      return { entries: [entry(collection, '2026-03-01T01:00:00.000Z', collection === 'sleep' ? 'A' : 'B')], next: { offset: '1' } };
    };
    await expect(collect(entriesInTimeOrder('U1', asText, ['sleep', 'supplements'], read))).rejects.toThrow('throttled');
  });
});

// Every entry of a user across collections, oldest first: a k-way merge of each collection's GSI1 pages.
import { COLLECTIONS, type Collection } from '../../shared/entry-types';
import { listEntries, type PageKey, type StoredEntry } from '../data/entries';
import { keys } from '../data/keys';
import { CSV_FIELDS } from './csv-columns';

/** Items per Query: a few hundred KB, so eight collections with one page prefetched stay within a few MB. */
const PAGE_SIZE = 500;

/** Most rows per batch, so a batch holds little beyond the pages; one await per this many rows costs nothing. */
const BATCH_ROWS = 256;

export type Page = { entries: StoredEntry[]; next?: PageKey };
export type ReadPage = (collection: Collection, after?: PageKey) => Promise<Page>;
/** What an entry becomes as soon as its page arrives (the export: its CSV line), so the page's items need not be kept. */
export type AsRow<T> = (entry: StoredEntry) => T;

const readFromTable =
  (userId: string): ReadPage =>
  (collection, after) =>
    listEntries({ userId, collection, limit: PAGE_SIZE, newestFirst: false, after, fields: CSV_FIELDS });

/** Same instant: ids break the tie (as in GSI1), then the collection, so the order is total. */
const orderKey = (entry: StoredEntry) => `${keys.entryIndexSort(entry.utc_time, entry.id)}#${entry.collection}`;

type Rows<T> = { rows: T[]; keys: string[]; next?: PageKey };

/** One collection read page by page, the next page fetched while this one is merged. */
class CollectionCursor<T> {
  private page: Rows<T> = { rows: [], keys: [] };
  private index = 0;
  private pending: Promise<Rows<T>> | undefined;

  constructor(
    private readonly collection: Collection,
    private readonly read: ReadPage,
    private readonly as: AsRow<T>,
  ) {
    this.pending = this.fetch();
  }

  /** The order key of the next row; undefined when none is at hand (see `empty`). */
  get headKey(): string | undefined {
    return this.page.keys[this.index];
  }

  /** The next row, let go of here: a page's merged rows are not kept until the whole page is. */
  take(): T {
    const row = this.page.rows[this.index];
    this.page.rows[this.index] = undefined as T;
    this.page.keys[this.index++] = undefined as unknown as string;
    return row;
  }

  /** No row at hand, but more to read: `fill` before merging on. */
  get empty(): boolean {
    return this.index >= this.page.rows.length && this.pending !== undefined;
  }

  async fill(): Promise<void> {
    while (this.empty) {
      this.page = await this.pending!;
      this.index = 0;
      this.pending = this.page.next ? this.fetch(this.page.next) : undefined;
    }
  }

  private fetch(after?: PageKey): Promise<Rows<T>> {
    const page = this.read(this.collection, after).then(({ entries, next }) => ({
      rows: entries.map(this.as),
      keys: entries.map(orderKey),
      next,
    }));
    // Awaited later; until then a failure must not count as an unhandled rejection (it would end the process).
    page.catch(() => undefined);
    return page;
  }
}

/**
 * The rows in time order, in batches: merged without waiting while every collection has rows at hand (one
 * await per page, not per row), each batch ending where a collection needs its next page.
 */
export async function* entriesInTimeOrder<T>(
  userId: string,
  as: AsRow<T>,
  collections: readonly Collection[] = COLLECTIONS,
  read: ReadPage = readFromTable(userId),
): AsyncGenerator<T[]> {
  const cursors = collections.map((collection) => new CollectionCursor(collection, read, as));
  for (;;) {
    await Promise.all(cursors.map((cursor) => cursor.fill()));
    const batch: T[] = [];
    for (;;) {
      let first: CollectionCursor<T> | undefined;
      let firstKey = '';
      for (const cursor of cursors) {
        const key = cursor.headKey;
        if (key !== undefined && (first === undefined || key < firstKey)) {
          first = cursor;
          firstKey = key;
        }
      }
      if (!first) {
        if (batch.length > 0) yield batch;
        return;
      }
      batch.push(first.take());
      if (first.empty || batch.length >= BATCH_ROWS) break;
    }
    yield batch;
  }
}

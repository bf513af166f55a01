// Every log of a user across collections, oldest first: a k-way merge of each collection's GSI1 pages.
import { COLLECTIONS, type Collection } from '../../shared/log-types';
import { listLogs, type PageKey, type StoredLog } from '../data/entries';
import { keys } from '../data/keys';
import { CSV_FIELDS } from './csv-columns';

/** Items per Query: a few hundred KB, so eight collections with one page prefetched stay within a few MB. */
const PAGE_SIZE = 500;

export type Page = { logs: StoredLog[]; next?: PageKey };
export type ReadPage = (collection: Collection, after?: PageKey) => Promise<Page>;

const readFromTable =
  (userId: string): ReadPage =>
  (collection, after) =>
    listLogs({ userId, collection, limit: PAGE_SIZE, newestFirst: false, after, fields: CSV_FIELDS });

/** One collection read page by page, the next page fetched while this one is consumed. */
class CollectionCursor {
  private logs: StoredLog[] = [];
  private index = 0;
  private pending: Promise<Page> | undefined;

  constructor(
    private readonly collection: Collection,
    private readonly read: ReadPage,
  ) {
    this.pending = this.fetch();
  }

  /** The next log (consumed); undefined when the collection is exhausted. */
  async next(): Promise<StoredLog | undefined> {
    while (this.index >= this.logs.length && this.pending) {
      const page = await this.pending;
      this.logs = page.logs;
      this.index = 0;
      this.pending = page.next ? this.fetch(page.next) : undefined;
    }
    return this.logs[this.index++];
  }

  private fetch(after?: PageKey): Promise<Page> {
    const page = this.read(this.collection, after);
    // Awaited later; until then a failure must not count as an unhandled rejection (it would end the process).
    page.catch(() => undefined);
    return page;
  }
}

/** Same instant: ids break the tie (as in GSI1), then the collection, so the order is total. */
const orderKey = (log: StoredLog) => `${keys.logIndexSort(log.utc_time, log.id)}#${log.collection}`;

export async function* logsInTimeOrder(
  userId: string,
  collections: readonly Collection[] = COLLECTIONS,
  read: ReadPage = readFromTable(userId),
): AsyncGenerator<StoredLog> {
  const cursors = collections.map((collection) => new CollectionCursor(collection, read));
  const heads = await Promise.all(cursors.map((cursor) => cursor.next()));
  const headKeys = heads.map((log) => (log ? orderKey(log) : undefined));
  for (;;) {
    let first = -1;
    for (let i = 0; i < heads.length; i++) {
      if (headKeys[i] !== undefined && (first < 0 || headKeys[i]! < headKeys[first]!)) first = i;
    }
    if (first < 0) return;
    yield heads[first]!;
    heads[first] = await cursors[first].next();
    headKeys[first] = heads[first] ? orderKey(heads[first]!) : undefined;
  }
}

// The full backup's JSON (shared/schemas/backup.ts), written piece by piece: each collection page by page, each chat,
// report, reminder and favourite one at a time, each image read from storage one at a time, so memory holds one page or one image.
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupProfile } from '../../shared/schemas/backup';
import { COLLECTIONS, USER_INPUTS, type Collection } from '../../shared/entry-types';
import { listMessages } from '../data/chat-messages';
import { listSessions } from '../data/chat-sessions';
import { listEntries, type PageKey } from '../data/entries';
import { listExperiments } from '../data/experiments';
import { listFavourites } from '../data/favourites';
import { answersSince } from '../data/reminder-answers';
import { listReminders } from '../data/reminders';
import { findReport, listReports } from '../data/reports';
import { listShares } from '../data/shares';
import { getUser, type UserRecord } from '../data/users';
import { presentEntry } from '../domain/present-entry';
import { present as presentExperiment } from '../domain/experiment-records/plan-of';
import { presentShare } from '../domain/shares/present-share';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';

const PAGE_SIZE = 500;
/** Pieces are handed to the output in chunks of about this many characters. */
const CHUNK_CHARS = 64 * 1024;

/** Only the settings a person chose, named one by one: nothing secret can ride along. */
export const backupProfile = (user: UserRecord): BackupProfile => ({
  username: user.username,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  height_cm: user.height_cm ?? null,
  weight_kg: user.weight_kg ?? null,
  age: user.age ?? null,
  birth_year: user.birth_year ?? null,
  gender: user.gender ?? null,
  time_zone: user.time_zone ?? null,
  date_order: user.date_order ?? null,
  clock: user.clock ?? null,
  nutrition_targets: user.nutrition_targets ?? {},
  drink_unit: user.drink_unit ?? null,
});

/** Collects small pieces into chunks of about CHUNK_CHARS before they go to the output. */
class Chunks {
  private chunk = '';
  constructor(private readonly write: (text: string) => Promise<void>) {}
  async add(text: string): Promise<void> {
    this.chunk += text;
    if (this.chunk.length >= CHUNK_CHARS) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.chunk) await this.write(this.chunk);
    this.chunk = '';
  }
}

/** `"name":[a,b,…]` from items arriving in batches. */
async function array<T>(out: Chunks, name: string, batches: AsyncIterable<T[]>): Promise<void> {
  await out.add(`${JSON.stringify(name)}:[`);
  let first = true;
  for await (const batch of batches) {
    for (const item of batch) {
      await out.add((first ? '' : ',') + JSON.stringify(item));
      first = false;
    }
  }
  await out.add(']');
}

/** A collection's entries as the API answers them, oldest first, noting the images they point at. */
async function* entriesOf(userId: string, collection: Collection, images: Set<string>) {
  let after: PageKey | undefined;
  do {
    const page = await listEntries({ userId, collection, limit: PAGE_SIZE, newestFirst: false, after });
    for (const entry of page.entries) if (typeof entry.image_url === 'string' && entry.image_url) images.add(entry.image_url);
    yield page.entries.map(presentEntry);
    after = page.next;
  } while (after);
}

async function* chatsOf(userId: string) {
  for (const session of await listSessions(userId)) yield [{ session, messages: await listMessages(session.id) }];
}

async function* reportsOf(userId: string) {
  for (const summary of await listReports(userId)) {
    const report = await findReport(userId, summary.id);
    if (report) yield [report];
  }
}

/** Each reminder with its answers, without what only the server uses (owner, version, next send). */
async function* remindersOf(userId: string) {
  for (const reminder of await listReminders(userId)) {
    const { userId: _owner, version: _version, next_send_at: _next, ...fields } = reminder;
    const answers = (await answersSince(userId, reminder.id, '')).map(({ userId: _o, reminder_id: _r, ...answer }) => answer);
    yield [{ ...fields, answers }];
  }
}

/** The share links as their owner's list shows them: no key (never stored), no passcode hash, no file. */
async function* sharedLinksOf(userId: string, now: number) {
  yield (await listShares(userId)).map((share) => presentShare(share, now));
}

/** Quick re-log's favourites, oldest first (at most QUICK_LOG_LIMITS.favourites: one batch). */
async function* favouritesOf(userId: string) {
  yield (await listFavourites(userId)).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The experiments, oldest first, each as its route answers it with the seed of its schedule. */
async function* experimentsOf(userId: string, now: number) {
  const experiments = (await listExperiments(userId)).reverse();
  yield experiments.map((experiment) => ({ ...presentExperiment(experiment, now), seed: experiment.seed }));
}

/** Each image read whole, one at a time; only the caller's own prefix is read, a missing object is left out. */
async function* imagesOf(userId: string, paths: Set<string>, images: ObjectStorage) {
  for (const path of [...paths].sort()) {
    if (!path.startsWith(objectKeys.imagePrefix(userId))) continue;
    const object = await images.getObject(path);
    if (!object) continue;
    yield [{ path, content_type: object.contentType ?? 'application/octet-stream', data_base64: object.bytes.toString('base64') }];
  }
}

export async function writeBackup(userId: string, images: ObjectStorage, now: Date, write: (text: string) => Promise<void>) {
  const user = await getUser(userId);
  if (!user) throw new Error('The signed-in user has no record');
  const out = new Chunks(write);
  const head = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exported_at: now.toISOString(), profile: backupProfile(user) };
  await out.add(JSON.stringify(head).slice(0, -1) + ',"entries":{');
  const imagePaths = new Set<string>();
  const entryCollections = COLLECTIONS.filter((collection) => collection !== USER_INPUTS);
  for (const [i, collection] of entryCollections.entries()) {
    if (i > 0) await out.add(',');
    await array(out, collection, entriesOf(userId, collection, imagePaths));
  }
  await out.add('},');
  await array(out, 'user_inputs', entriesOf(userId, USER_INPUTS, imagePaths));
  await out.add(',');
  await array(out, 'chat_sessions', chatsOf(userId));
  await out.add(',');
  await array(out, 'weekly_reports', reportsOf(userId));
  await out.add(',');
  await array(out, 'reminders', remindersOf(userId));
  await out.add(',');
  await array(out, 'shared_links', sharedLinksOf(userId, now.getTime()));
  await out.add(',');
  await array(out, 'favourites', favouritesOf(userId));
  await out.add(',');
  await array(out, 'experiments', experimentsOf(userId, now.getTime()));
  await out.add(',');
  await array(out, 'images', imagesOf(userId, imagePaths, images));
  await out.add('}');
  await out.flush();
}

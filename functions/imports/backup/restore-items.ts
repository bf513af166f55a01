// A backup's items other than entries written into an account (docs/IMPORT.md "Full backup"): user inputs and weekly
// reports keep their ids, a chat gets a new id of its own, images move under the account's prefix, the profile fills
// settings the account has not set and replaces the others only when the person chose the backup's
// (profile-changes.ts), reminders and favourites are written by restore-reminders.ts, experiments by
// restore-experiments.ts. Each write is conditional, so
// restoring again answers 'existing'.
import { USER_INPUTS } from '../../../shared/entry-types';
import type { BackupProfile } from '../../../shared/schemas/backup';
import type { ProfileChoice } from '../../../shared/schemas/imports';
import type { UserInput } from '../../../shared/schemas/entries';
import { restoreMessages } from '../../data/chat-messages';
import { createSession, findSession } from '../../data/chat-sessions';
import { ifCondition } from '../../data/conditional';
import { insertEntry } from '../../data/entries';
import { putReport } from '../../data/reports';
import { getUser, updateUser } from '../../data/users';
import { imageTypeOf } from '../../domain/image-type';
import { STRIPPED_TYPES, stripMetadata } from '../../domain/strip-metadata';
import type { ObjectStorage } from '../../providers/storage/storage-port';
import { BackupImportError } from './backup-error';
import { profileChanges, profileWrite } from './profile-changes';
import type { BackupItem } from './backup-items';
import { restoredImageUrl } from './image-paths';
import { restoredChatId } from './restored-chat-id';
import { restoreExperiment } from './restore-experiments';
import { restoreFavourite, restoreReminder } from './restore-reminders';

export { restoredImageUrl } from './image-paths';
export { restoredChatId } from './restored-chat-id';

/** What restoreItem takes: entries go through the import job's batches, problems stop an import before it starts. */
export type RestorableItem = Exclude<BackupItem, { kind: 'entry' | 'problem' }>;
export type RestoreResult = 'added' | 'existing';

const result = (added: boolean): RestoreResult => (added ? 'added' : 'existing');

/** Stored as the entries API stores one (functions/entries/create-entry.ts), with its own id, times and text. */
const restoreUserInput = async (userId: string, input: UserInput) =>
  ifCondition(
    insertEntry({
      userId,
      collection: USER_INPUTS,
      id: input.id,
      utc_time: input.utc_time,
      created_at: input.created_at,
      updated_at: input.updated_at,
      version: 1,
      raw_text: input.raw_text,
      timezone: input.timezone,
      image_url: input.image_url ? restoredImageUrl(userId, input.image_url) : null,
    }),
  );

async function restoreImage(userId: string, item: Extract<RestorableItem, { kind: 'image' }>, images: ObjectStorage) {
  // The reader lists any other bytes as a problem; checked again here, as every writer of the images bucket does.
  const type = imageTypeOf(item.bytes);
  if (!type || !STRIPPED_TYPES.has(type)) throw new BackupImportError(`Image ${item.path} is not a JPEG, PNG, WebP or GIF image.`);
  const key = restoredImageUrl(userId, item.path);
  if (await images.getObject(key, { maxBytes: 16 })) return false;
  // A backup is a file from outside: its photo loses location and other metadata as an upload's does (issue 21).
  await images.putObject(key, stripMetadata(item.bytes, type), type);
  return true;
}

/** Messages first (same keys on a rerun), then the session: a session is listed only once its messages all are. */
async function restoreChat(userId: string, item: Extract<RestorableItem, { kind: 'chat' }>) {
  // Restored into the account it came from, the chat is there under its own id: nothing to add.
  if (await findSession(userId, item.session.id)) return false;
  const session = { ...item.session, id: restoredChatId(userId, item.session.id, item.session.start_time) };
  if (await findSession(userId, session.id)) return false;
  const startMs = Date.parse(session.start_time);
  await restoreMessages(session.id, item.messages, Number.isFinite(startMs) ? startMs : 0);
  return ifCondition(createSession(userId, session));
}

/** The fills always; the settings the account holds otherwise only with the choice 'backup'. Never the username or e-mail. */
async function restoreProfile(userId: string, profile: BackupProfile, choice: ProfileChoice) {
  const user = await getUser(userId);
  if (!user) throw new Error('The restoring user has no record');
  const write = profileWrite(user, profileChanges(user, profile), choice);
  await updateUser(userId, write);
  return Object.keys(write).length > 0;
}

/** How a restore treats what the account has: its profile's settings kept (the default) or the backup's taken. */
export interface RestoreOptions {
  profile: ProfileChoice;
}

export async function restoreItem(
  userId: string,
  item: RestorableItem,
  images: ObjectStorage,
  options: RestoreOptions = { profile: 'keep' },
): Promise<RestoreResult> {
  switch (item.kind) {
    case 'user-input':
      return result(await restoreUserInput(userId, item.input));
    case 'image':
      return result(await restoreImage(userId, item, images));
    case 'chat':
      return result(await restoreChat(userId, item));
    case 'report':
      return result(await ifCondition(putReport(userId, item.report)));
    case 'profile':
      return result(await restoreProfile(userId, item.profile, options.profile));
    case 'reminder':
      return result(await restoreReminder(userId, item.reminder, Date.now()));
    case 'favourite':
      return result(await restoreFavourite(userId, item.favourite));
    case 'experiment':
      return result(await restoreExperiment(userId, item.experiment, Date.now()));
  }
}

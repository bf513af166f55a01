// A full backup (shared/schemas/backup.ts, docs/IMPORT.md "Full backup") read as a stream: its header checked before
// anything is handed on, then every profile, entry, user input, chat, report, reminder, favourite, experiment and image one at a
// time, each checked against its part of backupSchema. Memory holds one item (at most one image), whatever the file's size.
import type { Readable } from 'node:stream';
import { isEntryCollection } from '../../../shared/entry-types';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../../shared/schemas/backup';
import { BACKUP_IMAGE_MAX_BASE64, BACKUP_ITEM_MAX_WEIGHT, BACKUP_MESSAGES, BackupImportError } from './backup-error';
import { chatItems, entryItems, imageItems, profileItems, reportItems, userInputItems, type BackupItem } from './backup-items';
import { JsonTokens, type ValueLimits } from './json-tokens';
import { experimentItems } from './experiment-items';
import { favouriteItems, reminderItems } from './reminder-items';

export { BackupImportError } from './backup-error';
export type { BackupChatSession, BackupItem, BackupMessage } from './backup-items';

/** The sections of a backup that are lists, in the order the export writes them, with the name of one of their items. */
const LISTS = {
  user_inputs: { name: 'User input', items: userInputItems },
  chat_sessions: { name: 'Chat', items: chatItems },
  weekly_reports: { name: 'Weekly report', items: reportItems },
  reminders: { name: 'Reminder', items: reminderItems },
  favourites: { name: 'Favourite', items: favouriteItems },
  experiments: { name: 'Experiment', items: experimentItems },
  images: { name: 'Image', items: imageItems },
} as const;
/** Sections every backup has; reminders and favourites (issue 26) and experiments (issue 28) came later, so an older backup lacks them. */
const SECTIONS = ['profile', 'entries', 'user_inputs', 'chat_sessions', 'weekly_reports', 'images'];

const limitsFor = (name: string): ValueLimits => ({
  maxString: BACKUP_IMAGE_MAX_BASE64,
  maxWeight: BACKUP_ITEM_MAX_WEIGHT,
  tooLarge: () => new BackupImportError(`${name} of the backup is larger than ${BACKUP_IMAGE_MAX_BASE64 / 1024 / 1024} MB.`),
});

/** `[a, b, …]` read one value at a time. */
async function* listOf(tokens: JsonTokens, section: string, name: (number: number) => string): AsyncGenerator<[unknown, number]> {
  if ((await tokens.next()).name !== 'startArray')
    throw new BackupImportError(`The backup's “${section}” is not a list: it is damaged. Download the backup again.`);
  for (let number = 1; ; number += 1) {
    const first = await tokens.next();
    if (first.name === 'endArray') return;
    yield [await tokens.value(limitsFor(name(number)), first), number];
  }
}

async function* entriesOf(tokens: JsonTokens): AsyncGenerator<BackupItem> {
  if ((await tokens.next()).name !== 'startObject')
    throw new BackupImportError('The backup’s “entries” is damaged. Download the backup again.');
  for (let token = await tokens.next(); token.name !== 'endObject'; token = await tokens.next()) {
    const collection = token.name === 'keyValue' ? token.value : '';
    if (!isEntryCollection(collection))
      throw new BackupImportError(
        `The backup has entries of a type this app does not know (“${collection}”): it is damaged. Download the backup again.`,
      );
    for await (const [value, number] of listOf(tokens, collection, (n) => `Entry ${n} of ${collection}`))
      yield* entryItems(collection, value, number);
  }
}

/** `format` and `version` come first (the export writes them first): nothing is handed on from a file that is not a backup. */
async function readHeader(tokens: JsonTokens): Promise<void> {
  if ((await tokens.next()).name !== 'startObject') throw new BackupImportError(BACKUP_MESSAGES.notBackup);
  const small = limitsFor('The header');
  const key = async () => {
    const token = await tokens.next();
    return token.name === 'keyValue' ? token.value : undefined;
  };
  if ((await key()) !== 'format' || (await tokens.value(small)) !== BACKUP_FORMAT) throw new BackupImportError(BACKUP_MESSAGES.notBackup);
  if ((await key()) !== 'version') throw new BackupImportError(BACKUP_MESSAGES.notBackup);
  const version = await tokens.value(small);
  if (version !== BACKUP_VERSION) throw new BackupImportError(BACKUP_MESSAGES.version(version));
  tokens.headerRead = true;
}

export async function* readBackup(input: Readable): AsyncGenerator<BackupItem> {
  const tokens = new JsonTokens(input);
  await readHeader(tokens);
  const seen = new Set<string>();
  for (let token = await tokens.next(); token.name !== 'endObject'; token = await tokens.next()) {
    const section = token.name === 'keyValue' ? token.value : '';
    seen.add(section);
    if (section === 'profile') yield* profileItems(await tokens.value(limitsFor('The profile')));
    else if (section === 'entries') yield* entriesOf(tokens);
    else if (section in LISTS) {
      const list = LISTS[section as keyof typeof LISTS];
      for await (const [value, number] of listOf(tokens, section, (n) => `${list.name} ${n}`)) yield* list.items(value, number);
    } else await tokens.skip(await tokens.next()); // exported_at, or a key a later version added
  }
  const missing = SECTIONS.find((name) => !seen.has(name));
  if (missing) throw new BackupImportError(`The backup has no “${missing}”: it is damaged. Download the backup again.`);
  if (!(await tokens.atEnd())) throw new BackupImportError(BACKUP_MESSAGES.damaged);
}

// One value of a backup's section checked against its part of backupSchema and turned into what a restore hands on.
// A value of the wrong shape is a damaged file (thrown, naming it); a well-formed value this app would refuse today
// (an entry the entries API rejects, a photo that is no image, an id of another shape) is a problem the preview lists.
import type * as z from 'zod';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import type { EntryCollection } from '../../../shared/entry-types';
import { profileUpdateRequest } from '../../../shared/schemas/auth';
import { backupMessageSchema, backupSchema, type BackupProfile } from '../../../shared/schemas/backup';
import type { WeeklyReport } from '../../../shared/schemas/insights-reports';
import { entryRequestSchema, RAW_TEXT_MAX, type UserInput } from '../../../shared/schemas/entries';
import { isValidZone } from '../../../shared/time';
import { imageTypeOf, type ImageType } from '../../domain/image-type';
import { STRIPPED_TYPES } from '../../domain/strip-metadata';
import { ENTRY_ID } from '../../domain/entry-id';
import { BackupImportError } from './backup-error';
import { backupImageName } from './image-paths';
import type { ExperimentBackupItem } from './experiment-items';
import type { ReminderBackupItem } from './reminder-items';

export type BackupMessage = z.infer<typeof backupMessageSchema>;
export interface BackupChatSession {
  id: string;
  title: string;
  start_time: string;
}

export type BackupItem =
  | { kind: 'profile'; profile: BackupProfile }
  | { kind: 'entry'; entry: ImportedEntry }
  | { kind: 'user-input'; input: UserInput }
  | { kind: 'chat'; session: BackupChatSession; messages: BackupMessage[] }
  | { kind: 'report'; report: WeeklyReport }
  | { kind: 'image'; path: string; contentType: ImageType; bytes: Buffer }
  /** A reminder with its answers, or a favourite (reminder-items.ts). */
  | Exclude<ReminderBackupItem, { kind: 'problem' }>
  /** An n-of-1 experiment with its seed (experiment-items.ts). */
  | Exclude<ExperimentBackupItem, { kind: 'problem' }>
  /** Something this app would refuse: the preview lists it, and nothing is written while any remain. */
  | { kind: 'problem'; message: string };

const shape = backupSchema.shape;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

/** The value parsed by `schema`, or a BackupImportError naming it. */
function parsed<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BackupImportError(`${name} of the backup is damaged (${issueText(result.error)}).`);
  return result.data;
}

const problem = (message: string): BackupItem => ({ kind: 'problem', message });
const idProblem = (name: string, id: string) => problem(`${name}: its id “${id}” is not an id of this app.`);
const imagePathProblem = (name: string, path: string) => problem(`${name}: its image “${path}” is not an image path of this app.`);

export function profileItems(value: unknown): BackupItem[] {
  const profile = parsed(shape.profile, value, 'The profile');
  const { username: _username, email: _email, ...settings } = profile;
  const checked = profileUpdateRequest.safeParse(settings);
  return [{ kind: 'profile', profile }, ...(checked.success ? [] : [problem(`The profile: ${issueText(checked.error)}`)])];
}

export function entryItems(collection: EntryCollection, value: unknown, number: number): BackupItem[] {
  const saved = parsed(shape.entries.shape[collection].element, value, `Entry ${number} of ${collection}`);
  const name = `Entry ${number} of ${collection}`;
  const common = {
    calculated_timestamp: saved.calculated_timestamp,
    device_timezone: saved.device_timezone,
    device_offset_minutes: saved.device_offset_minutes,
    notes: saved.notes,
    user_input_log: saved.user_input_log,
    measures: saved.measures ?? {},
    subjects: saved.subjects ?? [],
  };
  const entry =
    collection === 'related-data'
      ? { ...common, item_name: saved.item_name ?? '', item_type: saved.item_type ?? '', data_details: saved.data_details ?? '' }
      : {
          ...common,
          details: saved.details ?? '',
          ...(collection === 'food-drinks' && saved.nutrition ? { nutrition: saved.nutrition } : {}),
        };
  const checked = entryRequestSchema(collection).safeParse(entry);
  if (!checked.success) return [problem(`${name}: ${issueText(checked.error)}`)];
  if (!ENTRY_ID.test(saved.id)) return [idProblem(name, saved.id)];
  if (saved.image_url && !backupImageName(saved.image_url)) return [imagePathProblem(name, saved.image_url)];
  const imported: ImportedEntry = { collection, entry, source: 'backup', sourceKey: saved.id };
  if (saved.image_url) imported.imagePath = saved.image_url;
  return [{ kind: 'entry', entry: imported }];
}

export function userInputItems(value: unknown, number: number): BackupItem[] {
  const name = `User input ${number}`;
  const input = parsed(shape.user_inputs.element, value, name);
  if (!ENTRY_ID.test(input.id)) return [idProblem(name, input.id)];
  if (input.raw_text.length > RAW_TEXT_MAX) return [problem(`${name}: its text is longer than ${RAW_TEXT_MAX} characters.`)];
  if (!isValidZone(input.timezone)) return [problem(`${name}: “${input.timezone}” is not a time zone.`)];
  if (input.image_url && !backupImageName(input.image_url)) return [imagePathProblem(name, input.image_url)];
  return [{ kind: 'user-input', input }];
}

export function chatItems(value: unknown, number: number): BackupItem[] {
  const { session, messages } = parsed(shape.chat_sessions.element, value, `Chat ${number}`);
  return [{ kind: 'chat', session, messages }];
}

export function reportItems(value: unknown, number: number): BackupItem[] {
  const report = parsed(shape.weekly_reports.element, value, `Weekly report ${number}`);
  return ENTRY_ID.test(report.id) ? [{ kind: 'report', report }] : [idProblem(`Weekly report ${number}`, report.id)];
}

export function imageItems(value: unknown, number: number): BackupItem[] {
  const image = parsed(shape.images.element, value, `Image ${number}`);
  const name = `Image ${number} (${image.path})`;
  if (!backupImageName(image.path)) return [problem(`Image ${number}: “${image.path}” is not an image path of this app.`)];
  if (!BASE64.test(image.data_base64)) return [problem(`${name}: its data is not base64.`)];
  const bytes = Buffer.from(image.data_base64, 'base64');
  const contentType = imageTypeOf(bytes);
  if (!contentType) return [problem(`${name} is not a JPEG, PNG, WebP or GIF image.`)];
  // This app stores only images whose location and other metadata it can remove (functions/domain/strip-metadata.ts).
  if (!STRIPPED_TYPES.has(contentType))
    return [problem(`${name} is a HEIC or HEIF image, which this app does not store: convert it to JPEG.`)];
  return [{ kind: 'image', path: image.path, contentType, bytes }];
}

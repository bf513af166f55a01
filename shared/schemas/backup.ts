// The full backup's document (GET /api/export/backup/, docs/EXPORT.md): every entry, user input, chat, weekly report,
// reminder, favourite, profile setting and image of one person. One schema, so the export and a later restore agree on what a backup is.
import * as z from 'zod';
import { CLOCKS, DATE_ORDERS } from '../account-rules';
import { ENTRY_COLLECTIONS } from '../entry-types';
import { genderSchema } from './auth';
import { reportSchema } from './insights-reports';
import { entrySchema, userInputSchema } from './entries';
import { drinkUnitSchema, ownTargetsSchema } from './nutrition-targets';
import { experimentSchema } from './experiments';
import { shareSummarySchema } from './shares';
import { favouriteSchema } from './quick-log';
import { logPromptSchema, medicationSchema } from './reminders';

/** The product's earlier name, kept: backup files people already have carry it (docs/DEPLOY.md "Names"). */
export const BACKUP_FORMAT = 'health-tracker-backup';
export const BACKUP_VERSION = 1;

/** The settings a person chose: never a password hash, token cut-off, plan or payment id. */
export const backupProfileSchema = z.object({
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  age: z.number().nullable(),
  birth_year: z.number().nullable(),
  gender: genderSchema.nullable(),
  time_zone: z.string().nullable(),
  date_order: z.enum(DATE_ORDERS).nullable(),
  clock: z.enum(CLOCKS).nullable(),
  /** The person's own nutrient targets and drink unit (issue 22); absent in older backups. */
  nutrition_targets: ownTargetsSchema.optional(),
  drink_unit: drinkUnitSchema.nullable().optional(),
});

export const backupMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  cites: z.array(z.object({ collection: z.string(), id: z.string().optional(), date: z.string() })).optional(),
});

/** What a reminder keeps besides its fields: its id, times, and its answers (docs/REMINDERS.md "Storage"). */
const keptWithReminder = {
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  answers: z.array(
    z.object({
      occurrence_key: z.string(),
      final: z.enum(['taken', 'skipped']).optional(),
      answered_at: z.string().optional(),
      snoozed_at: z.string().optional(),
      entry_id: z.string().optional(),
    }),
  ),
};

/** A log prompt or a medication schedule with its answers (issue 26). */
export const backupReminderSchema = z.discriminatedUnion('kind', [
  z.object({ ...logPromptSchema.shape, ...keptWithReminder }),
  z.object({ ...medicationSchema.shape, ...keptWithReminder }),
]);

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exported_at: z.string(),
  profile: backupProfileSchema,
  /** Each entry collection's entries as the entries API answers them, oldest first. */
  entries: z.object(Object.fromEntries(ENTRY_COLLECTIONS.map((collection) => [collection, z.array(entrySchema)]))),
  user_inputs: z.array(userInputSchema),
  chat_sessions: z.array(
    z.object({
      session: z.object({ id: z.string(), title: z.string(), start_time: z.string() }),
      messages: z.array(backupMessageSchema),
    }),
  ),
  weekly_reports: z.array(reportSchema),
  /** Reminders and their answers (issue 26); absent in older backups. */
  reminders: z.array(backupReminderSchema).optional(),
  /** The person's share links as their list shows them (docs/SHARING.md): never a key, a passcode or its hash; not restored. */
  shared_links: z.array(shareSummarySchema).optional(),
  /** Quick re-log's favourites (docs/QUICK-LOG.md), each as the favourites route answers it; absent in older backups. */
  favourites: z.array(favouriteSchema).optional(),
  /**
   * n-of-1 experiments (docs/EXPERIMENTS.md) as their route answers them, with the seed their schedule was drawn from
   * (the same plan and seed give the same schedule); absent in older backups; restored with the same seed
   * (functions/imports/backup/experiment-items.ts).
   */
  experiments: z.array(experimentSchema.extend({ seed: z.string() })).optional(),
  /** Every image an entry or input points at: its storage path (the entries' image_url) and its bytes. */
  images: z.array(z.object({ path: z.string(), content_type: z.string(), data_base64: z.string() })),
});
export type Backup = z.infer<typeof backupSchema>;
export type BackupProfile = z.infer<typeof backupProfileSchema>;

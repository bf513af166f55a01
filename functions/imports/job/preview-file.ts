// The preview step (docs/IMPORT.md): the whole file read once, every entry checked as the entries API would check it,
// and nothing written. It says how many entries of each type, their date range, and the first problems; a backup's
// other items, and what its profile would fill or change in the account's.
import { PREVIEW_PROBLEMS } from '../../../shared/imports/import-limits';
import type { BackupProfile } from '../../../shared/schemas/backup';
import type { ImportPreview } from '../../../shared/schemas/imports';
import type { StoredImportJob } from '../../data/import-jobs';
import { getUser } from '../../data/users';
import type { ObjectStorage } from '../../providers/storage/storage-port';
import { AccountLimits } from '../backup/account-limits';
import { profileChanges } from '../backup/profile-changes';
import { CsvImportError, previewCsv } from '../csv/import-csv';
import { ExistingCount } from './existing-count';
import { bodyOfMapping, csvOptionsOf } from './csv-mapping-body';
import { openUpload, readUnits } from './file-units';
import { EntryProblem, storedEntryOf } from './stored-entry';

type Beat = () => Promise<void>;

const emptyPreview = (): ImportPreview => ({
  entries: 0,
  existing: 0,
  by_type: {},
  range: null,
  records: 0,
  problems: [],
  problem_count: 0,
});

function addProblem(preview: ImportPreview, message: string) {
  if (preview.problem_count++ < PREVIEW_PROBLEMS) preview.problems.push(message);
}

async function previewOfCsv(job: StoredImportJob, transfers: ObjectStorage): Promise<ImportPreview> {
  try {
    const existing = new ExistingCount(job.userId);
    const context = { userId: job.userId, now: new Date().toISOString() };
    const csv = await previewCsv(await openUpload(job, transfers), {
      ...(await csvOptionsOf(job)),
      // An entry the entries API would refuse (a time in the future) is a problem of its row.
      onEntry: async (entry) => {
        try {
          await existing.add(storedEntryOf(entry, context));
          return undefined;
        } catch (error) {
          if (!(error instanceof EntryProblem)) throw error;
          return error.message;
        }
      },
    });
    return {
      entries: csv.entries,
      existing: await existing.total(),
      by_type: csv.byType,
      range: csv.range,
      records: csv.rows,
      problems: csv.problems,
      problem_count: csv.problemCount,
      problems_unlisted: csv.problemsUnlisted,
      csv: {
        kind: csv.kind,
        ...(csv.app ? { app: csv.app } : {}),
        columns: csv.columns,
        mapping: bodyOfMapping(csv.mapping),
        user_inputs: csv.userInputs,
        column_uses: csv.columnUses,
        examples: csv.examples,
      },
    };
  } catch (error) {
    // A mapping that names no date (or a column the file lacks) is for the person to choose: show the columns.
    if (!(error instanceof CsvImportError) || !error.columns) throw error;
    const preview = {
      ...emptyPreview(),
      csv: { kind: 'generic' as const, columns: error.columns, mapping: null, user_inputs: 0, column_uses: [], examples: [] },
    };
    addProblem(preview, error.message);
    return preview;
  }
}

export async function previewFile(job: StoredImportJob, transfers: ObjectStorage, beat: Beat): Promise<ImportPreview> {
  if (job.kind === 'csv') return previewOfCsv(job, transfers);
  const preview = emptyPreview();
  const backup = { user_inputs: 0, chat_sessions: 0, weekly_reports: 0, reminders: 0, favourites: 0, images: 0 };
  const limits = new AccountLimits(job.userId);
  const context = { userId: job.userId, now: new Date().toISOString() };
  const existing = new ExistingCount(job.userId);
  let [firstMs, lastMs, first, last] = [Infinity, -Infinity, '', ''];
  const reading = await readUnits(job, transfers);
  let units = 0;
  let profile: BackupProfile | undefined;
  for await (const unit of reading.units) {
    if (++units % 1000 === 0) await beat();
    if ('problem' in unit) addProblem(preview, unit.problem);
    else if ('note' in unit) (preview.notes ??= []).push(unit.note);
    else if ('other' in unit) {
      const { kind } = unit.other;
      if (unit.other.kind === 'profile') profile = unit.other.profile;
      else if (kind === 'user-input') backup.user_inputs++;
      else if (kind === 'chat') backup.chat_sessions++;
      else if (kind === 'report') backup.weekly_reports++;
      else if (unit.other.kind === 'reminder') {
        backup.reminders++;
        limits.addReminder(unit.other.reminder.id);
      } else if (unit.other.kind === 'favourite') {
        backup.favourites++;
        limits.addFavourite(unit.other.favourite.key);
      } else if (unit.other.kind === 'experiment') limits.addExperiment(unit.other.experiment);
      else if (kind === 'image') backup.images++;
    } else {
      try {
        const entry = storedEntryOf(unit.entry, context);
        const [ms, at] = [Date.parse(entry.utc_time), String(entry.calculated_timestamp)];
        const collection = unit.entry.collection;
        await existing.add(entry);
        preview.entries++;
        preview.by_type[collection] = (preview.by_type[collection] ?? 0) + 1;
        if (ms < firstMs) [firstMs, first] = [ms, at];
        if (ms > lastMs) [lastMs, last] = [ms, at];
      } catch (error) {
        if (!(error instanceof EntryProblem)) throw error;
        addProblem(preview, error.message);
      }
    }
  }
  preview.records = reading.records();
  preview.existing = await existing.total();
  preview.range = first ? { first, last } : null;
  // Another app's file chosen as a backup (an Exist JSON file) is named as a recognised CSV is: "Recognised: Exist (mood)".
  if (reading.app) {
    const csv = { kind: 'other-app' as const, app: reading.app, columns: ['date', 'value'], mapping: null, user_inputs: 0 };
    return { ...preview, csv: { ...csv, column_uses: [], examples: [] } };
  }
  if (job.kind !== 'backup') return preview;
  for (const problem of await limits.problems()) addProblem(preview, problem);
  return { ...preview, backup, ...(profile && { profile: await profileAgainstAccount(job.userId, profile) }) };
}

/** What the backup's profile would fill and what it holds otherwise than the account (the person chooses at confirm). */
async function profileAgainstAccount(userId: string, profile: BackupProfile) {
  const user = await getUser(userId);
  return user ? profileChanges(user, profile) : { fills: [], differs: [] };
}

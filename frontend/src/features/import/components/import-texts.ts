// The Data Import section's words (docs/IMPORT.md "The Data Import page"): the kinds of file, counts and sizes as read.
import { IMPORT_MAX_BYTES } from '@shared/imports/import-limits';
import type { ImportJob, ImportKind } from '../api/imports';

export const IMPORT_KINDS: readonly { kind: ImportKind; label: string; hint: string; accept: string }[] = [
  {
    kind: 'apple-health',
    label: 'Apple Health export',
    hint: 'export.zip from the Health app on your iPhone: Profile → Export All Health Data.',
    accept: '.zip,application/zip',
  },
  {
    kind: 'csv',
    label: 'CSV',
    hint: 'This app’s CSV export, a spreadsheet, or another app’s export: Bearable, Daylio, Exist, Loop Habit Tracker, Health Auto Export, Cronometer, MyFitnessPal, Fitbit, Google Fit and Garmin Connect files are recognised and need no column choices.',
    accept: '.csv,text/csv',
  },
  {
    kind: 'backup',
    label: 'Full backup',
    hint: 'The JSON file from Data Export → Full backup (JSON), or one file of Exist’s JSON archive (data_mood.json, data_steps.json…).',
    accept: '.json,application/json',
  },
];

/** The kind a file's name suggests, for a file picked before its kind. */
export function kindOfFileName(name: string): ImportKind | null {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'zip' ? 'apple-health' : extension === 'csv' ? 'csv' : extension === 'json' ? 'backup' : null;
}

/** 1234 → '1,234' (the app's counts are written the same way everywhere). */
export const count = (value: number) => value.toLocaleString('en-US');

/** 'entry' / 'entries' with the count. */
export const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** What a job counts: entries, or for a backup its items (entries, inputs, chats, reports and images together). */
const nouns = (job: ImportJob): [string, string] => (job.kind === 'backup' ? ['item', 'items'] : ['entry', 'entries']);

export const IMPORT_TEXTS = {
  intro:
    'Bring in your history from Apple Health, another app’s CSV or a full backup. You see what will be added before anything is written, and importing the same file again adds nothing twice.',
  chooseKind: 'Choose what the file is.',
  tooLarge: (bytes: number) => `This file is ${fileSize(bytes)}: an import takes at most ${fileSize(IMPORT_MAX_BYTES)}.`,
  empty: 'This file is empty.',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  reading: 'Reading your file…',
  readingHint: 'Nothing is written yet: you will see what the file holds first.',
  leave: 'You can leave this page; the import goes on.',
  progress: (job: ImportJob) => {
    const { done, added, existing, total } = job.progress;
    const [one, many] = nouns(job);
    return `${count(done)} of ${plural(total ?? 0, one, many)} · ${count(added)} new · ${count(existing)} already there`;
  },
  done: (job: ImportJob) => {
    const { added, existing } = job.progress;
    const [one, many] = nouns(job);
    const there = existing ? `, ${count(existing)} ${existing === 1 ? 'was' : 'were'} already there` : '';
    return `Imported: ${plural(added, `new ${one}`, `new ${many}`)}${there}.`;
  },
  partly: (job: ImportJob) =>
    `${plural(job.progress.added, 'entry was', 'entries were')} imported before it stopped; importing the file again adds only the rest.`,
  stalled: 'This import stopped before it finished.',
  stalledHint: 'Resume picks it up where it stopped; nothing is written twice.',
  readingStalled: 'Reading your file stopped before it finished.',
  problemsBlock: 'Nothing can be imported while the file has problems. Fix them in the file (or the column choices) and preview again.',
  nothingToImport: 'The file holds no entries to import.',
  allThere: 'Every entry of this file is in your account already: importing it again would add nothing.',
  /** A recognised export's way to a mapping of its own (it is then read as a generic CSV). */
  mapInstead: 'Choose the columns yourself instead',
  recognised: (app: string) =>
    `Read the way ${app} writes its export: there are no columns to choose. Rows with nothing to import are read and add nothing.`,
};

/** What the live region says: coarse steps, so a screen reader is told of progress without hearing every poll. */
export function progressAnnouncement(job: ImportJob | null, uploadPercent: number | null): string {
  if (uploadPercent !== null) return `Uploading: ${Math.floor(uploadPercent / 25) * 25}%`;
  if (job?.status !== 'importing' || !job.progress.total) return '';
  return `Importing: ${Math.floor((job.progress.done / job.progress.total) * 10) * 10}% done`;
}

// Reading a backup's reminders (with their answers) and favourites (docs/IMPORT.md "Full backup", issue 26): each handed
// on as the restore writes it, a favourite's key made again from its item, and what the reminders or favourites routes
// would refuse listed as problems, naming the item.
import { Readable } from 'node:stream';
import { itemKey } from '../../functions/domain/quick-log/relog-item';
import { BackupImportError, readBackup, type BackupItem } from '../../functions/imports/backup/read-backup';
import type { Backup } from '../../shared/schemas/backup';
import { backupDocument, streamOf } from './support/backup-document';

const MG = '01JQ0000000000000000000010';
const CHECK_IN = '01JQ0000000000000000000011';

type BackupReminderItem = NonNullable<Backup['reminders']>[number];

const medication = (): BackupReminderItem => ({
  kind: 'medication',
  name: 'Magnesium',
  dose_amount: 400,
  dose_unit: 'mg',
  times: ['08:00'],
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  timezone: 'Europe/Paris',
  snooze_minutes: 15,
  repeat_count: 2,
  repeat_gap_minutes: 15,
  start_date: '2026-03-01',
  stock_count: 30,
  doses_per_intake: 1,
  refill_warning_days: 7,
  id: MG,
  created_at: '2026-03-01T07:00:00.000Z',
  updated_at: '2026-03-01T07:00:00.000Z',
  answers: [{ occurrence_key: `${MG}@2026-03-01T08:00`, final: 'taken', answered_at: '2026-03-01T07:05:00.000Z', entry_id: 'e1' }],
});

const checkIn = (): BackupReminderItem => ({
  kind: 'log-prompt',
  label: 'Evening check-in',
  times: ['21:30'],
  days: ['mon'],
  timezone: 'Europe/Paris',
  snooze_minutes: 15,
  repeat_count: 0,
  repeat_gap_minutes: 15,
  window_start: '18:00',
  counted_types: ['mood-stress'],
  id: CHECK_IN,
  created_at: '2026-03-01T07:00:00.000Z',
  updated_at: '2026-03-01T07:00:00.000Z',
  answers: [],
});

const favourite = () => ({
  key: 'whatever-the-file-says',
  collection: 'food-drinks' as const,
  created_at: '2026-03-01T09:00:00.000Z',
  item: { category: 'food_drinks', details: '2 eggs', notes: '', measures: { servings: 2 }, subjects: [] },
});

async function read(change: (backup: Backup) => void): Promise<{ items: BackupItem[]; error?: Error }> {
  const backup = backupDocument();
  backup.reminders = [medication(), checkIn()];
  backup.favourites = [favourite()];
  change(backup);
  const items: BackupItem[] = [];
  try {
    for await (const item of readBackup(streamOf(JSON.stringify(backup), 11) as Readable)) items.push(item);
    return { items };
  } catch (error) {
    return { items, error: error as Error };
  }
}

const problems = (items: BackupItem[]) =>
  items.filter((item) => item.kind === 'problem').map((item) => (item as { message: string }).message);

describe('readBackup: reminders and favourites', () => {
  it('hands on each reminder with its answers and each favourite with its key made from its item', async () => {
    const { items, error } = await read(() => undefined);
    expect(error).toBeUndefined();
    expect(problems(items)).toEqual([]);
    const reminders = items.filter((item) => item.kind === 'reminder');
    expect(reminders).toEqual([
      {
        kind: 'reminder',
        reminder: {
          fields: expect.objectContaining({ kind: 'medication', name: 'Magnesium', stock_count: 30, times: ['08:00'] }),
          id: MG,
          created_at: '2026-03-01T07:00:00.000Z',
          updated_at: '2026-03-01T07:00:00.000Z',
          answers: [{ ...medication().answers[0], reminder_id: MG }],
        },
      },
      { kind: 'reminder', reminder: expect.objectContaining({ id: CHECK_IN, answers: [] }) },
    ]);
    const [mg] = reminders as Extract<BackupItem, { kind: 'reminder' }>[];
    expect('id' in mg.reminder.fields).toBe(false);
    const favourites = items.filter((item) => item.kind === 'favourite');
    expect(favourites).toEqual([
      {
        kind: 'favourite',
        favourite: {
          key: itemKey('food-drinks', '2 eggs', { servings: 2 }),
          collection: 'food-drinks',
          created_at: '2026-03-01T09:00:00.000Z',
          item: expect.objectContaining({ category: 'food_drinks', details: '2 eggs', measures: { servings: 2 } }),
        },
      },
    ]);
  });

  it('reads a backup made before reminders and favourites were in it', async () => {
    const { items, error } = await read((backup) => {
      delete backup.reminders;
      delete backup.favourites;
    });
    expect(error).toBeUndefined();
    expect(items.some((item) => item.kind === 'reminder' || item.kind === 'favourite')).toBe(false);
  });

  it('lists what the reminders and favourites routes would refuse as problems, naming each', async () => {
    const { items, error } = await read((backup) => {
      const [mg, prompt] = backup.reminders!;
      (prompt as { window_start?: string }).window_start = '22:00';
      mg.answers.push({ occurrence_key: `${CHECK_IN}@2026-03-02T21:30`, final: 'skipped', answered_at: '2026-03-02T21:00:00Z' });
      backup.reminders!.push({ ...medication(), id: 'not-an-id', answers: [] });
      backup.favourites!.push({ ...favourite(), item: { ...favourite().item, category: 'sleep', details: 'slept 8 h', measures: {} } });
    });
    expect(error).toBeUndefined();
    expect(problems(items)).toEqual([
      `Reminder 1: its answer “${CHECK_IN}@2026-03-02T21:30” is not one of its doses.`,
      'Reminder 2: window_start: Window start: must be earlier than every time of the prompt.',
      'Reminder 3: its id “not-an-id” is not an id of this app.',
      'Favourite 2: category: Only a food or drink, a supplement or an activity can be a favourite.',
    ]);
  });

  it('stops at a reminder of the wrong shape, naming it', async () => {
    const { error } = await read((backup) => {
      (backup.reminders![1] as { kind: string }).kind = 'alarm';
    });
    expect(error).toBeInstanceOf(BackupImportError);
    expect(error?.message).toMatch(/^Reminder 2 of the backup is damaged \(/);
  });
});

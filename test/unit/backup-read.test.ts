// Reading a full backup as a stream (docs/IMPORT.md "Full backup"): every item in order with entries as the entries API
// takes them, a large image read without holding the file, the header checked before anything is handed on, and each
// bad file refused in words a person can read.
import { Readable } from 'node:stream';
import { BACKUP_IMAGE_MAX_BASE64 } from '../../functions/imports/backup/backup-error';
import { BackupImportError, readBackup, type BackupItem } from '../../functions/imports/backup/read-backup';
import { entryRequestSchema } from '../../shared/schemas/entries';
import { backupDocument, IDS, IMAGE_PATH, JPEG, streamOf } from './support/backup-document';

async function read(input: string | Readable): Promise<{ items: BackupItem[]; error?: Error }> {
  const items: BackupItem[] = [];
  try {
    for await (const item of readBackup(typeof input === 'string' ? streamOf(input, 7) : input)) items.push(item);
    return { items };
  } catch (error) {
    return { items, error: error as Error };
  }
}

const text = (change: (backup: ReturnType<typeof backupDocument>) => void = () => undefined) => {
  const backup = backupDocument();
  change(backup);
  return JSON.stringify(backup);
};

describe('readBackup', () => {
  it('hands on every item in the order of the file, entries as the entries API takes them', async () => {
    const { items, error } = await read(text());
    expect(error).toBeUndefined();
    expect(items.map((item) => item.kind)).toEqual(['profile', 'entry', 'entry', 'user-input', 'chat', 'report', 'image']);
    const [profile, meal, pressure, input, chat, report, image] = items;
    expect(profile).toMatchObject({ profile: { username: 'robin', height_cm: 171, clock: '24h' } });
    expect(meal).toEqual({
      kind: 'entry',
      entry: {
        collection: 'food-drinks',
        source: 'backup',
        sourceKey: IDS.meal,
        imagePath: IMAGE_PATH,
        entry: {
          calculated_timestamp: '2026-03-01T13:00:00+01:00',
          device_timezone: 'Europe/Paris',
          device_offset_minutes: 60,
          notes: '',
          user_input_log: IDS.input,
          measures: {},
          subjects: [],
          details: 'salad',
        },
      },
    });
    expect(pressure).toMatchObject({
      entry: { collection: 'related-data', sourceKey: IDS.pressure, entry: { data_details: '120/80 mmHg' } },
    });
    expect('imagePath' in (pressure as { entry: object }).entry).toBe(false);
    for (const item of [meal, pressure]) {
      const { entry } = item as Extract<BackupItem, { kind: 'entry' }>;
      expect(entryRequestSchema(entry.collection).safeParse(entry.entry).success).toBe(true);
    }
    expect(input).toMatchObject({ input: { id: IDS.input, raw_text: 'salad for lunch', image_url: IMAGE_PATH } });
    expect(chat).toMatchObject({
      session: { id: 'chat-1', title: 'Sleep' },
      messages: [{ role: 'user' }, { role: 'assistant', cites: [{ collection: 'sleep' }] }],
    });
    expect(report).toMatchObject({ report: { id: IDS.report, title: 'A calm week' } });
    expect(image).toEqual({ kind: 'image', path: IMAGE_PATH, contentType: 'image/jpeg', bytes: JPEG });
  });

  it('hands on a large image while the rest of the file is still to come', async () => {
    const head = text((backup) => (backup.images = [])).replace(/"images":\[\]\}$/, '"images":[');
    // 64 KiB pieces: the stream's shape (pieces per image, images) is the point, not megabytes, which only cost time.
    const piece = 'A'.repeat(64 * 1024);
    const IMAGES = 3;
    const PIECES = 12;
    let produced = 0;
    function* document() {
      yield head;
      for (let i = 0; i < IMAGES; i++) {
        yield `${i ? ',' : ''}{"path":"images/old/big-${i}.jpg","content_type":"image/jpeg","data_base64":"${JPEG.toString('base64')}`;
        for (let p = 0; p < PIECES; p++) yield piece;
        yield '"}';
      }
      yield ']}';
    }
    const source = Readable.from(
      (function* () {
        for (const part of document()) {
          produced += part.length;
          yield Buffer.from(part);
        }
      })(),
    );
    const seenAt: number[] = [];
    for await (const item of readBackup(source)) if (item.kind === 'image') seenAt.push(produced);
    expect(seenAt).toHaveLength(IMAGES);
    const total = head.length + IMAGES * PIECES * piece.length;
    expect(seenAt[0]).toBeLessThan(total / 2);
  });

  it.each([
    ['not JSON', 'hello, this is a letter', 'The file is not a backup of this app: it is not JSON.'],
    ['JSON of another kind', '[{"date":"2026-03-01"}]', 'The file is not a backup of this app'],
    ['another format', text().replace('health-tracker-backup', 'other-app'), 'The file is not a backup of this app'],
    ['no format first', text().replace('"format":"health-tracker-backup",', ''), 'The file is not a backup of this app'],
    ['a newer version', text().replace('"version":1', '"version":2'), 'newer version of the app (backup version 2)'],
    ['a version of another kind', text().replace('"version":1', '"version":"one"'), 'version ("one") is not one this app reads'],
    ['a file cut short', text().slice(0, 900), 'The backup file is cut short'],
    ['a damaged middle', text().replace('"user_inputs":[', '"user_inputs":[}'), 'The backup file is damaged'],
    [
      'an entry of the wrong shape',
      text((b) => (b.entries.sleep as unknown[]).push({ id: 1 })),
      'Entry 1 of sleep of the backup is damaged (id:',
    ],
    ['an unknown log type', text().replace('"sleep":[]', '"naps":[]'), 'a type this app does not know (“naps”)'],
    ['a missing section', text().replace(/,"weekly_reports":\[.*\],"images"/, ',"images"'), 'The backup has no “weekly_reports”'],
  ])('refuses %s in plain words', async (_name, file, message) => {
    const { error } = await read(file);
    expect(error).toBeInstanceOf(BackupImportError);
    expect(error!.message).toContain(message);
  });

  it('checks the header before handing anything on', async () => {
    for (const file of [text().replace('"version":1', '"version":9'), text().replace('health-tracker-backup', 'x')]) {
      const { items, error } = await read(file);
      expect(error).toBeInstanceOf(BackupImportError);
      expect(items).toEqual([]);
    }
  });

  it('refuses an image over 20 MB of base64, naming it', async () => {
    const big = JPEG.toString('base64') + 'A'.repeat(BACKUP_IMAGE_MAX_BASE64);
    const { error } = await read(
      streamOf(
        text((b) => (b.images[0].data_base64 = big)),
        1024 * 1024,
      ),
    );
    expect(error?.message).toBe('Image 1 of the backup is larger than 20 MB.');
  });

  it('lists what this app would refuse as problems, naming each', async () => {
    const { items, error } = await read(
      text((backup) => {
        backup.entries.sleep.push({ ...backup.entries['food-drinks'][0], id: '01JQ0000000000000000000009', details: ' ', image_url: null });
        backup.entries['food-drinks'][0].id = 'not-an-id';
        backup.images[0].data_base64 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
        backup.profile.height_cm = 900;
      }),
    );
    expect(error).toBeUndefined();
    expect(items.filter((item) => item.kind === 'problem').map((item) => (item as { message: string }).message)).toEqual([
      'The profile: height_cm: Height must be at most 300 cm.',
      'Entry 1 of food-drinks: its id “not-an-id” is not an id of this app.',
      'Entry 1 of sleep: details: This field may not be blank.',
      `Image 1 (${IMAGE_PATH}) is not a JPEG, PNG, WebP or GIF image.`,
    ]);
  });
});

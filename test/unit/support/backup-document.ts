// A full backup in the export's shape (shared/schemas/backup.ts, keys in the order the export writes them) for the
// restore's tests: one of every kind of item, each changeable, and the document as text or as a lazily made stream.
import { Readable } from 'node:stream';
import type { Backup } from '../../../shared/schemas/backup';
import { FIGURES } from './report-figures';

export const OLD_USER = 'old-user-1';
export const IDS = {
  meal: '01JQ0000000000000000000001',
  pressure: '01JQ0000000000000000000002',
  input: '01JQ0000000000000000000003',
  report: '01JQ0000000000000000000004',
};
export const IMAGE_PATH = `images/${OLD_USER}/${IDS.meal}.jpg`;
/** The first bytes of a JPEG: enough for imageTypeOf. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const entryBase = (id: string, at: string) => ({
  id,
  utc_time: new Date(at).toISOString(),
  calculated_timestamp: at,
  notes: '',
  image_url: null as string | null,
  user_input_log: IDS.input,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  device_timezone: 'Europe/Paris',
  device_offset_minutes: 60,
  version: 1,
  measures: {},
  subjects: [],
});

export function backupDocument(): Backup {
  return {
    format: 'health-tracker-backup',
    version: 1,
    exported_at: '2026-03-02T10:00:00.000Z',
    profile: {
      username: 'robin',
      email: 'robin@example.com',
      first_name: 'Robin',
      last_name: 'Hood',
      height_cm: 171,
      weight_kg: 64.5,
      age: null,
      birth_year: 1990,
      gender: null,
      time_zone: 'Asia/Kolkata',
      date_order: 'DMY',
      clock: '24h',
    },
    entries: {
      'food-drinks': [{ ...entryBase(IDS.meal, '2026-03-01T13:00:00+01:00'), details: 'salad', image_url: IMAGE_PATH }],
      'test-subjects': [],
      supplements: [],
      sleep: [],
      'physical-activities': [],
      'mood-stress': [],
      'related-data': [
        {
          ...entryBase(IDS.pressure, '2026-03-01T08:00:00+01:00'),
          item_name: 'Blood pressure',
          item_type: 'blood_pressure',
          data_details: '120/80 mmHg',
        },
      ],
    },
    user_inputs: [
      {
        id: IDS.input,
        raw_text: 'salad for lunch',
        utc_time: '2026-03-01T12:00:00.000Z',
        created_at: '2026-03-01T12:00:00.000Z',
        updated_at: '2026-03-01T12:00:00.000Z',
        timezone: 'Europe/Paris',
        version: 1,
        image_url: IMAGE_PATH,
      },
    ],
    chat_sessions: [
      {
        session: { id: 'chat-1', title: 'Sleep', start_time: '2026-03-01T20:00:00.000Z' },
        messages: [
          { role: 'user', content: 'How did I sleep?' },
          { role: 'assistant', content: 'Well.', cites: [{ collection: 'sleep', date: '2026-03-01' }] },
        ],
      },
    ],
    weekly_reports: [
      {
        id: IDS.report,
        created_at: '2026-03-01T09:00:00.000Z',
        period: { first_day: '2026-02-23', last_day: '2026-03-01', timezone: 'Europe/Paris' },
        title: 'A calm week',
        text: '## Sleep\n- steady',
        figures: FIGURES,
      },
    ],
    images: [{ path: IMAGE_PATH, content_type: 'image/jpeg', data_base64: JPEG.toString('base64') }],
  };
}

/** The document as the bytes of a file, handed over in chunks of `chunk` bytes. */
export const streamOf = (text: string, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      const bytes = Buffer.from(text);
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );

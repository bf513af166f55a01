// The fiddly rules of the Bearable, Daylio, Loop Habit Tracker, Health Auto Export and Exist readers (docs/IMPORT.md
// "Other apps' exports"): which header is whose, parts of the day as clocks, severities in words, scales on 1–10,
// Loop's codes and its Scores.csv, Health Auto Export's column names.
import { Readable } from 'node:stream';
import { onTenPointScale } from '../../functions/imports/apps/app-entries';
import { recogniseApp } from '../../functions/imports/apps/app-formats';
import { bearableClock } from '../../functions/imports/apps/bearable';
import { symptomOf } from '../../functions/imports/apps/bearable-readings';
import { sleepMinutes } from '../../functions/imports/apps/bearable-sleep';
import { daylioMood, plainNote } from '../../functions/imports/apps/daylio';
import { metricHeader } from '../../functions/imports/apps/health-auto-export';
import { loopCell } from '../../functions/imports/apps/loop-habits';
import { previewCsv } from '../../functions/imports/csv/import-csv';

const preview = (text: string) => previewCsv(Readable.from([text]), { zone: 'Europe/Berlin', now: new Date('2026-11-27T09:00:00Z') });

describe('which app a header row is', () => {
  it.each([
    ['date,weekday,time of day,category,rating/amount,detail,notes', 'Bearable'],
    ['date,date formatted,weekday,time of day,category,rating/amount,detail,notes', 'Bearable'],
    ['full_date,date,weekday,time,mood,activities,note_title,note', 'Daylio'],
    ['Date,Meditate,Run,', 'Loop Habit Tracker'],
    ['Date,Step Count (count),Heart Rate [Min] (count/min)', 'Health Auto Export (Apple Health)'],
    ['Date/Time,Sleep Analysis [Asleep] (hr)', 'Health Auto Export (Apple Health)'],
    ['date,mood,mood_note,steps', 'Exist'],
  ])('%s is %s', (header, name) => {
    expect(recogniseApp(header.split(','))?.name).toBe(name);
  });

  it.each([['date,steps'], ['Date,Weight,Unit'], ['Date,Heart Rate [Min] (count/min)'], ['date,mood']])(
    '%s is a generic file',
    (header) => {
      expect(recogniseApp(header.split(','))).toBeUndefined();
    },
  );
});

describe('a date without a time', () => {
  it('is noon on the wall clock, on both DST days too (not midnight + 12 h)', async () => {
    const result = await preview('date,mood,mood_note\n2024-03-31,5,\n2024-10-27,5,\n2024-06-01,5,\n');
    expect(result.sample.map((item) => item.entry.calculated_timestamp)).toEqual([
      '2024-03-31T12:00:00+02:00',
      '2024-10-27T12:00:00+01:00',
      '2024-06-01T12:00:00+02:00',
    ]);
  });
});

describe('Bearable', () => {
  it('reads its parts of the day as clocks, a clock as itself, anything else as no time', () => {
    expect(['am', 'MID', 'pm', 'pre', '09:30', '', 'evening'].map(bearableClock)).toEqual([
      '08:00',
      '13:00',
      '18:00',
      '22:00',
      '09:30',
      undefined,
      undefined,
    ]);
  });

  it('splits a symptom from its severity word; the rating wins when it is 0–4', () => {
    expect(symptomOf('Back (lower) pain (Moderate)', '2')).toEqual({ name: 'Back (lower) pain', severity: 2 });
    expect(symptomOf('Headache (Unbearable)', '')).toEqual({ name: 'Headache', severity: 4 });
    expect(symptomOf('Fatigue', '7')).toEqual({ name: 'Fatigue', severity: undefined });
  });

  it('reads a sleep duration as hours:minutes or hours', () => {
    expect([sleepMinutes('7:30'), sleepMinutes('6.5'), sleepMinutes('long')]).toEqual([450, 390, undefined]);
  });

  it('writes nothing for an empty reading, a bare category or a factor-less day, and names a bad number', async () => {
    const result = await preview(
      [
        'date,weekday,time of day,category,rating/amount,detail,notes',
        '1st Apr 2024,Monday,mid,Mood,,,',
        '1st Apr 2024,Monday,,Factors,,,',
        '1st Apr 2024,Monday,,Gratitude,,Sunny,',
        '1st Apr 2024,Monday,,Sleep,long,,',
      ].join('\n'),
    );
    expect(result).toMatchObject({
      app: 'Bearable',
      rows: 4,
      entries: 0,
      problems: ['Row 5: “long” is not a sleep duration (hours:minutes).'],
    });
  });

  it('refuses a reading in the future, as the generic CSV does', async () => {
    const result = await preview('date,weekday,time of day,category,rating/amount,detail,notes\n1st Dec 2026,Tuesday,am,Mood,5,,\n');
    expect(result.problems).toEqual(['Row 2: “1st Dec 2026 08:00” is in the future: a log is of the past.']);
  });
});

describe('scales on Tend’s 1–10', () => {
  it('keeps both ends of a scale and rounds between them', () => {
    expect([1, 2, 3, 4, 5].map((n) => onTenPointScale(n, 5))).toEqual([1, 3, 6, 8, 10]);
    expect([1, 5, 9].map((n) => onTenPointScale(n, 9))).toEqual([1, 6, 10]);
    expect([0, 6].map((n) => onTenPointScale(n, 5))).toEqual([undefined, undefined]);
  });

  it('gives Daylio’s five moods their place and a renamed mood none', () => {
    expect(['awful', 'bad', 'meh', 'good', 'RAD', 'tired'].map(daylioMood)).toEqual([1, 3, 6, 8, 10, undefined]);
  });

  it('reads a Daylio note as text', () => {
    expect(plainNote('<p>One</p><p>Two &amp; three<br/>four</p>')).toBe('One\nTwo & three\nfour');
  });
});

describe('Loop Habit Tracker', () => {
  it('reads its codes: only 2 is done; a number that is no code is an amount; a fraction is a score', () => {
    expect(['2', '1', '0', '-1', '3', '', '4.5', '0.4321'].map(loopCell)).toEqual([
      { done: true },
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      { amount: 4.5 },
      { score: true },
    ]);
  });

  it('names a cell that is no checkmark (a table that only looks like Loop’s)', async () => {
    const result = await preview('Date,Weight,Unit,\n2024-04-03,72.5,kg,\n');
    expect(result.problems).toEqual(['Row 2: “kg” under Unit is not one of Loop Habit Tracker’s checkmarks (numbers such as 2 for done).']);
  });

  it('refuses Scores.csv once, naming the file to choose instead', async () => {
    const result = await preview('Date,Meditate,Run,\n2024-04-03,0.8123,0.2,\n2024-04-02,0.8011,0.19,\n');
    expect(result).toMatchObject({ entries: 0, problemCount: 1 });
    expect(result.problems[0]).toMatch(/Scores\.csv.*Checkmarks\.csv/);
  });
});

describe('Health Auto Export', () => {
  it('splits a column into name, part and unit', () => {
    expect(metricHeader('Sleep Analysis [Asleep] (hr)')).toEqual({ name: 'Sleep Analysis', part: 'Asleep', unit: 'hr' });
    expect(metricHeader('VO2 Max (ml/(kg·min))')).toEqual({ name: 'VO2 Max', part: undefined, unit: 'ml/(kg·min)' });
    expect(metricHeader('Date')).toBeUndefined();
  });

  it('converts miles, pounds and fluid ounces, and keys by the day so an hour-less date is the same day', async () => {
    const result = await preview(
      'Date,Step Count (count),Walking + Running Distance (mi),Weight & Body Mass (lb),Dietary Water (fl_oz_us)\n2024-03-31 00:00:00,5000,2,160,16\n',
    );
    const bodies = result.sample.map((item) => item.entry);
    expect(bodies).toEqual([
      expect.objectContaining({ calculated_timestamp: '2024-03-31T12:00:00+02:00', measures: { steps: 5000, distance_km: 3.22 } }),
      expect.objectContaining({ measures: { value: 72.57, unit: 'kg' } }),
      expect.objectContaining({ measures: { volume_ml: 473, water_g: 473 } }),
    ]);
    expect(result.sample.map((item) => item.sourceKey)).toEqual([
      'app/health-auto-export/steps/2024-03-31',
      'app/health-auto-export/weight/2024-03-31',
      'app/health-auto-export/water/2024-03-31',
    ]);
  });
});

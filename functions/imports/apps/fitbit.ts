// Fitbit's CSVs as Fitabase writes them for a Fitbit account (docs/IMPORT.md "Other apps' exports"): the day's
// activity (dailyActivity_merged.csv), the nights (sleepDay_merged.csv) and the weight log (weightLogInfo_merged.csv).
// Dates are month first ("4/12/2016", "5/2/2016 11:59:59 PM"); distances are kilometres. A file holds one row per
// person per day: a file of several people (the research data sets) is refused row by row past the first person, so
// nobody imports a stranger's days into their own account.
import type { AppContext, AppFormat, AppResult, AppRow } from './app-format';
import { hasHeaders } from './app-format';
import { instantOf, timeFields } from './app-rows';
import { activityEntry, cellNumber, Days, round, said, valueEntry } from './fitness-rows';

const DAILY = ['Id', 'ActivityDate', 'TotalSteps', 'TotalDistance', 'VeryActiveMinutes', 'FairlyActiveMinutes', 'LightlyActiveMinutes'];
const SLEEP = ['Id', 'SleepDay', 'TotalMinutesAsleep', 'TotalTimeInBed'];
const WEIGHT = ['Id', 'Date', 'WeightKg', 'LogId'];

/** The date part of "4/12/2016 12:00:00 AM". */
const dayOf = (cell: string) => cell.trim().split(/\s+/)[0];

/** Each row's Id must be the first row's: one person's file. */
function onePerson(): (row: AppRow) => { problem: string } | undefined {
  let first: string | undefined;
  return (row) => {
    const id = row.get('Id');
    first ??= id;
    if (id === first) return undefined;
    return {
      problem:
        `Row ${row.row}: this file holds the days of more than one Fitbit user (Id ${first} and Id ${id}): ` +
        `import a file with one person's rows (keep the rows of your own Id).`,
    };
  };
}

export const fitbitDailyActivity: AppFormat = {
  id: 'fitbit-daily-activity',
  name: 'Fitbit daily activity',
  matches: (headers) => hasHeaders(headers, DAILY),
  open: (_headers, context) => {
    const check = onePerson();
    const days = new Days();
    return {
      row(row): AppResult[] {
        const other = check(row) ?? days.once(dayOf(row.get('ActivityDate')), row.row, `The day ${row.get('ActivityDate')}`);
        if (other) return [other];
        const steps = cellNumber(row.get('TotalSteps'));
        const distance = cellNumber(row.get('TotalDistance'));
        const [very, fairly, lightly] = ['VeryActiveMinutes', 'FairlyActiveMinutes', 'LightlyActiveMinutes'].map(
          (h) => cellNumber(row.get(h)) ?? 0,
        );
        // A day with no step, no distance and no active minute is a day the tracker was not worn.
        if (!steps && !distance && very + fairly + lightly === 0) return [];
        const at = instantOf(row.row, dayOf(row.get('ActivityDate')), undefined, context, 'MDY');
        if (typeof at !== 'number') return [at];
        const active = very + fairly;
        const calories = cellNumber(row.get('Calories'));
        const notes = [
          `Very active ${said(very)} min, fairly active ${said(fairly)} min, lightly active ${said(lightly)} min`,
          row.get('SedentaryMinutes') ? `sedentary ${said(cellNumber(row.get('SedentaryMinutes')) ?? 0)} min` : '',
          calories !== undefined ? `${said(calories)} kcal burned` : '',
        ].filter(Boolean);
        return [
          activityEntry(at, context, `day/${row.get('Id')}/${dayOf(row.get('ActivityDate'))}`, {
            details: `Fitbit day: ${[
              steps !== undefined ? `${said(steps)} steps` : '',
              distance ? `${said(round(distance))} km` : '',
              `${said(active)} active minutes`,
            ]
              .filter(Boolean)
              .join(', ')}`,
            measures: {
              steps: steps === undefined ? undefined : Math.round(steps),
              distance_km: distance ? round(distance, 3) : undefined,
              duration_min: active || undefined,
            },
            notes: `${notes.join('; ')} (Fitbit).`,
            subject: 'walking',
          }),
        ];
      },
    };
  },
};

export const fitbitSleep: AppFormat = {
  id: 'fitbit-sleep',
  name: 'Fitbit sleep log',
  matches: (headers) => hasHeaders(headers, SLEEP),
  open: (_headers, context: AppContext) => {
    const check = onePerson();
    const days = new Days();
    return {
      row(row): AppResult[] {
        const other = check(row) ?? days.once(dayOf(row.get('SleepDay')), row.row, `The night of ${dayOf(row.get('SleepDay'))}`);
        if (other) return [other];
        const asleep = cellNumber(row.get('TotalMinutesAsleep'));
        if (!asleep) return [];
        // A night is named by the day it ended on, with no times in the file: it is put at 07:00 that day.
        const at = instantOf(row.row, dayOf(row.get('SleepDay')), '07:00', context, 'MDY');
        if (typeof at !== 'number') return [at];
        const inBed = cellNumber(row.get('TotalTimeInBed'));
        const records = cellNumber(row.get('TotalSleepRecords'));
        return [
          {
            collection: 'sleep',
            key: `night/${row.get('Id')}/${dayOf(row.get('SleepDay'))}`,
            entry: {
              ...timeFields(at, context),
              details: `Slept ${said(asleep)} min (Fitbit)`,
              measures: { duration_min: Math.min(asleep, 1440) },
              notes:
                [inBed !== undefined ? `${said(inBed)} min in bed` : '', records && records > 1 ? `${records} sleeps that day` : '']
                  .filter(Boolean)
                  .join(', ') || null,
            },
          },
        ];
      },
    };
  },
};

export const fitbitWeight: AppFormat = {
  id: 'fitbit-weight',
  name: 'Fitbit weight log',
  matches: (headers) => hasHeaders(headers, WEIGHT),
  open: (_headers, context) => {
    const check = onePerson();
    const logs = new Days();
    return {
      row(row): AppResult[] {
        const log = row.get('LogId') || row.get('Date');
        const other = check(row) ?? logs.once(log, row.row, `The weight log ${log}`);
        if (other) return [other];
        const at = instantOf(row.row, row.get('Date'), undefined, context, 'MDY');
        if (typeof at !== 'number') return [at];
        const key = `weight/${row.get('Id')}/${log}`;
        const results: AppResult[] = [];
        const kg = cellNumber(row.get('WeightKg'));
        const pounds = cellNumber(row.get('WeightPounds'));
        if (kg !== undefined) results.push(valueEntry(at, context, key, 'Weight', round(kg), 'kg', 'Fitbit'));
        else if (pounds !== undefined) results.push(valueEntry(at, context, key, 'Weight', pounds, 'lb', 'Fitbit'));
        const fat = cellNumber(row.get('Fat'));
        if (fat) results.push(valueEntry(at, context, `${key}/fat`, 'Body fat', fat, '%', 'Fitbit'));
        const bmi = cellNumber(row.get('BMI'));
        if (bmi) results.push(valueEntry(at, context, `${key}/bmi`, 'BMI', round(bmi), 'kg/m²', 'Fitbit'));
        return results;
      },
    };
  },
};

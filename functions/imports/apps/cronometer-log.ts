// Cronometer's other two exports (docs/IMPORT.md "Other apps' exports"): biometrics.csv (Day, Time, Group, Metric,
// Unit, Amount: weight, body fat, blood pressure "120/80", heart rate, from the person or a synced device named after
// the metric, "Weight (Garmin)") as related-data values in canonical units, and exercises.csv (Day, Time, Group,
// Exercise, Minutes, Calories Burned, the calories negative in newer exports) as activities. An exercise of no
// minutes is a tracker's calorie adjustment ("Active Energy Balance (Apple Health)"), not an activity: no entry.
import type { AppFormat, AppResult } from './app-format';
import { hasHeaders } from './app-format';
import { instantOf } from './app-rows';
import { activityEntry, cellNumber, cleanName, Keys, pressureEntry, said, valueEntry } from './fitness-rows';

/** "Weight (Garmin)" → name "Weight", source "Cronometer, from Garmin". */
function metricOf(text: string): { name: string; source: string } {
  const match = /^(.*?)\s*\(([^)]+)\)$/.exec(cleanName(text, 100));
  return match ? { name: match[1], source: `Cronometer, from ${match[2]}` } : { name: cleanName(text, 100), source: 'Cronometer' };
}

export const cronometerBiometrics: AppFormat = {
  id: 'cronometer-biometrics',
  name: 'Cronometer biometrics',
  matches: (headers) => hasHeaders(headers, ['Day', 'Metric', 'Unit', 'Amount']),
  open: (_headers, context) => {
    const keys = new Keys();
    return {
      row(row): AppResult[] {
        const [day, time, amount, unit] = [row.get('Day'), row.get('Time'), row.get('Amount'), row.get('Unit')];
        const metric = metricOf(row.get('Metric'));
        if (!metric.name || !amount) return [];
        const at = instantOf(row.row, day, time, context, 'YMD');
        if (typeof at !== 'number') return [at];
        const key = keys.of(`biometric/${day}/${time}/${row.get('Metric')}`);
        const pressure = /^(\d{2,3})\s*\/\s*(\d{2,3})$/.exec(amount);
        if (pressure) return [pressureEntry(at, context, key, Number(pressure[1]), Number(pressure[2]), metric.source)];
        const value = cellNumber(amount);
        if (value === undefined) return [{ problem: `Row ${row.row}: “${amount}” is not a number for ${metric.name}.` }];
        return [valueEntry(at, context, key, metric.name, value, unit, metric.source)];
      },
    };
  },
};

export const cronometerExercises: AppFormat = {
  id: 'cronometer-exercises',
  name: 'Cronometer exercises',
  matches: (headers) => hasHeaders(headers, ['Day', 'Exercise', 'Minutes', 'Calories Burned']),
  open: (_headers, context) => {
    const keys = new Keys();
    return {
      row(row): AppResult[] {
        const [day, time] = [row.get('Day'), row.get('Time')];
        const exercise = cleanName(row.get('Exercise'));
        const minutes = cellNumber(row.get('Minutes'));
        if (!exercise || !minutes || minutes <= 0) return [];
        const at = instantOf(row.row, day, time, context, 'YMD');
        if (typeof at !== 'number') return [at];
        const calories = cellNumber(row.get('Calories Burned'));
        const { name, source } = metricOf(exercise);
        return [
          activityEntry(at, context, keys.of(`exercise/${day}/${time}/${exercise}`), {
            details: `${exercise}: ${said(Math.round(minutes))} min`,
            measures: { duration_min: Math.min(Math.round(minutes * 10) / 10, 1440) },
            notes: `${calories ? `${said(Math.round(Math.abs(calories)))} kcal burned; ` : ''}${source}.`,
            subject: name,
          }),
        ];
      },
    };
  },
};

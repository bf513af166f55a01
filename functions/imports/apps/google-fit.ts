// Google Fit's daily metrics from Google Takeout (docs/IMPORT.md "Other apps' exports"): "Daily activity
// metrics.csv" (older Takeouts: "Daily Summaries.csv"), one row a day with the units in the headers: `Step count`,
// `Distance (m)`, `Move Minutes count`, `Calories (kcal)`, `Heart Points`, heart rate and weight averages, and
// durations in milliseconds. A day becomes one activity with its steps, distance and move minutes; the day's average
// weight a related-data value in kg. A day with nothing measured (a row of empty cells) is no entry.
import type { AppFormat, AppResult } from './app-format';
import { hasHeaders } from './app-format';
import { instantOf } from './app-rows';
import { activityEntry, cellNumber, Days, round, said, valueEntry } from './fitness-rows';

export const googleFitDaily: AppFormat = {
  id: 'google-fit-daily',
  name: 'Google Fit daily metrics',
  matches: (headers) =>
    hasHeaders(headers, ['Date', 'Step count']) && (headers.includes('Move Minutes count') || headers.includes('Heart Points')),
  open: (_headers, context) => {
    const days = new Days();
    return {
      row(row): AppResult[] {
        const date = row.get('Date');
        const steps = cellNumber(row.get('Step count'));
        const metres = cellNumber(row.get('Distance (m)'));
        const move = cellNumber(row.get('Move Minutes count'));
        const weight = cellNumber(row.get('Average weight (kg)'));
        if (!steps && !metres && !move && weight === undefined) return [];
        const at = instantOf(row.row, date, undefined, context, 'YMD');
        if (typeof at !== 'number') return [at];
        const twice = days.once(date, row.row, `The day ${date}`);
        if (twice) return [twice];
        const results: AppResult[] = [];
        if (steps || metres || move) {
          const km = metres ? round(metres / 1000, 3) : undefined;
          const extra = [
            ['Heart Points', 'heart points'],
            ['Heart Minutes', 'heart minutes'],
            ['Calories (kcal)', 'kcal burned'],
            ['Average heart rate (bpm)', 'bpm on average'],
          ]
            .map(([header, words]) => [cellNumber(row.get(header)), words] as const)
            .filter(([value]) => value !== undefined)
            .map(([value, words]) => `${said(round(value!, 1))} ${words}`);
          results.push(
            activityEntry(at, context, `day/${date}`, {
              details: `Google Fit day: ${[
                steps ? `${said(steps)} steps` : '',
                km ? `${said(round(km))} km` : '',
                move ? `${said(move)} move minutes` : '',
              ]
                .filter(Boolean)
                .join(', ')}`,
              measures: {
                steps: steps ? Math.round(steps) : undefined,
                distance_km: km,
                duration_min: move ? Math.min(move, 1440) : undefined,
              },
              ...(extra.length > 0 ? { notes: `${extra.join(', ')} (Google Fit).` } : {}),
              subject: 'walking',
            }),
          );
        }
        if (weight !== undefined) results.push(valueEntry(at, context, `weight/${date}`, 'Weight', round(weight), 'kg', 'Google Fit'));
        return results;
      },
    };
  },
};

// Garmin Connect's activity list ("Export CSV" on connect.garmin.com/modern/activities: Activities.csv), in the
// language of the person's account (docs/IMPORT.md "Other apps' exports"). One row per activity: its type, local
// start ("2026-08-10 10:52:21"), title, distance, calories and time ("00:35:20"); "--" where a value was not measured.
// The headers name no unit: distance is in the account's units, kilometres or miles (the person's zone decides, as the
// app shows units; a header "Distance (km)" or "(mi)" wins), and a swim's distance is metres (yards in miles).
import type { AppFormat, AppResult } from './app-format';
import { instantOf } from './app-rows';
import { activityEntry, cellNumber, cleanName, Keys, minutesOf, round, said, usesImperial } from './fitness-rows';
import { KM_PER_MILE } from '../../../shared/measures';
import { GARMIN_LANGUAGES, type GarminColumns } from './garmin-headers';

const SWIM = /swim|schwimm|natation|nataci|nuoto|zwem|svøm|svöm|simning|svømning/i;

const pick = (headers: readonly string[], names: readonly string[]) => names.find((name) => headers.includes(name));

function languageOf(headers: readonly string[]): GarminColumns | undefined {
  return GARMIN_LANGUAGES.find((l) => headers[0] === l.type[0] && pick(headers, l.date) && pick(headers, l.time) && pick(headers, l.title));
}

/** A whole number as Garmin writes it ("2,336", "1.540", "412"). */
const wholeOf = (cell: string) => (/^\d{1,3}([.,]\d{3})+$/.test(cell.trim()) ? Number(cell.trim().replace(/[.,]/g, '')) : cellNumber(cell));

export const garminActivities: AppFormat = {
  id: 'garmin-activities',
  name: 'Garmin Connect activities',
  matches: (headers) => languageOf(headers) !== undefined,
  open: (headers, context) => {
    const language = languageOf(headers)!;
    const column = (names: readonly string[]) => pick(headers, names) ?? names[0];
    const distanceHeader =
      pick(headers, language.distance) ??
      headers.find((h) => /^(distance|distanz|afstand|distancia|distans|distanse|distanza) \((km|mi)\)$/i.test(h));
    const named = distanceHeader && /\((km|mi)\)$/i.exec(distanceHeader)?.[1].toLowerCase();
    const miles = named ? named === 'mi' : usesImperial(context.zone);
    const keys = new Keys();
    return {
      row(row): AppResult[] {
        const date = row.get(column(language.date));
        const at = instantOf(row.row, date, undefined, context, 'YMD');
        if (typeof at !== 'number') return [at];
        const type = cleanName(row.get(column(language.type)), 100);
        const title = cleanName(row.get(column(language.title)));
        const swim = SWIM.test(type);
        const raw = distanceHeader ? row.get(distanceHeader) : '';
        const distance = swim ? wholeOf(raw) : cellNumber(raw);
        const km = !distance ? undefined : swim ? (distance * (miles ? 0.9144 : 1)) / 1000 : distance * (miles ? KM_PER_MILE : 1);
        const minutes = minutesOf(row.get(column(language.time)));
        const calories = wholeOf(row.get(column(language.calories)));
        const heartRate = cellNumber(row.get(column(language.heartRate)));
        const notes = [calories ? `${said(calories)} kcal` : '', heartRate ? `average heart rate ${said(heartRate)} bpm` : ''].filter(
          Boolean,
        );
        const name = title && title !== type ? `${title} (${type || 'activity'})` : title || type || 'Activity';
        return [
          activityEntry(at, context, keys.of(`activity/${date}/${type}`), {
            details: `${name}${km ? `: ${said(round(km))} km` : ''}${minutes ? ` in ${said(Math.round(minutes))} min` : ''} (Garmin)`,
            measures: {
              distance_km: km ? Math.min(round(km, 3), 1000) : undefined,
              duration_min: minutes ? Math.min(minutes, 1440) : undefined,
            },
            ...(notes.length > 0 ? { notes: `${notes.join(', ')} (Garmin Connect).` } : {}),
            subject: type || undefined,
          }),
        ];
      },
    };
  },
};

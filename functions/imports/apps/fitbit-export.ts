// Fitbit's own "Export Your Account Data" CSV from the fitbit.com dashboard (docs/IMPORT.md "Other apps' exports"),
// the file Garmin Connect's "Import Data from Fitbit" also takes: sections, each a title row ("Body", "Foods",
// "Activities", "Sleep", "Food Log 20190105") then its header and rows, values quoted with thousands separators
// ("13,666"). Body → weight, BMI and body fat; Activities → the day's activity; Sleep → a night with its bed and wake
// times; Foods ("Calories In") → the day's energy intake as related data. The dashboard exports a month at most, so
// the rows are held until the end, where the file's date order (day or month first: the dates that read one way
// decide, else the zone's usual order) is known. The file names no unit either: the zone decides, as for Garmin.
import type { DateOrder } from '../../../shared/account-rules';
import { ordersOf } from '../csv/csv-dates';
import type { AppContext, AppFormat, AppResult } from './app-format';
import { instantOf, timeFields } from './app-rows';
import { activityEntry, cellNumber, Days, round, said, usesImperial, valueEntry } from './fitness-rows';
import { KM_PER_MILE } from '../../../shared/measures';

const SECTIONS = ['Body', 'Foods', 'Activities', 'Sleep'];
/** Rows held for the end: years of a dashboard export, which gives a month at a time. */
export const FITBIT_EXPORT_ROWS = 20_000;

interface Held {
  row: number;
  section: string;
  get: (header: string) => string;
}

const isTitle = (cells: readonly string[]) =>
  cells.slice(1).every((c) => c.trim() === '') && /^(Body|Foods|Activities|Sleep|Food Log\b.*)$/.test(cells[0]?.trim() ?? '');
const dateOf = (held: Held) => (held.get('Date') || held.get('Start Time')).trim().split(/\s+/)[0] ?? '';
const timeOf = (cell: string) => cell.trim().split(/\s+/).slice(1).join(' ');
const clockOf = (ms: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(ms);

/** The one order the unambiguous dates agree on, the zone's usual one when every date reads both ways, or a problem. */
function orderOf(held: readonly Held[], zone: string): DateOrder | { problem: string } {
  const seen = new Set(held.flatMap((h) => ordersOf(dateOf(h))).filter((o) => o !== 'YMD'));
  const sure = new Set(
    held
      .map((h) => ordersOf(dateOf(h)))
      .filter((o) => o.length === 1 && o[0] !== 'YMD')
      .map((o) => o[0]),
  );
  if (sure.size > 1) return { problem: 'The dates of this Fitbit file read both day first and month first: export it again from Fitbit.' };
  if (sure.size === 1) return [...sure][0];
  return seen.size === 0 ? 'YMD' : usesImperial(zone) ? 'MDY' : 'DMY';
}

function entriesOf(held: Held, order: DateOrder, context: AppContext, imperial: boolean, days: Days): AppResult[] {
  const date = dateOf(held);
  const twice = days.once(`${held.section}/${date}/${timeOf(held.get('Start Time'))}`, held.row, `${held.section} of ${date}`);
  if (twice) return [twice];
  const time = held.section === 'Sleep' ? timeOf(held.get('Start Time')) : undefined;
  const at = instantOf(held.row, date, time || undefined, context, order);
  if (typeof at !== 'number') return [at];
  const key = `${held.section.toLowerCase()}/${date}${time ? `/${time}` : ''}`;
  const number = (header: string) => cellNumber(held.get(header));
  if (held.section === 'Body') {
    const results: AppResult[] = [];
    const weight = number('Weight');
    if (weight) results.push(valueEntry(at, context, `${key}/weight`, 'Weight', weight, imperial ? 'lb' : 'kg', 'Fitbit'));
    if (number('BMI')) results.push(valueEntry(at, context, `${key}/bmi`, 'BMI', round(number('BMI')!), 'kg/m²', 'Fitbit'));
    if (number('Fat')) results.push(valueEntry(at, context, `${key}/fat`, 'Body fat', number('Fat')!, '%', 'Fitbit'));
    return results;
  }
  if (held.section === 'Foods') {
    const kcal = number('Calories In');
    return kcal ? [valueEntry(at, context, key, 'Energy intake', Math.round(kcal), 'kcal', 'Fitbit')] : [];
  }
  if (held.section === 'Activities') {
    const steps = number('Steps');
    const distance = number('Distance');
    const active = (number('Minutes Fairly Active') ?? 0) + (number('Minutes Very Active') ?? 0);
    if (!steps && !distance && !active) return [];
    const km = distance ? round(distance * (imperial ? KM_PER_MILE : 1), 3) : undefined;
    const burned = number('Calories Burned');
    return [
      activityEntry(at, context, key, {
        details: `Fitbit day: ${[steps ? `${said(steps)} steps` : '', km ? `${said(round(km))} km` : '', `${said(active)} active minutes`].filter(Boolean).join(', ')}`,
        measures: { steps: steps ? Math.round(steps) : undefined, distance_km: km, duration_min: active || undefined },
        notes: `Lightly active ${said(number('Minutes Lightly Active') ?? 0)} min, sedentary ${said(number('Minutes Sedentary') ?? 0)} min${burned ? `; ${said(burned)} kcal burned` : ''} (Fitbit).`,
        subject: 'walking',
      }),
    ];
  }
  const asleep = number('Minutes Asleep');
  if (!asleep) return [];
  const ended = held.get('End Time');
  const end = instantOf(held.row, ended.split(/\s+/)[0], timeOf(ended) || undefined, context, order);
  const stages = ['REM', 'Light', 'Deep']
    .map((stage) => [stage, number(`Minutes ${stage} Sleep`)] as const)
    .filter(([, minutes]) => minutes);
  return [
    {
      collection: 'sleep',
      key,
      entry: {
        ...timeFields(at, context),
        details: `Slept ${said(asleep)} min (Fitbit)`,
        measures: {
          duration_min: Math.min(asleep, 1440),
          bedtime: clockOf(at, context.zone),
          ...(typeof end === 'number' ? { wake_time: clockOf(end, context.zone) } : {}),
          ...(number('Number of Awakenings') !== undefined ? { awakenings: Math.min(number('Number of Awakenings')!, 50) } : {}),
        },
        notes: [
          number('Time in Bed') ? `${said(number('Time in Bed')!)} min in bed` : '',
          ...stages.map(([stage, minutes]) => `${stage.toLowerCase()} ${said(minutes!)} min`),
        ]
          .filter(Boolean)
          .join(', '),
      },
    },
  ];
}

export const fitbitAccountExport: AppFormat = {
  id: 'fitbit-export',
  name: 'Fitbit data export',
  matches: (headers) => isTitle(headers) && SECTIONS.includes(headers[0].trim()),
  open: (headers, context) => {
    let section: string | undefined = headers[0].trim();
    let columns: string[] | undefined;
    const held: Held[] = [];
    let dropped = 0;
    return {
      row(row): AppResult[] {
        if (isTitle(row.cells)) {
          section = SECTIONS.includes(row.cells[0].trim()) ? row.cells[0].trim() : undefined;
          columns = undefined;
          return [];
        }
        if (!section) return [];
        if (!columns) {
          columns = row.cells.map((c) => c.trim());
          return [];
        }
        if (held.length >= FITBIT_EXPORT_ROWS) {
          dropped += 1;
          return [];
        }
        const index = new Map(columns.map((h, i) => [h, i] as const));
        const cells = [...row.cells];
        held.push({ row: row.row, section, get: (header) => (cells[index.get(header) ?? -1] ?? '').trim() });
        return [];
      },
      end(): AppResult[] {
        if (dropped > 0)
          return [
            {
              problem: `This Fitbit file has more than ${FITBIT_EXPORT_ROWS.toLocaleString('en-US')} rows, more than an import holds: split it.`,
            },
          ];
        const order = orderOf(held, context.zone);
        if (typeof order !== 'string') return [order];
        const imperial = usesImperial(context.zone);
        const days = new Days();
        return held.flatMap((h) => entriesOf(h, order, context, imperial, days));
      },
    };
  },
};

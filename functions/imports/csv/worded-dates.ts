// Dates written in words or as numbers (docs/IMPORT.md "CSV", issue 25): "22nd Sep 2020", "Sep 22, 2020",
// "22 September 2020 10:00 pm", "22. März 2020", "22 de septiembre de 2020", Unix seconds or milliseconds, and Excel's
// serial days. Month and weekday names come from Intl for the major European languages, so no table is kept by hand.
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'da', 'sv', 'nb', 'pt', 'pl', 'fi'] as const;

/** Lower case, accents kept, a final dot dropped ("janv." → "janv"). */
const wordKey = (word: string) => word.toLowerCase().replace(/\.$/, '');
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

function namesOf(kind: 'month' | 'weekday'): Map<string, number> {
  const found = new Map<string, number>();
  const clash = new Set<string>();
  const add = (name: string, index: number) => {
    // Some languages write a month as a number in a date ("3." in Finnish): only words are names.
    if (!/\p{L}/u.test(name)) return;
    for (const key of new Set([wordKey(name), plain(wordKey(name))])) {
      if (found.has(key) && found.get(key) !== index) clash.add(key);
      else found.set(key, index);
    }
  };
  for (const locale of LOCALES) {
    for (let index = 0; index < (kind === 'month' ? 12 : 7); index++) {
      // 2020-01-06 is a Monday: weekday 0 is Monday.
      const date = kind === 'month' ? new Date(Date.UTC(2020, index, 15)) : new Date(Date.UTC(2020, 0, 6 + index));
      for (const style of ['long', 'short'] as const) {
        add(new Intl.DateTimeFormat(locale, { [kind]: style, timeZone: 'UTC' }).format(date), index);
        // In a date some languages decline the month ("22 września"): take it from a formatted date too.
        const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', [kind]: style, timeZone: 'UTC' }).formatToParts(date);
        const part = parts.find((p) => p.type === kind);
        if (part) add(part.value, index);
      }
    }
  }
  if (kind === 'month') add('sept', 8);
  for (const key of clash) found.delete(key);
  return found;
}

const MONTHS = namesOf('month');
const WEEKDAYS = namesOf('weekday');
/** Words between a date's parts: "22nd of September", "22 de septiembre de 2020". */
const FILLERS = new Set(['of', 'de', 'del', 'the', 'den', 'le']);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD` and the rest of the text (a time, if any) of a date with its month in words; undefined when the text
 * is not one (no month word, no day, no four-digit year, or a day the month does not have).
 */
export function wordedDate(text: string): { iso: string; rest: string } | undefined {
  const tokens = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  let [month, day, year] = [-1, -1, -1];
  let used = 0;
  for (const token of tokens) {
    const key = wordKey(token);
    const number = /^(\d{1,2})(?:st|nd|rd|th|\.)?$/i.exec(token);
    if (MONTHS.has(key) || MONTHS.has(plain(key))) {
      if (month >= 0) return undefined;
      month = MONTHS.get(key) ?? MONTHS.get(plain(key))!;
    } else if (/^\d{4}$/.test(token) && year < 0) year = Number(token);
    else if (number && day < 0 && !/^\d{1,2}:/.test(token)) day = Number(number[1]);
    else if (WEEKDAYS.has(key) || WEEKDAYS.has(plain(key)) || FILLERS.has(key)) {
      // a weekday or a filler word says nothing the date does not
    } else break;
    used++;
  }
  if (month < 0 || day < 1 || year < 0) return undefined;
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) return undefined;
  return { iso: `${year}-${pad(month + 1)}-${pad(day)}`, rest: tokens.slice(used).join(' ') };
}

/** Excel's day 0 is 1899-12-30 (its serials count the 1900 leap day that was not, so this origin fits 1900-03-01 on). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Serials from 1954 to 2119: a five-digit number in a date column outside these is not a date. */
const EXCEL_RANGE = [20_000, 80_000] as const;

/**
 * A number in a date column: Unix seconds (9–10 digits) or milliseconds (12–13 digits), an instant; or Excel serial
 * days (five digits, a fraction for the time), a wall clock in the person's zone (`wall` is that wall time as UTC).
 */
export function numericDate(text: string): { instant: number } | { wall: number; hasTime: boolean } | undefined {
  const cell = text.trim();
  if (/^\d{9,10}(\.\d+)?$/.test(cell)) return { instant: Math.round(Number(cell) * 1000) };
  if (/^\d{12,13}$/.test(cell)) return { instant: Number(cell) };
  if (/^\d{5}(\.\d+)?$/.test(cell)) {
    const days = Number(cell);
    if (days < EXCEL_RANGE[0] || days >= EXCEL_RANGE[1]) return undefined;
    return { wall: EXCEL_EPOCH_MS + Math.round(days * 86_400) * 1000, hasTime: !Number.isInteger(days) };
  }
  return undefined;
}

// Loop Habit Tracker's Checkmarks.csv (the one at the top of its export zip; docs/IMPORT.md "Other apps' exports"):
// `Date`, then one column per habit, every line ending in a comma (so the last header is empty). A habit ticked that
// day becomes a "done" entry of that habit; Loop's other codes (not done, no record, its own fill-in, skipped) write
// nothing, and a number that is none of them is a numerical habit's amount.
import type { AppContext, AppFormat, AppResult, AppRow } from './app-format';
import { relatedEntry } from './app-entries';
import { instantOf } from './app-rows';
import { numberOf } from './app-rows';

/** Loop's codes for a yes/no habit's day (its Entry class). */
export const LOOP_CODES = { done: 2, autoFilled: 1, notDone: 0, unknown: -1, skipped: 3 } as const;
const CODES = new Set<number>(Object.values(LOOP_CODES));

/** A header row of Loop's Checkmarks.csv (or its Scores.csv, which has the same header: refused by its values). */
export const isLoopCheckmarks = (headers: readonly string[]) =>
  headers.length >= 3 && headers[0] === 'Date' && headers[headers.length - 1] === '' && headers.slice(1, -1).every(Boolean);

/** What a cell of a habit's day is: done, a numerical habit's amount, a habit strength (Scores.csv) or nothing. */
export function loopCell(cell: string): { done: true } | { amount: number } | { score: true } | undefined {
  const value = numberOf(cell);
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) && value > 0 && value < 1) return { score: true };
  if (CODES.has(value)) return value === LOOP_CODES.done ? { done: true } : undefined;
  return { amount: value };
}

export const loopHabits: AppFormat = {
  id: 'loop-habits',
  name: 'Loop Habit Tracker',
  matches: isLoopCheckmarks,
  open(headers, context) {
    const habits = headers.slice(1, -1);
    let scoresSaid = false;
    return {
      row(row) {
        const results = readRow(row, habits, context);
        if (!results.some((result) => 'problem' in result && result.problem === SCORES)) return results;
        if (scoresSaid) return [];
        scoresSaid = true;
        return [{ problem: SCORES }];
      },
    };
  },
};

const SCORES =
  'This is Loop’s Scores.csv (how strong each habit is, not what was done): import the Checkmarks.csv beside it in the same export instead.';

function readRow(row: AppRow, habits: readonly string[], context: AppContext): AppResult[] {
  const date = row.get('Date');
  if (!date) return [];
  const text = habits.find((habit) => row.get(habit) && numberOf(row.get(habit)) === undefined);
  if (text !== undefined)
    return [
      {
        problem: `Row ${row.row}: “${row.get(text)}” under ${text} is not one of Loop Habit Tracker’s checkmarks (numbers such as 2 for done).`,
      },
    ];
  const cells = habits.map((habit) => ({ habit, cell: loopCell(row.get(habit)) }));
  if (cells.every(({ cell }) => !cell)) return [];
  if (cells.some(({ cell }) => cell && 'score' in cell)) return [{ problem: SCORES }];
  const at = instantOf(row.row, date, undefined, context);
  if (typeof at !== 'number') return [at];
  return cells.flatMap(({ habit, cell }) => {
    if (!cell || 'score' in cell) return [];
    const base = { name: habit, type: 'habit', subjects: [habit] };
    if ('done' in cell) return [relatedEntry(`${habit}/${date}`, at, context, { ...base, text: `${habit}: done` })];
    return [relatedEntry(`${habit}/${date}`, at, context, { ...base, text: `${habit}: ${cell.amount}`, measures: { value: cell.amount } })];
  });
}

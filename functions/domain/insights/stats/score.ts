// The health score: 0–100, the mean of the parts that have data (sleep, activity, mood, stress, logging regularity).
import { jStat } from './jstat-on-use';
import { daysFrom } from './days';
import { readSeries, type DailySeries } from './series';
import { formatDuration } from '../../../../shared/measures';

/** Nights from 7 to 9 hours get full marks; each hour shorter or longer costs a third, down to 0 at 4 h and 12 h. */
export const SLEEP_FULL_MARKS_HOURS = [7, 9] as const;
export const SLEEP_ZERO_AFTER_HOURS = 3;
/** Activity minutes a week that get full marks (the WHO's 150 moderate minutes; logged activity counts as moderate). */
export const ACTIVITY_MINUTES_A_WEEK = 150;

export type ScoreInput = {
  /** The period scored, both days included. */
  from: string;
  to: string;
  /** Hours asleep, one value per night (on the day one wakes up). */
  sleepHours?: DailySeries;
  /** Minutes of physical activity per day. */
  activityMinutes?: DailySeries;
  /** 1 (worst) to 10 (best). */
  mood?: DailySeries;
  /** 1 (calm) to 10 (most stressed). */
  stress?: DailySeries;
  /** Days with any entry at all; the days of the series above count too. */
  loggedDays?: readonly string[];
};
export type ScorePartName = 'sleep' | 'activity' | 'mood' | 'stress' | 'regularity';
export type ScorePart = { part: ScorePartName; value: number; days: number; explanation: string };
/** `score` is null when no part has data; `missing` names the parts left out. */
export type HealthScore = { score: number | null; parts: ScorePart[]; missing: ScorePartName[] };

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const dayWord = (count: number, word = 'day') => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "6 h 40 min", "7 h": the app's one duration format. */
const hoursAndMinutes = (hours: number) => formatDuration(hours * 60);

function nightMarks(hours: number): number {
  const [low, high] = SLEEP_FULL_MARKS_HOURS;
  if (hours < low) return clamp((100 * (hours - (low - SLEEP_ZERO_AFTER_HOURS))) / SLEEP_ZERO_AFTER_HOURS);
  if (hours > high) return clamp((100 * (high + SLEEP_ZERO_AFTER_HOURS - hours)) / SLEEP_ZERO_AFTER_HOURS);
  return 100;
}

function inPeriod(series: DailySeries | undefined, period: Set<string>, range?: [number, number]): number[] {
  const values = [...readSeries(series ?? []).entries()].filter(([day]) => period.has(day)).map(([, value]) => value);
  if (range && values.some((value) => value < range[0] || value > range[1])) throw new RangeError(`Values must be ${range[0]}–${range[1]}`);
  return values;
}

function sleepPart(nights: number[]): ScorePart {
  const value = jStat().mean(nights.map(nightMarks));
  const average = hoursAndMinutes(jStat().mean(nights));
  const explanation = `Average night ${average} over ${dayWord(nights.length, 'night')}; 7 to 9 hours is full marks.`;
  return { part: 'sleep', value, days: nights.length, explanation };
}

function activityPart(minutes: number[]): ScorePart {
  const weekly = jStat().mean(minutes) * 7;
  const explanation = `About ${Math.round(weekly)} active minutes a week (from ${dayWord(minutes.length)} logged); ${ACTIVITY_MINUTES_A_WEEK} is full marks.`;
  return { part: 'activity', value: clamp((100 * weekly) / ACTIVITY_MINUTES_A_WEEK), days: minutes.length, explanation };
}

function scalePart(part: 'mood' | 'stress', values: number[]): ScorePart {
  const average = jStat().mean(values);
  const value = part === 'mood' ? (100 * (average - 1)) / 9 : (100 * (10 - average)) / 9;
  const better = part === 'mood' ? 'higher is better' : 'lower is better';
  return {
    part,
    value,
    days: values.length,
    explanation: `Average ${part} ${average.toFixed(1)} of 10 over ${dayWord(values.length)}; ${better}.`,
  };
}

function regularityPart(logged: number, periodDays: number): ScorePart {
  const explanation = `Something logged on ${logged} of ${dayWord(periodDays)}.`;
  return { part: 'regularity', value: (100 * logged) / periodDays, days: logged, explanation };
}

/**
 * The score over the period: each part with data gets 0–100 and a one-line explanation; parts without data are left
 * out (not counted as 0) and the score is the mean of the parts present, rounded. Part values are rounded too.
 */
export function healthScore(input: ScoreInput): HealthScore {
  const periodDays = daysFrom(input.from, input.to);
  if (!periodDays.length) throw new RangeError(`Empty period: ${input.from} to ${input.to}`);
  const period = new Set(periodDays);
  const nights = inPeriod(input.sleepHours, period, [0, 24]);
  const active = inPeriod(input.activityMinutes, period, [0, 24 * 60]);
  const mood = inPeriod(input.mood, period, [1, 10]);
  const stress = inPeriod(input.stress, period, [1, 10]);
  const logged = new Set((input.loggedDays ?? []).filter((day) => period.has(day)));
  for (const series of [input.sleepHours, input.activityMinutes, input.mood, input.stress]) {
    for (const day of readSeries(series ?? []).keys()) if (period.has(day)) logged.add(day);
  }
  const candidates: [ScorePartName, () => ScorePart | undefined][] = [
    ['sleep', () => (nights.length ? sleepPart(nights) : undefined)],
    ['activity', () => (active.length ? activityPart(active) : undefined)],
    ['mood', () => (mood.length ? scalePart('mood', mood) : undefined)],
    ['stress', () => (stress.length ? scalePart('stress', stress) : undefined)],
    ['regularity', () => (logged.size ? regularityPart(logged.size, periodDays.length) : undefined)],
  ];
  const parts: ScorePart[] = [];
  const missing: ScorePartName[] = [];
  for (const [name, make] of candidates) {
    const part = make();
    if (part) parts.push({ ...part, value: Math.round(part.value) });
    else missing.push(name);
  }
  const score = parts.length ? Math.round(jStat().mean(parts.map((part) => part.value))) : null;
  return { score, parts, missing };
}

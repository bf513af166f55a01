// Sleep's measures from words: how long, from when to when, how often awake, how well (docs/AI-LOCAL.md).
import type { Measures } from '../../../../shared/measures';
import { findDurations, NUMBER_WORDS } from './durations';

const CLOCK = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?';
const RANGE = new RegExp(`\\bfrom\\s+${CLOCK}\\s*(?:to|until|till|-|–)\\s*${CLOCK}`, 'i');
const BEDTIME = new RegExp(
  `\\b(?:went to bed|to bed|in bed|bed|fell asleep|asleep|bedtime|lights out)\\s*(?:at|by|around|about|:)?\\s*${CLOCK}(?!\\s*(?:hours?|h\\b|min))`,
  'i',
);
const WAKE = new RegExp(`\\b(?:woke up|woke|wake up|got up|up)\\s*(?:at|by|around|about|:)\\s*${CLOCK}`, 'i');
const AWAKENINGS =
  /\bwoke(?:\s+up)?\s+(once|twice|thrice|\d{1,2}\s*times|(?:two|three|four|five|six|seven|eight|nine|ten)\s+times)\b|\b(\d{1,2})\s+awakenings?\b/i;

/** Quality 1–5 by the words used; "didn't sleep well" is poor, not good. */
const QUALITY: readonly [RegExp, number][] = [
  [/\b(?:quality|rated?)\s*:?\s*([1-5])\s*(?:\/\s*5|out of 5)?\b|\b([1-5])\s*(?:\/\s*5|out of 5)\b/i, 0],
  [/\b(?:didn'?t|did not|couldn'?t|could not|not)\s+(?:sleep\s+)?(?:well|good|great)\b/i, 2],
  [/\b(?:terribly|terrible|awful|awfully|horribly|horrible|barely)\b/i, 1],
  [/\b(?:badly|poorly|bad|poor|restless|rough|broken|light sleep)\b/i, 2],
  [/\b(?:ok|okay|fine|so-so|alright|average)\b/i, 3],
  [/\b(?:amazing|perfectly|excellent|fantastic|like a baby|like a log)\b/i, 5],
  [/\b(?:well|good|great|soundly|deeply|deep sleep|solid)\b/i, 4],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** "11pm", "23:30", "7": as HH:MM; `evening` reads a bare 6–11 as pm (a bedtime), else as said. */
function clockOf(hour: string, minute: string | undefined, meridiem: string | undefined, evening: boolean): string | undefined {
  let h = Number(hour);
  const m = Number(minute ?? 0);
  if (h > 23 || m > 59) return undefined;
  const mer = meridiem?.toLowerCase().replace(/\./g, '');
  if (mer === 'pm' && h < 12) h += 12;
  else if (mer === 'am' && h === 12) h = 0;
  else if (!mer && evening && h >= 6 && h <= 11) h += 12;
  return `${pad(h)}:${pad(m)}`;
}

const minutesOfClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

function awakeningsOf(text: string): number | undefined {
  const match = AWAKENINGS.exec(text);
  if (!match) return undefined;
  if (match[2]) return Number(match[2]);
  const word = match[1].toLowerCase().replace(/\s*times$/, '');
  return word === 'thrice' ? 3 : (NUMBER_WORDS[word] ?? Number(word));
}

function qualityOf(text: string): number | undefined {
  for (const [pattern, value] of QUALITY) {
    const match = pattern.exec(text);
    if (match) return value || Number(match[1] ?? match[2]);
  }
  return undefined;
}

export function readSleep(text: string): Measures {
  const measures: Measures = {};
  const range = RANGE.exec(text);
  if (range) {
    measures.bedtime = clockOf(range[1], range[2], range[3], true);
    measures.wake_time = clockOf(range[4], range[5], range[6], false);
  }
  const bed = BEDTIME.exec(text);
  if (bed) measures.bedtime ??= clockOf(bed[1], bed[2], bed[3], true);
  const wake = WAKE.exec(text);
  if (wake) measures.wake_time ??= clockOf(wake[1], wake[2], wake[3], false);
  const said = findDurations(text)[0]?.minutes;
  if (said !== undefined) measures.duration_min = said;
  else if (measures.bedtime && measures.wake_time) {
    measures.duration_min = (minutesOfClock(measures.wake_time) - minutesOfClock(measures.bedtime) + 1440) % 1440;
  }
  const awakenings = awakeningsOf(text);
  if (awakenings !== undefined) measures.awakenings = awakenings;
  const quality = qualityOf(text);
  if (quality !== undefined) measures.quality = quality;
  return measures;
}

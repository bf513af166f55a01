// The one rule for a time in the future (docs/AI.md "Times in the future", docs/LOGS.md): an entry is of the past, so
// an instant more than an hour ahead is refused by the entries API and blocks saving in the review and the editor.
// The hour of slack covers clock skew and "coffee at 4pm" said at 15:55. Extraction never moves such a time to
// now: the review keeps it and shows futureItemMessage, so the person decides.
import { apiMessages } from './messages';
import { offsetMinutes } from './time';

/** How far ahead of now a time may be and still be saved: an hour. */
export const FUTURE_SLACK_MS = 60 * 60 * 1000;

/** The manual editor's text and the entries API's field error for a time more than an hour ahead. */
export const FUTURE_TIME_MESSAGE = apiMessages.futureTime;

/** True when the instant is more than FUTURE_SLACK_MS after now. */
export function isFutureInstant(instantMs: number, nowMs: number): boolean {
  return instantMs > nowMs + FUTURE_SLACK_MS;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar date of an instant in a zone, as a UTC midnight (so two dates subtract to whole days). */
function zoneDate(ms: number, zone: string): Date {
  const wall = new Date(ms + offsetMinutes(zone, ms) * 60_000);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** When the instant is, said from now in the zone: 'later today', 'tomorrow', 'on 2 December' (with the year if not this one). */
function whenSaid(instantMs: number, nowMs: number, zone: string): string {
  const day = zoneDate(instantMs, zone);
  const today = zoneDate(nowMs, zone);
  const days = Math.round((day.getTime() - today.getTime()) / 86_400_000);
  if (days === 0) return 'later today';
  if (days === 1) return 'tomorrow';
  const year = day.getUTCFullYear() === today.getUTCFullYear() ? '' : ` ${day.getUTCFullYear()}`;
  return `on ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}${year}`;
}

/** The review's flag on an item timed in the future: 'This is tomorrow: keep it for later, or change the time.' */
export function futureItemMessage(instantMs: number, nowMs: number, zone: string): string {
  return `This is ${whenSaid(instantMs, nowMs, zone)}: keep it for later, or change the time.`;
}

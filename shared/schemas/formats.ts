// What the OpenAPI document says of fields whose rule is more than their type (docs/API.md): a time zone's name, a
// timestamp sent, an instant answered. zod metadata only (`.meta()`): each field keeps its own check and messages, and
// the facts come from the code that checks them (shared/time.ts).
import { TIMESTAMP_PATTERN, ZONE_NAME_PATTERN } from '../time';

/** A time zone field: the server accepts the names isValidZone accepts (the runtime's IANA zones). */
export const ZONE_NAME = {
  description:
    "An IANA time zone name, such as Europe/Paris, America/New_York or UTC: any zone the server's Intl knows " +
    '(GET /api/logs/timezone-mappings/ lists them with their countries).',
  pattern: ZONE_NAME_PATTERN,
  examples: ['Europe/Paris'],
};

/** A timestamp a request sends: read by parseTimestamp, so an offset, the seconds or the time itself may be left out. */
export const SENT_TIMESTAMP = {
  description:
    'ISO 8601: a date and time with its offset (2026-11-21T08:30:00-05:00), kept as written when the request gives ' +
    'no zone; without an offset it is read in the ' +
    "zone the request gives (UTC when none), and a date alone (2026-11-21) is that day's midnight there.",
  pattern: TIMESTAMP_PATTERN,
};

/** An instant the server answers: always ISO 8601 with an offset (RFC 3339). */
export const ANSWERED_INSTANT = { format: 'date-time' };

// The server-computed time fields of an entry (docs/PRODUCT.md "Time"): the instant, its UTC form, the zone and its offset;
// and the rule every entry write follows (shared/future-time.ts): an entry is of the past, so no instant more than an
// hour ahead is written.
import { FUTURE_TIME_MESSAGE, isFutureInstant } from '../../shared/future-time';
import { isoAtOffset, isValidZone, offsetMinutes, parseTimestamp, toZonedIso, writtenOffset } from '../../shared/time';
import { InvalidFields } from '../platform/errors';

const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

export interface EntryTime {
  utc_time: string;
  calculated_timestamp: string;
  device_timezone: string;
  device_offset_minutes: number;
}

/** A zone name from a request: absent means UTC, anything that is not an IANA zone is a field error. */
export function zoneOf(value: string | null | undefined, field: string): string {
  if (!value) return 'UTC';
  if (!isValidZone(value)) throw InvalidFields.field(field, 'Enter a valid IANA time zone, such as Europe/Paris.');
  return value;
}

/**
 * The zone of a fixed offset: UTC, or IANA's Etc/GMT zones, which count west (+02:00 is Etc/GMT-2); none for an offset
 * that is not whole hours (+05:30), which IANA has no fixed zone for.
 */
function fixedOffsetZone(minutes: number): string | undefined {
  if (minutes === 0) return 'UTC';
  if (minutes % 60 !== 0 || minutes < -12 * 60 || minutes > 14 * 60) return undefined;
  return `Etc/GMT${minutes > 0 ? '-' : '+'}${Math.abs(minutes / 60)}`;
}

/**
 * A timestamp without an offset is read in the device's zone; the answer carries that zone's offset then. Without a
 * zone, a timestamp written with an offset keeps it (docs/TIME-ZONES.md "Times with their own offset"): its wall time
 * and offset as written, its zone the fixed one of that offset (UTC when there is none), not the instant in UTC.
 */
export function resolveEntryTime(timestamp: string, deviceZone: string | null | undefined): EntryTime {
  const zone = zoneOf(deviceZone, 'device_timezone');
  const instant = parseTimestamp(timestamp, zone);
  if (instant === undefined) {
    throw InvalidFields.field('calculated_timestamp', 'Enter a valid date and time, such as 2026-11-21T08:30:00-05:00.');
  }
  if (instant < EARLIEST || instant >= LATEST) {
    throw InvalidFields.field('calculated_timestamp', 'Enter a date between 1900 and 2199.');
  }
  const ownOffset = deviceZone ? undefined : writtenOffset(timestamp);
  if (ownOffset !== undefined) {
    return {
      utc_time: new Date(instant).toISOString(),
      calculated_timestamp: isoAtOffset(instant, ownOffset),
      device_timezone: fixedOffsetZone(ownOffset) ?? 'UTC',
      device_offset_minutes: ownOffset,
    };
  }
  return {
    utc_time: new Date(instant).toISOString(),
    calculated_timestamp: toZonedIso(instant, zone),
    device_timezone: zone,
    device_offset_minutes: offsetMinutes(zone, instant),
  };
}

/** True when an entry's time is more than an hour ahead of now: the entries API refuses to write it. */
export const isFutureEntry = (time: Pick<EntryTime, 'utc_time'>, now = Date.now()) => isFutureInstant(Date.parse(time.utc_time), now);

/** The field error for a time more than an hour ahead, under the field (or field path) that holds it. */
export function refuseFuture(time: Pick<EntryTime, 'utc_time'>, field = 'calculated_timestamp', now = Date.now()): void {
  if (isFutureEntry(time, now)) throw InvalidFields.field(field, FUTURE_TIME_MESSAGE);
}

// The user's time zone (SPEC.md §3, §9): the stored preference, its zone and locale, and dates shown and entered in it.
export {
  DEFAULT_TIME_ZONE_PREFERENCE,
  TIME_ZONE_STORAGE_KEY,
  deviceTimeZone,
  readTimeZonePreference,
  resolveTimeZone,
  writeTimeZonePreference,
} from './preference';
export {
  DEFAULT_LOCALE,
  dateInputToday,
  formatDate,
  formatDateTime,
  fromDateTimeInputValue,
  nowInputValue,
  parseInstant,
  toDateTimeInputValue,
  zoneOffsetMinutes,
} from './date-time';
export { localeForZone, mappedZoneName, useTimezoneMappings, type TimezoneMappings } from './mappings';
export { TimeZoneProvider, useDateTimeFormatter, useTimeZone, type TimeZoneState } from './time-zone-provider';

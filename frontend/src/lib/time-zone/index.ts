// The user's time zone (docs/PRODUCT.md §3, §9): the stored preference, its zone and locale, the app's one date format, and
// dates shown and entered in them (docs/DATES.md).
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
  formatDateRange,
  formatDateTime,
  formatDaysIn,
  fromDateTimeInputValue,
  nowInputValue,
  parseInstant,
  toDateTimeInputValue,
  zoneOffsetMinutes,
} from './date-time';
export { InputValueText } from './input-value-text';
// The mappings are not exported here: '@/lib/time-zone/mappings' is imported by path where a zone is chosen, so the
// first page's JavaScript, which imports this module, does not carry them (docs/PERFORMANCE.md "Boot work, profiled").
export {
  CLOCKS,
  DATE_ORDERS,
  DATE_ORDER_LABELS,
  dateText,
  hour12Of,
  localeDateFormat,
  resolveDateFormat,
  textLocale,
  timeText,
  type Clock,
  type DateFormat,
  type DateOrder,
} from './date-format';
export {
  TimeZoneProvider,
  useDateTimeFormatter,
  useTimeZone,
  type AccountSave,
  type DateChoices,
  type TimeZoneState,
} from './time-zone-provider';

// Every timing and limit of the web app's foundation (docs/PRODUCT.md §4, §8, §9), in one place.

/** The product's name and contact address, shared with the server's e-mails. */
export { PRODUCT_NAME as APP_NAME, CONTACT_EMAIL } from '@shared/brand';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

/** All API calls go under this prefix (docs/PRODUCT.md "One origin"). */
export { API_PREFIX } from '@shared/app-paths';
export const API_TIMEOUT_MS = 60 * SECOND;
export const TOKEN_REFRESH_TIMEOUT_MS = 10 * SECOND;

/** First API client: network failures and these statuses are retried, 1 s doubling, at most 5 s, 3 times. */
export const RETRY_STATUSES: readonly number[] = [502, 503, 504];
export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1 * SECOND;
export const RETRY_MAX_DELAY_MS = 5 * SECOND;

/** Proactive refresh: near expiry under 24 h left, checked every 4 h, only after activity in the last 8 h. */
export const TOKEN_NEAR_EXPIRY_MS = 24 * HOUR;
export const TOKEN_CHECK_INTERVAL_MS = 4 * HOUR;
export const ACTIVITY_WINDOW_MS = 8 * HOUR;
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

export const CLOCK_REFRESH_MS = 60 * SECOND;
export const SCROLL_RESTORE_DELAY_MS = 50;
export const RESET_REDIRECT_DELAY_MS = 2 * SECOND;
export const DEBUG_LOGIN_REDIRECT_DELAY_MS = 1.5 * SECOND;
/** Reset links stay valid this long; the reset page says so. */
export const RESET_LINK_VALID_HOURS = 24;

/** docs/PRODUCT.md §9: the 10 major zones the time zone selector offers when the mapping call fails. */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
];
/** Their countries, so the fallback list still reads 'Chicago (United States)'. */
export const FALLBACK_TIME_ZONE_COUNTRIES: Readonly<Record<string, string>> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Asia/Tokyo': 'JP',
  'Asia/Shanghai': 'CN',
  'Australia/Sydney': 'AU',
};

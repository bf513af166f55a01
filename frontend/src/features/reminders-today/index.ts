// The dashboard's "Left today" line (docs/REMINDERS.md "Today"): what app/routes/dashboard.tsx composes, in the
// dashboard route's (lazily loaded) chunk.
export { TodayLine } from './components/today-line';
export { REMINDERS_TODAY_KEY, useRefreshToday } from './api/today-api';

// Run by index.html's first script tag while the entry downloads (./vite-plugin.ts says why): ICU's data is loaded
// before the app's first render needs it. One step per task: the first Intl call of a page costs ~110 ms of a phone's
// CPU in one piece, these steps ~30, ~60, ~20 and ~20 ms (docs/PERFORMANCE.md "The first render in tasks"). Then, on a
// device that kept them, the zone's and its locale's data (localStorage `timeZoneLocale`, written by the app:
// frontend/src/lib/time-zone/zone-locale.ts), which the first script and the first render read next.
const kept = (() => {
  try {
    return JSON.parse(globalThis.localStorage.getItem('timeZoneLocale') ?? '{}') ?? {};
  } catch {
    return {};
  }
})();
const steps = [
  () => new Intl.Locale('en-US').maximize(),
  () => new Intl.Collator('en-US').compare('a', 'b'),
  () => new Intl.NumberFormat('en-US').format(1234.5),
  // The options of shared/time.ts's zone formatter (this file cannot import it), so its first use finds them loaded.
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: typeof kept.zone === 'string' ? kept.zone : 'UTC',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(0),
  () => typeof kept.locale === 'string' && new Intl.DateTimeFormat(kept.locale, { dateStyle: 'short' }).formatToParts(0),
];
const step = () => {
  try {
    steps.shift()();
  } catch {
    // a kept zone or locale this browser does not know: the app finds that out itself
  }
  if (steps.length > 0) globalThis.setTimeout(step, 0);
};
step();

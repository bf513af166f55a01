// Run by index.html's first script tag while the entry downloads (./vite-plugin.ts says why): ICU's data is loaded
// before the app's first render needs it. One step per task: the first Intl call of a page costs ~110 ms of a phone's
// CPU in one piece, these steps ~30, ~60, ~20 and ~20 ms (docs/PERFORMANCE.md "The first render in tasks").
const steps = [
  () => new Intl.Locale('en-US').maximize(),
  () => new Intl.Collator('en-US').compare('a', 'b'),
  () => new Intl.NumberFormat('en-US').format(1234.5),
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    }).format(0),
];
const step = () => {
  steps.shift()();
  if (steps.length > 0) globalThis.setTimeout(step, 0);
};
step();

// Run by index.html's first script tag while the entry downloads (./vite-plugin.ts says why): one date format with a
// zone and one number format, so ICU's data is loaded before the app's first render needs it.
new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
}).format(0);
new Intl.NumberFormat('en-US').format(1234.5);

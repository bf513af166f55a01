// What the dashboard's "Left today" line says (docs/REMINDERS.md "Today"), written once.
export const TODAY_TEXT = {
  label: "What's left today",
  left: 'Left today:',
  allDone: 'All done for today.',
  taken: 'Taken',
  skip: 'Skip',
  snooze: 'Snooze',
  at: (title: string, time: string) => `${title} at ${time}`,
  takenLabel: (what: string) => `Taken: ${what}`,
  skipLabel: (what: string) => `Skip: ${what}`,
  snoozeLabel: (what: string) => `Snooze: ${what}`,
  answered: (what: string, answer: 'taken' | 'skipped') => `${what}: ${answer === 'taken' ? 'taken, and logged' : 'skipped'}.`,
  snoozed: (what: string, minutes: number) => `${what}: snoozed, reminded again in ${minutes} minutes.`,
  failed: (what: string) => `${what} could not be answered. Try again.`,
} as const;

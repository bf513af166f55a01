// What the dashboard's "Left today" line says (docs/REMINDERS.md "Today"), written once.
export const TODAY_TEXT = {
  label: "What's left today",
  left: 'Left today:',
  allDone: 'All done for today.',
  taken: 'Taken',
  skip: 'Skip',
  at: (title: string, time: string) => `${title} at ${time}`,
  takenLabel: (what: string) => `Taken: ${what}`,
  skipLabel: (what: string) => `Skip: ${what}`,
  answered: (what: string, answer: 'taken' | 'skipped') => `${what}: ${answer === 'taken' ? 'taken, and logged' : 'skipped'}.`,
  failed: (what: string) => `${what} could not be answered. Try again.`,
} as const;

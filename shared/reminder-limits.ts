// The reminders' limits and defaults (docs/REMINDERS.md "Fields"), without zod: the schema (shared/schemas/reminders.ts)
// checks against them and the Settings form (frontend/src/features/reminders) fills a new reminder's nudge fields
// with the defaults, so both read one table.
export const REMINDER_LIMITS = {
  timesPerDay: 12,
  labelMax: 80,
  nameMax: 80,
  snoozeMinutes: { min: 1, max: 240, default: 15 },
  repeatCount: { min: 0, max: 10, default: 2 },
  repeatGapMinutes: { min: 5, max: 240, default: 15 },
  stockMax: 100_000,
  dosesPerIntakeMax: 100,
  refillWarningDays: { min: 0, max: 90, default: 7 },
  /** Reminders one person may keep (log prompts and schedules together): docs/REMINDERS.md "Routes". */
  perPerson: 50,
} as const;

// The reminders routes' messages, once (docs/REMINDERS.md): each says what happened and what to do next.
import { REMINDER_LIMITS } from '../../shared/schemas/reminders';

export const REMINDER_TEXTS = {
  notFound: 'No such reminder: it may have been deleted.',
  tooMany: `You keep ${REMINDER_LIMITS.perPerson} reminders already: delete one to add another.`,
  kindKept: 'Kind: a reminder keeps its kind; delete it and add a new one instead.',
  changedMeanwhile: 'This reminder changed while you were saving: reload it and try again.',
  occurrenceUnknown: 'Occurrence: not a time of this reminder; use a key such as <id>@2026-03-08T08:00.',
  occurrenceAhead: 'Occurrence: a dose can be answered from a day before its time.',
  occurrenceOld: 'Occurrence: more than 30 days ago; log the dose as an entry instead.',
  promptTaken: 'Answer: a log prompt is answered by logging an entry; use skipped or snoozed.',
  alreadyAnswered: (answer: string) => `This dose was already answered "${answer}"; change the entry on /logs if that was wrong.`,
  notificationChanged: 'This reminder changed since the notification was sent: open the app to answer it.',
  tokenExpired: 'This notification is too old to answer: open the app to log the dose.',
  tokenInvalid: 'This answer link is not valid: open the app to answer the reminder.',
} as const;

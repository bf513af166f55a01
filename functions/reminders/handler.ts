// The reminders group's Lambda (docs/REMINDERS.md "Routes"): a person's log prompts and medication schedules, and the
// answers to their occurrences, signed in or from a notification's action with its signed token and no session. The
// router parses each body with the route's schema; tsc checks every action against the group's contract
// (shared/contracts/reminders.ts, a type-only import).
import type { remindersContract } from '../../shared/contracts/reminders';
import { answerRequest, notificationAnswerRequest } from '../../shared/schemas/reminder-routes';
import { reminderSchema } from '../../shared/schemas/reminders';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { readAnswerToken } from '../domain/reminders/answer-token';
import { NotAllowed, NotSignedIn } from '../platform/errors';
import { answerOccurrence } from './answer';
import { createReminder, deleteReminder, listOwn, ownReminder, readOwn, updateReminder } from './manage';
import { presentAll } from './reminder-inputs';
import { todayOwn } from './today';
import { REMINDER_TEXTS } from './texts';

export const actions: RouteActions<typeof remindersContract> = {
  'GET /api/reminders/': { readsOnly: true, run: async ({ user }) => ({ statusCode: 200, body: await listOwn(user.userId) }) },
  'GET /api/reminders/today/': { readsOnly: true, run: async ({ user }) => ({ statusCode: 200, body: await todayOwn(user.userId) }) },
  'POST /api/reminders/': {
    json: reminderSchema,
    run: async ({ user, body }) => ({ statusCode: 201, body: await createReminder(user.userId, body) }),
  },
  'GET /api/reminders/{id}/': {
    readsOnly: true,
    run: async ({ user, params }) => ({ statusCode: 200, body: await readOwn(user.userId, params.id ?? '') }),
  },
  'PUT /api/reminders/{id}/': {
    json: reminderSchema,
    run: async ({ user, params, body }) => ({ statusCode: 200, body: await updateReminder(user.userId, params.id ?? '', body) }),
  },
  'DELETE /api/reminders/{id}/': {
    run: async ({ user, params }) => {
      await deleteReminder(user.userId, params.id ?? '');
      return { statusCode: 204 };
    },
  },
  'POST /api/reminders/{id}/answers/': {
    json: answerRequest,
    run: async ({ user, params, body }) => {
      const { id } = await ownReminder(user.userId, params.id ?? '');
      const outcome = await answerOccurrence(user.userId, id, body.occurrence_key, body.answer, 'signed-in');
      const [reminder] = await presentAll([outcome.record], outcome.now, new Map([[id, outcome.answers]]));
      return { statusCode: 200, body: { ...outcome.recorded, reminder } };
    },
  },
  'POST /api/reminders/notification-answers/': {
    json: notificationAnswerRequest,
    run: async ({ body }) => {
      const check = await readAnswerToken(body.token);
      if (!check.ok)
        throw check.reason === 'expired' ? new NotSignedIn(REMINDER_TEXTS.tokenExpired) : new NotAllowed(REMINDER_TEXTS.tokenInvalid);
      const { userId, reminderId, occurrenceKey } = check.claims;
      const outcome = await answerOccurrence(userId, reminderId, occurrenceKey, body.answer, 'notification');
      return { statusCode: 200, body: outcome.recorded };
    },
  },
};

export const handler = createApiHandler('reminders', actions);

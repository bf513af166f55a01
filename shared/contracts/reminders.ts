// The reminders group's contracts (docs/REMINDERS.md "Routes"): a person's log prompts and medication schedules, and
// the answers to their occurrences, signed in or from a notification's action through its signed token.
import * as z from 'zod';
import {
  answerRequest,
  answerResponse,
  notificationAnswerRequest,
  recordedAnswerSchema,
  reminderResponse,
  todayResponse,
} from '../schemas/reminder-routes';
import { reminderSchema } from '../schemas/reminders';
import type { GroupContract } from './contract';

export const remindersContract = {
  'GET /api/reminders/': { responses: { 200: z.array(reminderResponse) } },
  // 409: the person already keeps the most reminders allowed.
  'GET /api/reminders/today/': { responses: { 200: todayResponse } },
  'POST /api/reminders/': { request: { json: reminderSchema }, responses: { 201: reminderResponse }, refusals: [409] },
  'GET /api/reminders/{id}/': { responses: { 200: reminderResponse }, refusals: [404] },
  // 409: changed by another write since it was read (an answer's stock count), try again.
  'PUT /api/reminders/{id}/': { request: { json: reminderSchema }, responses: { 200: reminderResponse }, refusals: [404, 409] },
  'DELETE /api/reminders/{id}/': { responses: { 204: 'empty' }, refusals: [404] },
  // 409: the occurrence was already answered otherwise (the first taken or skipped stands).
  'POST /api/reminders/{id}/answers/': { request: { json: answerRequest }, responses: { 200: answerResponse }, refusals: [404, 409] },
  // No session: the token is the capability. 401 expired, 403 not one of ours; 404 the reminder is gone.
  'POST /api/reminders/notification-answers/': {
    request: { json: notificationAnswerRequest },
    responses: { 200: recordedAnswerSchema },
    refusals: [401, 403, 404, 409],
  },
} satisfies GroupContract;

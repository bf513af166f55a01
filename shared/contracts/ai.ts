// The AI group's contracts: extraction, chat and its sessions, trial status and the staff usage report.
import * as z from 'zod';
import {
  chatAnswerSchema,
  chatMessageSchema,
  chatRequest,
  chatSessionSchema,
  extractionAnswerSchema,
  processInputRequest,
  processPhotoInputForm,
  trialStatusSchema,
  usageRowSchema,
} from '../schemas/ai-routes';
import type { GroupContract } from './contract';

export const aiContract = {
  // A model call: 403 when the e-mail is unverified or the period's credits are spent (functions/domain/charge.ts), 504
  // when the model took too long (functions/domain/call-provider.ts).
  'POST /api/ai/process-input/': {
    request: { json: processInputRequest },
    responses: { 200: extractionAnswerSchema },
    refusals: [403, 504],
  },
  'POST /api/ai/process-input-with-image/': {
    request: { multipart: processPhotoInputForm },
    responses: { 200: extractionAnswerSchema },
    refusals: [403, 504],
  },
  'POST /api/ai/chat/': { request: { json: chatRequest }, responses: { 200: chatAnswerSchema }, refusals: [403, 404, 504] },
  'GET /api/ai/chat/sessions/': { responses: { 200: z.array(chatSessionSchema) } },
  'GET /api/ai/chat/sessions/{id}/': { responses: { 200: z.array(chatMessageSchema) }, refusals: [404] },
  'GET /api/ai/trial-status/': { responses: { 200: trialStatusSchema } },
  'GET /api/ai/usage-report/': { responses: { 200: z.array(usageRowSchema) } },
} satisfies GroupContract;

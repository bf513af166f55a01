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
  'POST /api/ai/process-input/': { request: { json: processInputRequest }, responses: { 200: extractionAnswerSchema } },
  'POST /api/ai/process-input-with-image/': { request: { multipart: processPhotoInputForm }, responses: { 200: extractionAnswerSchema } },
  'POST /api/ai/chat/': { request: { json: chatRequest }, responses: { 200: chatAnswerSchema } },
  'GET /api/ai/chat/sessions/': { responses: { 200: z.array(chatSessionSchema) } },
  'GET /api/ai/chat/sessions/{id}/': { responses: { 200: z.array(chatMessageSchema) } },
  'GET /api/ai/trial-status/': { responses: { 200: trialStatusSchema } },
  'GET /api/ai/usage-report/': { responses: { 200: z.array(usageRowSchema) } },
} satisfies GroupContract;

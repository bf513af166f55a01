// The imports group's contracts (issue 14): create a job with its signed upload, preview, confirm, follow, discard.
import * as z from 'zod';
import { confirmImportRequest, createImportRequest, createImportResponse, importJobSchema, previewImportRequest } from '../schemas/imports';
import type { GroupContract } from './contract';

export const importsContract = {
  // 409: another import is running, or this one moved on meanwhile (functions/imports/start-steps.ts).
  'POST /api/imports/': { request: { json: createImportRequest }, responses: { 201: createImportResponse }, refusals: [409] },
  'GET /api/imports/': { responses: { 200: z.array(importJobSchema) } },
  'GET /api/imports/{id}/': { responses: { 200: importJobSchema }, refusals: [404] },
  'POST /api/imports/{id}/preview/': { request: { json: previewImportRequest }, responses: { 202: importJobSchema }, refusals: [404, 409] },
  'POST /api/imports/{id}/confirm/': { request: { json: confirmImportRequest }, responses: { 202: importJobSchema }, refusals: [404, 409] },
  'DELETE /api/imports/{id}/': { responses: { 204: 'empty' }, refusals: [404] },
} satisfies GroupContract;

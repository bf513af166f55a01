// The docs group's contracts: the OpenAPI document and its page.
import * as z from 'zod';
import type { GroupContract } from './contract';

export const docsContract = {
  'GET /api/openapi.json': { responses: { 200: z.record(z.string(), z.unknown()) } },
  'GET /api/docs/': { responses: { 200: 'html' } },
} satisfies GroupContract;

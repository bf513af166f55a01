// The logs group's contracts: each collection's list, create, update and delete, and the time zone mappings.
import * as z from 'zod';
import { COLLECTIONS, USER_INPUTS } from '../log-types';
import {
  entryCreateSchema,
  entryRequestSchema,
  listQuery,
  logEntrySchema,
  timezoneMappingsSchema,
  userInputRequest,
  userInputSchema,
} from '../schemas/logs';
import type { GroupContract } from './contract';

export const logsContract: GroupContract = {
  ...Object.fromEntries(
    COLLECTIONS.flatMap((collection) => {
      const entry = collection === USER_INPUTS ? userInputSchema : logEntrySchema;
      const body = collection === USER_INPUTS ? userInputRequest : entryRequestSchema(collection);
      const created = collection === USER_INPUTS ? userInputRequest : entryCreateSchema(collection);
      return [
        [`GET /api/${collection}/`, { query: listQuery, responses: { 200: z.array(entry) } }],
        [`POST /api/${collection}/`, { request: { json: created }, responses: { 201: entry } }],
        [`PUT /api/${collection}/{id}/`, { request: { json: body }, responses: { 200: entry } }],
        [`DELETE /api/${collection}/{id}/`, { responses: { 204: 'empty' } }],
      ];
    }),
  ),
  'GET /api/logs/timezone-mappings/': { responses: { 200: timezoneMappingsSchema, 304: 'empty' } },
};

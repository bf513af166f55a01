// The shares group's contracts (docs/SHARING.md): a person's SMART Health Links (make, list, see who opened, revoke)
// and the public manifest route any SHL viewer POSTs to with the passcode.
import {
  manifestRequest,
  manifestResponse,
  shareCreateRequest,
  shareCreatedResponse,
  shareOpensResponse,
  sharesResponse,
} from '../schemas/shares';
import type { GroupContract } from './contract';

export const sharesContract = {
  'POST /api/shares/': { request: { json: shareCreateRequest }, responses: { 201: shareCreatedResponse } },
  'GET /api/shares/': { responses: { 200: sharesResponse } },
  'GET /api/shares/{id}/opens/': { responses: { 200: shareOpensResponse }, refusals: [404] },
  'DELETE /api/shares/{id}/': { responses: { 204: 'empty' }, refusals: [404] },
  'POST /api/shl/{manifest_id}/': {
    request: { json: manifestRequest },
    responses: { 200: manifestResponse },
    // 401: a wrong or missing passcode, `{ detail, remainingAttempts }` (manifestPasscodeRefusal).
    refusals: [401, 404],
  },
} satisfies GroupContract;

// The one table from domain errors to answers (functions/core/error-status.ts): statuses, headers and the JSON shapes of
// docs/PRODUCT.md "Error shapes"; anything unknown is left to the generic 500.
import { answerOf } from '../../functions/core/error-status';
import { MethodNotAllowed } from '../../functions/core/edge-errors';
import {
  Conflict,
  EntryConflict,
  Invalid,
  InvalidFields,
  NotAllowed,
  NotSignedIn,
  TooMany,
  Unavailable,
} from '../../functions/platform/errors';

describe('error status table', () => {
  it('answers field errors with the fields themselves', () => {
    expect(answerOf(InvalidFields.field('email', 'Enter a valid email address.'))).toEqual({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
      headers: {},
    });
  });

  it('puts the message under its key with what the error adds', () => {
    expect(answerOf(new Invalid('Missing Stripe signature', 'error'))?.body).toEqual({ error: 'Missing Stripe signature' });
    expect(answerOf(new NotAllowed('No credits left.', { code: 'creditsExhausted', plan: 'trial', renews_on: null }))).toEqual({
      status: 403,
      body: { detail: 'No credits left.', code: 'creditsExhausted', plan: 'trial', renews_on: null },
      headers: {},
    });
    expect(answerOf(new EntryConflict('Changed elsewhere.', { id: 'x' }))).toMatchObject({
      status: 409,
      body: { detail: 'Changed elsewhere.', current: { id: 'x' } },
    });
  });

  it('sends the headers each refusal needs, and no Retry-After for what will not come back soon', () => {
    expect(answerOf(new NotSignedIn())?.headers).toEqual({ 'WWW-Authenticate': 'Bearer realm="api"' });
    expect(answerOf(new TooMany(29.2))).toMatchObject({ status: 429, headers: { 'Retry-After': '30' } });
    expect(answerOf(new Conflict('Busy.', { retryAfterSeconds: 1 }))?.headers).toEqual({ 'Retry-After': '1' });
    expect(answerOf(new Unavailable())).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
    expect(answerOf(new Unavailable('Payments are not configured', null, 'error'))).toEqual({
      status: 503,
      body: { error: 'Payments are not configured' },
      headers: {},
    });
    expect(answerOf(new MethodNotAllowed('DELETE', ['GET', 'POST']))).toEqual({
      status: 405,
      body: { detail: 'Method "DELETE" not allowed.' },
      headers: { Allow: 'GET, POST' },
    });
  });

  it('treats AWS throttling as busy and leaves anything else unknown', () => {
    expect(answerOf(Object.assign(new Error('slow'), { name: 'ThrottlingException' }))?.status).toBe(503);
    expect(answerOf(new Error('boom'))).toBeUndefined();
  });
});

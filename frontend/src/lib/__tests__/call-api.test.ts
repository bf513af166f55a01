// callApi: an operation of the generated contract by name, its parameters encoded into the path, its query
// and body sent; and tsc refuses a wrong operation, a missing parameter or a body of the wrong shape.
import { callApi, pathOf } from '../call-api';
import { installFetch } from '@/testing/fake-fetch';
import * as ops from '@/lib/api-contract.generated';

beforeEach(() => localStorage.setItem('token', 'access-1'));

test('a JSON call: method, path, body and the answer', async () => {
  const { requests } = installFetch(() => ({ status: 200, body: { response: 'hi', session_id: 's1' } }));
  const answer = await callApi(ops.chat, { body: { query: 'how did I sleep?' } });
  expect(answer.session_id).toBe('s1');
  expect(requests[0]).toMatchObject({ url: '/api/ai/chat/', method: 'POST', body: { query: 'how did I sleep?' } });
  expect(requests[0].headers.Authorization).toBe('Bearer access-1');
});

test('path parameters are encoded (a greedy one keeps its slashes), the query drops empty values', async () => {
  expect(pathOf(ops.updateSleep, { id: 'a b' })).toBe('/sleep/a%20b/');
  expect(pathOf(ops.image, { path: 'images/u 1/x.jpg' })).toBe('/images/images/u%201/x.jpg');
  expect(pathOf(ops.listSleep, {}, { start: '2026-11-01', end: undefined, limit: 5 })).toBe('/sleep/?start=2026-11-01&limit=5');
  const { requests } = installFetch(() => ({ status: 204 }));
  await callApi(ops.deleteFoodDrinks, { params: { id: '01J' } });
  expect(requests[0]).toMatchObject({ url: '/api/food-drinks/01J/', method: 'DELETE' });
});

test('tsc keeps calls to the contract', () => {
  // Never run: each line is checked by tsc only.
  const typeChecks = () => {
    // @ts-expect-error an operation the contract does not have
    void callApi(ops.noSuchOperation);
    // @ts-expect-error a body without its required field
    void callApi(ops.chat, { body: {} });
    // @ts-expect-error an update without the id of the entry
    void callApi(ops.updateSleep, { body: { calculated_timestamp: '2026-11-01T08:00:00Z', details: 'slept' } });
    // @ts-expect-error a field of the wrong type
    void callApi(ops.processInput, { body: { text: 5 } });
  };
  expect(typeof typeChecks).toBe('function');
});

// The foods group over HTTP (docs/NUTRITION.md "Searching the food table"): a signed-in search of the food table, best
// first, each food with its nutrients per 100 g and its portions; one food by table and code; bad words answer 400, an
// unknown food 404, no token 401; nothing is charged (the AI credits stay as they were).
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

let token: string;
beforeAll(async () => {
  ({ access: token } = await signedInAccount());
});

const search = (query: string) => request('GET', `/api/foods/?${query}`, { token });

describe('GET /api/foods/', () => {
  it('lists oat foods for "oat", best first, each with its numbers per 100 g, portions and default portion', async () => {
    const response = await search('q=oat&limit=20');
    expect(response.status).toBe(200);
    const { results } = response.body;
    expect(results.length).toBeGreaterThan(3);
    expect(results.length).toBeLessThanOrEqual(20);
    // Best first: the first foods name oats; every food has a description, a table and a code.
    for (const food of results.slice(0, 3)) expect(food.description).toMatch(/\boat/i);
    for (const food of results) {
      expect(['fndds', 'sr28']).toContain(food.table);
      expect(food.code).toMatch(/^\d+$/);
      expect(typeof food.per100g.energy_kcal).toBe('number');
      expect(Array.isArray(food.portions)).toBe(true);
      if (food.default_portion !== null) expect(food.portions[food.default_portion].grams).toBeGreaterThan(0);
    }
  });

  it('finds a food by its everyday words ("scrambled eggs") and keeps the limit', async () => {
    const response = await search('q=scrambled%20eggs&limit=3');
    expect(response.status).toBe(200);
    expect(response.body.results).toHaveLength(3);
    expect(response.body.results[0].description).toMatch(/egg/i);
  });

  it('answers 400 for no words, blank words, words too long and a bad limit', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=oat&limit=0', 'q=oat&limit=51', 'q=oat&limit=many']) {
      const response = await search(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(Object.keys(response.body).length).toBeGreaterThan(0);
    }
  });

  it('answers gibberish with no foods, not an error', async () => {
    const response = await search('q=zxqvbnmkjh');
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([]);
  });

  it('is for signed-in people only', async () => {
    expect((await request('GET', '/api/foods/?q=oat')).status).toBe(401);
    expect((await request('GET', '/api/foods/fndds/31105005/')).status).toBe(401);
  });

  it('costs no AI credit', async () => {
    const before = await request('GET', '/api/ai/trial-status/', { token });
    for (let i = 0; i < 3; i++) expect((await search('q=banana')).status).toBe(200);
    const after = await request('GET', '/api/ai/trial-status/', { token });
    expect(after.body).toEqual(before.body);
  });
});

describe('GET /api/foods/{table}/{code}/', () => {
  it('answers the food a search found, the same numbers', async () => {
    const [first] = (await search('q=banana&limit=1')).body.results;
    const response = await request('GET', `/api/foods/${first.table}/${first.code}/`, { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(first);
  });

  it('answers 404 for an unknown table, an unknown code and a code that is not one', async () => {
    for (const path of ['/api/foods/usda/31105005/', '/api/foods/fndds/99999999/', '/api/foods/sr28/abc/', '/api/foods/fndds/1.5/']) {
      const response = await request('GET', path, { token });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });
});

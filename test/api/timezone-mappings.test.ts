// GET /api/logs/timezone-mappings/ over HTTP: public, every zone's locale and country, a version that names the data.
import { request } from './support/runtime';

const PATH = '/api/logs/timezone-mappings/';

describe('GET /api/logs/timezone-mappings/', () => {
  it('answers without a token: locale and country of well-known zones, en-US for UTC', async () => {
    const response = await request('GET', PATH);
    expect(response.status).toBe(200);
    const { timezone_locale_map: locales, timezone_country_map: countries, version } = response.body;
    expect(Object.keys(response.body).sort()).toEqual(['timezone_country_map', 'timezone_locale_map', 'version']);
    expect(locales).toMatchObject({
      'Europe/Paris': 'fr-FR',
      'Asia/Tokyo': 'ja-JP',
      'America/New_York': 'en-US',
      'Europe/London': 'en-GB',
      'Europe/Berlin': 'de-DE',
      'Asia/Shanghai': 'zh-CN',
      'Australia/Sydney': 'en-AU',
      'America/Sao_Paulo': 'pt-BR',
      UTC: 'en-US',
    });
    expect(countries).toMatchObject({ 'Europe/Paris': 'FR', 'Asia/Tokyo': 'JP', 'America/New_York': 'US', 'Australia/Sydney': 'AU' });
    expect(countries.UTC).toBeUndefined();
    expect(version).toMatch(/^[\w-]{8,}$/);
  });

  it('offers every zone the selector needs, each with a locale, under current names', async () => {
    const { timezone_locale_map: locales, timezone_country_map: countries } = (await request('GET', PATH)).body;
    const zones = Object.keys(locales);
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toEqual(
      expect.arrayContaining(['America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Africa/Lagos', 'Pacific/Auckland']),
    );
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv']));
    expect(zones).not.toEqual(expect.arrayContaining(['Asia/Calcutta']));
    // a city linked to another country's zone keeps its own name and country
    expect([locales['Europe/Stockholm'], countries['Europe/Stockholm']]).toEqual(['sv-SE', 'SE']);
    for (const zone of zones) expect(locales[zone]).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
    expect(Object.keys(countries).every((zone) => zone in locales)).toBe(true);
  });

  it('answers the same version on every call, cacheable by anyone for a day', async () => {
    const [first, second] = [await request('GET', PATH), await request('GET', PATH)];
    expect(second.body.version).toBe(first.body.version);
    expect(second.body).toEqual(first.body);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(first.headers.get('etag')).toBe(`"${first.body.version}"`);
  });

  it('answers 304 with no body to a browser that already holds this version', async () => {
    const { body } = await request('GET', PATH);
    const revalidated = await request('GET', PATH, { headers: { 'if-none-match': `"${body.version}"` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await request('GET', PATH, { headers: { 'if-none-match': '"old"' } })).status).toBe(200);
  });

  it('ignores a token, even a bad one: the data is public', async () => {
    expect((await request('GET', PATH, { token: 'not-a-token' })).status).toBe(200);
  });
});

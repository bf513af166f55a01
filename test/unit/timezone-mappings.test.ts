// How the mappings are built: the zone's main country, that country's first language ICU knows, current zone names.
import { buildTimezoneMappings, type ZoneFacts } from '../../functions/entries/timezones/build-mappings';
import { localeOfCountry } from '../../functions/entries/timezones/zone-locale';

describe('localeOfCountry', () => {
  it('is <language>-<COUNTRY> of the first language', () => {
    expect(localeOfCountry('FR', ['fr'])).toBe('fr-FR');
    expect(localeOfCountry('JP', ['ja'])).toBe('ja-JP');
    expect(localeOfCountry('US', ['en'])).toBe('en-US');
    expect(localeOfCountry('CH', ['de', 'fr', 'it', 'rm'])).toBe('de-CH');
  });

  it('skips languages ICU does not know', () => {
    expect(localeOfCountry('CA', ['zz!', 'en', 'fr'])).toBe('en-CA');
  });

  it('is en-US without a country, without languages or with a malformed country', () => {
    expect(localeOfCountry(undefined, ['fr'])).toBe('en-US');
    expect(localeOfCountry('AQ', [])).toBe('en-US');
    expect(localeOfCountry('AQ', undefined)).toBe('en-US');
    expect(localeOfCountry('fr', ['fr'])).toBe('en-US');
  });
});

describe('buildTimezoneMappings', () => {
  const facts: Record<string, ZoneFacts> = {
    'Europe/Paris': { countries: ['FR', 'MC'] },
    'Asia/Tokyo': { countries: ['JP'] },
    'Asia/Kolkata': { countries: ['IN'] },
    'Asia/Calcutta': { countries: ['IN'], aliasOf: 'Asia/Kolkata' },
    'Europe/Berlin': { countries: ['DE', 'DK', 'NO', 'SE'] },
    'Europe/Stockholm': { countries: ['SE'], aliasOf: 'Europe/Berlin' },
    UTC: { countries: [], aliasOf: 'Etc/UTC' },
    'Etc/UTC': { countries: [] },
  };
  const languages: Record<string, string[]> = { FR: ['fr'], JP: ['ja'], IN: ['hi', 'en'], DE: ['de'], SE: ['sv'] };
  const build = (zones: string[], overrides: Partial<Record<string, string[]>> = {}) =>
    buildTimezoneMappings({ zones, zoneFacts: (zone) => facts[zone], languagesOf: (country) => ({ ...languages, ...overrides })[country] });

  it('maps each zone to its main country and that country’s locale', () => {
    const { timezone_locale_map, timezone_country_map } = build(['Europe/Paris', 'Asia/Tokyo']);
    expect(timezone_locale_map).toEqual({ 'Europe/Paris': 'fr-FR', 'Asia/Tokyo': 'ja-JP', UTC: 'en-US' });
    expect(timezone_country_map).toEqual({ 'Europe/Paris': 'FR', 'Asia/Tokyo': 'JP' });
  });

  it('always offers UTC, with no country and en-US', () => {
    const { timezone_locale_map, timezone_country_map } = build([]);
    expect(timezone_locale_map).toEqual({ UTC: 'en-US' });
    expect(timezone_country_map).toEqual({});
  });

  it('uses the current name of a renamed zone once, and keeps a city linked to another country’s zone', () => {
    const { timezone_locale_map, timezone_country_map } = build(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Stockholm']);
    expect(Object.keys(timezone_locale_map)).toEqual(['Asia/Kolkata', 'Europe/Stockholm', 'UTC']);
    expect(timezone_locale_map['Europe/Stockholm']).toBe('sv-SE');
    expect(timezone_country_map['Europe/Stockholm']).toBe('SE');
  });

  it('leaves out names the runtime does not know and maps zones the library lacks to en-US', () => {
    const { timezone_locale_map } = build(['Mars/Olympus', 'America/Nowhere_Known']);
    expect(timezone_locale_map).toEqual({ UTC: 'en-US' });
    expect(build(['America/Sitka']).timezone_locale_map['America/Sitka']).toBe('en-US');
  });

  it('has a short version that stays with the same data and changes with it', () => {
    const a = build(['Europe/Paris', 'Asia/Tokyo']);
    expect(a.version).toMatch(/^[\w-]{12}$/);
    expect(build(['Asia/Tokyo', 'Europe/Paris']).version).toBe(a.version);
    expect(build(['Europe/Paris']).version).not.toBe(a.version);
    expect(build(['Europe/Paris', 'Asia/Tokyo'], { FR: ['br'] }).version).not.toBe(a.version);
  });
});

describe('the mappings the entries function serves', () => {
  it('cover the runtime’s zones with the well-known locales', async () => {
    const { timezoneMappings } = await import('../../functions/entries/timezone-mappings');
    const result = await timezoneMappings(undefined);
    const body = result.body as { timezone_locale_map: Record<string, string> };
    expect(body.timezone_locale_map).toMatchObject({ 'Europe/Paris': 'fr-FR', 'Asia/Tokyo': 'ja-JP', 'America/New_York': 'en-US' });
    expect(result.headers).toMatchObject({ 'Cache-Control': 'public, max-age=86400' });
    expect((await timezoneMappings(undefined)).body).toBe(result.body);
  });
});

// The time zone search finds what people type (issue 11): states, big cities, abbreviations and UTC offsets, with
// the closest match first; every option shows its current UTC offset.
import { zoneOptions } from '../zone-options';
import { offsetOfQuery, offsetText, searchZoneOptions } from '../zone-search';

const countries: Record<string, string> = {
  'Asia/Kolkata': 'IN',
  'America/Indiana/Indianapolis': 'US',
  'America/Indiana/Knox': 'US',
  'America/Los_Angeles': 'US',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'Asia/Shanghai': 'CN',
  'Asia/Tokyo': 'JP',
  'Asia/Seoul': 'KR',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/London': 'GB',
  'Africa/Lagos': 'NG',
  'Australia/Adelaide': 'AU',
};
const mappings = {
  timezone_locale_map: Object.fromEntries([...Object.keys(countries), 'UTC'].map((zone) => [zone, 'en-US'])),
  timezone_country_map: countries,
  version: 'test',
};
const options = zoneOptions(mappings, 'Europe/Paris');
const search = (query: string) => searchZoneOptions(options, query).map((option) => option.value);

test.each([
  ['California', 'America/Los_Angeles'],
  ['Mumbai', 'Asia/Kolkata'],
  ['beijing', 'Asia/Shanghai'],
  ['PST', 'America/Los_Angeles'],
  ['CET', 'Europe/Paris'],
  ['  cst ', 'America/Chicago'],
  ['UTC', 'UTC'],
  ['Bengaluru', 'Asia/Kolkata'],
  ['califor', 'America/Los_Angeles'],
])('%s finds %s first', (query, zone) => {
  expect(search(query)[0]).toBe(zone);
});

test("'india' puts Kolkata before Indiana", () => {
  const found = search('india');
  expect(found.slice(0, 1)).toEqual(['Asia/Kolkata']);
  expect(found).toEqual(expect.arrayContaining(['America/Indiana/Indianapolis', 'America/Indiana/Knox']));
});

test('CET lists the central European zones and none else', () => {
  expect(search('cet')).toEqual(['Europe/Paris', 'Europe/Berlin']);
});

test('GMT+1 and UTC+9 find every zone at that offset now, and nothing else', () => {
  const plusOne = searchZoneOptions(options, 'GMT+1');
  expect(plusOne.map((option) => option.value)).toContain('Africa/Lagos');
  expect(plusOne.every((option) => option.offsetMinutes === 60)).toBe(true);
  expect(search('UTC+9').filter((zone) => zone !== 'default')).toEqual(['Asia/Seoul', 'Asia/Tokyo']);
  expect(search('utc + 5:30')).toEqual(['Asia/Kolkata']);
});

test('offset queries read signs, hours and minutes; other text is not one', () => {
  expect(
    ['GMT+1', 'utc+9', 'UTC-5', '+05:30', 'utc+0530', 'UTC −3'].map((q) =>
      offsetOfQuery(q.toLowerCase().replace('−', '-').replace(/\s+/g, ' ')),
    ),
  ).toEqual([60, 540, -300, 330, 330, -180]);
  expect(offsetOfQuery('utc+15')).toBeUndefined();
  expect(offsetOfQuery('utc+5:75')).toBeUndefined();
  expect(offsetOfQuery('paris')).toBeUndefined();
});

test('every option shows its offset now', () => {
  const tokyo = options.find((option) => option.value === 'Asia/Tokyo')!;
  expect(tokyo.offset).toBe('UTC+9');
  expect(options.find((option) => option.value === 'Asia/Kolkata')!.offset).toBe('UTC+5:30');
  expect(options.find((option) => option.value === 'UTC')!.offset).toBe('UTC+0');
  expect(options[0].value).toBe('default');
  expect(options[0].offset).toMatch(/^UTC[+-]\d/);
  expect([offsetText(-210), offsetText(-300), offsetText(0)]).toEqual(['UTC-3:30', 'UTC-5', 'UTC+0']);
});

test('accents and case do not matter; a query matching nothing finds nothing', () => {
  expect(search('KOLKATA')).toEqual(['Asia/Kolkata']);
  expect(search('séoul')).toEqual(['Asia/Seoul']);
  expect(search('atlantis')).toEqual([]);
});

// The selector's options: docs/PRODUCT.md's groups, labels with the country, the fallback zones, and search.
import { FALLBACK_TIME_ZONES } from '@/config/constants';
import { byGroup, chosenZoneOptions, groupOfZone, searchZoneOptions, zoneLabel, zoneOptions } from '../zone-options';

const mappings = {
  timezone_locale_map: {
    'America/New_York': 'en-US',
    'America/Indiana/Knox': 'en-US',
    'America/Sao_Paulo': 'pt-BR',
    'Europe/Paris': 'fr-FR',
    'Asia/Tokyo': 'ja-JP',
    'Asia/Kolkata': 'hi-IN',
    'Australia/Sydney': 'en-AU',
    'Pacific/Auckland': 'en-NZ',
    'Africa/Lagos': 'en-NG',
    'Atlantic/Reykjavik': 'is-IS',
    UTC: 'en-US',
  },
  timezone_country_map: {
    'America/New_York': 'US',
    'America/Indiana/Knox': 'US',
    'America/Sao_Paulo': 'BR',
    'Europe/Paris': 'FR',
    'Asia/Tokyo': 'JP',
    'Asia/Kolkata': 'IN',
    'Australia/Sydney': 'AU',
    'Pacific/Auckland': 'NZ',
    'Africa/Lagos': 'NG',
    'Atlantic/Reykjavik': 'IS',
  },
  version: 'v1',
};

const values = (options: { value: string }[]) => options.map((option) => option.value);

test('groups zones by region: Americas, Europe, Asia, Australia & Pacific, Africa, Other', () => {
  expect(groupOfZone('America/Argentina/Buenos_Aires')).toBe('Americas');
  expect(groupOfZone('Europe/Paris')).toBe('Europe');
  expect(groupOfZone('Asia/Tokyo')).toBe('Asia');
  expect(groupOfZone('Australia/Sydney')).toBe('Australia & Pacific');
  expect(groupOfZone('Pacific/Auckland')).toBe('Australia & Pacific');
  expect(groupOfZone('Africa/Lagos')).toBe('Africa');
  expect(groupOfZone('Atlantic/Reykjavik')).toBe('Other');
  expect(groupOfZone('Indian/Maldives')).toBe('Other');
  expect(groupOfZone('UTC')).toBe('Other');
});

test("lists 'Default' first, then every group in docs/PRODUCT.md's order, by label within a group", () => {
  const options = zoneOptions(mappings, 'Europe/Paris');
  expect(byGroup(options).map(({ group }) => group)).toEqual([
    'Default',
    'Americas',
    'Europe',
    'Asia',
    'Australia & Pacific',
    'Africa',
    'Other',
  ]);
  expect(values(byGroup(options)[1].options)).toEqual(['America/Indiana/Knox', 'America/New_York', 'America/Sao_Paulo']);
  expect(values(byGroup(options).at(-1)!.options)).toEqual(['Atlantic/Reykjavik', 'UTC']);
});

test("'Default' stands for the device's zone and says which one it is", () => {
  const [first] = zoneOptions(mappings, 'Asia/Tokyo');
  expect(first).toMatchObject({ value: 'default', label: 'Default', group: 'Default', detail: 'Your device: Tokyo (Japan)' });
  expect(first.chosenText).toBe('Default');
});

test('labels a zone with its places and the country named in English', () => {
  expect(zoneLabel('America/New_York', 'US')).toBe('New York (United States)');
  expect(zoneLabel('America/Indiana/Knox', 'US')).toBe('Knox, Indiana (United States)');
  expect(zoneLabel('UTC')).toBe('UTC');
});

test('a chosen zone shows its places in the field, the country being on the line below', () => {
  const options = zoneOptions(mappings, 'Europe/Paris');
  expect(options.find((option) => option.value === 'America/Indiana/Knox')?.chosenText).toBe('Knox, Indiana');
});

test('without mappings (the call failed) offers the 10 fallback zones of docs/PRODUCT.md §9', () => {
  const options = zoneOptions(undefined, 'Europe/Paris');
  expect(values(options.slice(1)).sort()).toEqual([...FALLBACK_TIME_ZONES].sort());
  expect(FALLBACK_TIME_ZONES).toHaveLength(10);
  expect(options.find((option) => option.value === 'America/Chicago')?.label).toBe('Chicago (United States)');
});

test('a stored zone missing from the list is still offered, so the choice shows', () => {
  expect(values(zoneOptions(undefined, 'Europe/Paris', 'Asia/Kolkata'))).toContain('Asia/Kolkata');
  expect(values(zoneOptions(mappings, 'Europe/Paris', 'Asia/Calcutta'))).not.toContain('Asia/Calcutta');
});

describe('search', () => {
  const options = zoneOptions(mappings, 'Europe/Paris');
  const search = (query: string) => values(searchZoneOptions(options, query));

  test('matches region parts, ignoring case and underscores', () => {
    expect(search('new york')).toEqual(['America/New_York']);
    expect(search('NEW_YORK')).toEqual(['America/New_York']);
    expect(search('america')).toEqual(['America/Indiana/Knox', 'America/New_York', 'America/Sao_Paulo']);
    expect(search('indiana')).toEqual(['America/Indiana/Knox']);
  });

  test('matches the full zone name', () => {
    expect(search('asia/tokyo')).toEqual(['Asia/Tokyo']);
  });

  test('matches the label, so a country finds its zones', () => {
    expect(search('united states')).toEqual(['America/Indiana/Knox', 'America/New_York']);
    expect(search('brazil')).toEqual(['America/Sao_Paulo']);
    expect(search('japan tokyo')).toEqual(['Asia/Tokyo']);
  });

  test("'default' and the device's city find the Default option", () => {
    expect(search('default')).toEqual(['default']);
    expect(search('paris')).toEqual(['default', 'Europe/Paris']);
  });

  test('an empty query shows everything; a query matching nothing shows nothing', () => {
    expect(search('  ')).toHaveLength(options.length);
    expect(search('atlantis')).toEqual([]);
  });
});

test('a ranking that interleaves regions still shows each region once, in the order of its best option', () => {
  const all = zoneOptions(undefined, 'Europe/Paris');
  const groupsSeen = [...new Set(all.map((option) => option.group))];
  const [a, b] = groupsSeen.slice(-2);
  const first = all.filter((option) => option.group === a).slice(0, 2);
  const second = all.find((option) => option.group === b)!;
  // Ranked: a, b, a (as a search's ranking may put them).
  const grouped = byGroup([first[0], second, first[1]]);
  expect(grouped.map(({ group }) => group)).toEqual([a, b]);
  expect(values(grouped[0].options)).toEqual(values(first));
});

test('the closed field builds the chosen option alone, the same option the whole list holds', () => {
  for (const [given, chosen] of [
    [mappings, 'default'],
    [mappings, 'Asia/Kolkata'],
    [mappings, 'Asia/Calcutta'],
    [undefined, 'Asia/Kolkata'],
    [undefined, 'Europe/Paris'],
  ] as const) {
    const whole = zoneOptions(given, 'Europe/Paris', chosen).filter((option) => option.value === chosen);
    expect(chosenZoneOptions(given, 'Europe/Paris', chosen)).toEqual(whole);
  }
});

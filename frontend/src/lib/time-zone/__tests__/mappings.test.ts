// A zone's locale from the mappings: by name, by another name of the same zone, else en-US.
import { localeForZone, mappedZoneName } from '../mappings';

const mappings = {
  timezone_locale_map: { 'Asia/Kolkata': 'hi-IN', 'Europe/Stockholm': 'sv-SE', 'Europe/Berlin': 'de-DE', UTC: 'en-US' },
  timezone_country_map: { 'Asia/Kolkata': 'IN', 'Europe/Stockholm': 'SE', 'Europe/Berlin': 'DE' },
  version: 'v1',
};

test('a mapped zone has its locale', () => {
  expect(localeForZone(mappings, 'Europe/Stockholm')).toBe('sv-SE');
});

test('an old name of a mapped zone (as some browsers report it) finds the zone', () => {
  expect(mappedZoneName(mappings, 'Asia/Calcutta')).toBe('Asia/Kolkata');
  expect(localeForZone(mappings, 'Asia/Calcutta')).toBe('hi-IN');
  expect(mappedZoneName(mappings, 'Etc/UTC')).toBe('UTC');
});

test('a zone that only shares its clock with another keeps to itself', () => {
  expect(mappedZoneName(mappings, 'Europe/Oslo')).toBeUndefined();
  expect(localeForZone(mappings, 'Europe/Oslo')).toBe('en-US');
});

test('without mappings, or for an unknown zone, the locale is en-US', () => {
  expect(localeForZone(undefined, 'Europe/Stockholm')).toBe('en-US');
  expect(localeForZone(mappings, 'Mars/Olympus')).toBe('en-US');
});

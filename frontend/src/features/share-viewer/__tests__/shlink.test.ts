// The viewer's reading of a `shlink:/` payload (docs/SHARING.md "Links"): what the specification puts in it is read,
// anything that is not a SMART Health Link is refused, and the expiry and passcode flag are told apart.
import { hasExpired, needsPasscode, parseShlink } from '../shlink';
import { MANIFEST_URL, makeLink } from './shlink-fixture';

test('reads the payload from the fragment and from a whole viewer address', () => {
  const { shlink, json } = makeLink();
  for (const text of [`#${shlink}`, `https://tend.example/shared#${shlink}`, shlink]) {
    expect(parseShlink(text)).toEqual({ url: MANIFEST_URL, key: json.key, exp: json.exp, flag: 'P', label: 'For Dr. Rivera, 3 Dec', v: 1 });
  }
});

test('refuses what is not a SMART Health Link', () => {
  const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const { json } = makeLink();
  expect(parseShlink('')).toBeNull();
  expect(parseShlink('#something-else')).toBeNull();
  expect(parseShlink('#shlink:/not*base64')).toBeNull();
  expect(parseShlink(`#shlink:/${b64('text')}`)).toBeNull();
  expect(parseShlink(`#shlink:/${b64({ ...json, key: 'short' })}`)).toBeNull();
  expect(parseShlink(`#shlink:/${b64({ ...json, url: 'javascript:alert(1)' })}`)).toBeNull();
  expect(parseShlink(`#shlink:/${b64({ key: json.key })}`)).toBeNull();
});

test('tells an expired link and a passcode link', () => {
  const link = parseShlink(makeLink({ exp: 1_000, flag: 'L' }).shlink)!;
  expect(hasExpired(link)).toBe(true);
  expect(needsPasscode(link)).toBe(false);
  const open = parseShlink(makeLink({ exp: undefined }).shlink)!;
  expect(hasExpired(open)).toBe(false);
  expect(needsPasscode(open)).toBe(true);
});

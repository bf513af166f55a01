// Which compression a request accepts (shared/accept-encoding.ts): the rule the site's files and the API's answers share.
import { acceptedEncoding } from '../../shared/accept-encoding';

it.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['GZIP', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0.0, gzip;q=0', undefined],
  ['br;q=0.5', 'br'],
  ['deflate, identity', undefined],
  ['', undefined],
  [undefined, undefined],
])('%p accepts %p', (header, expected) => {
  expect(acceptedEncoding(header)).toBe(expected);
});

// The session hint cookie (lib/token-storage.ts): set while the device keeps a session, gone with the tokens, and
// never holding a token (docs/PERFORMANCE.md "A page's own document").
import { clearTokens, keepSignedInHint, storeTokens } from '../token-storage';

const hint = () => document.cookie.split('; ').find((part) => part.startsWith('tend_signed_in='));

afterEach(() => {
  localStorage.clear();
  document.cookie = 'tend_signed_in=; Path=/; Max-Age=0';
});

it('is set when tokens are stored, says only 1, and goes when they are cleared', () => {
  expect(hint()).toBeUndefined();
  storeTokens('access.jwt.value', 'refresh.jwt.value');
  expect(hint()).toBe('tend_signed_in=1');
  expect(document.cookie).not.toContain('jwt');
  clearTokens();
  expect(hint()).toBeUndefined();
});

it('is renewed at a start on a device that kept a session from before the hint, and not set without one', () => {
  keepSignedInHint();
  expect(hint()).toBeUndefined();
  localStorage.setItem('refreshToken', 'refresh.jwt.value');
  keepSignedInHint();
  expect(hint()).toBe('tend_signed_in=1');
});

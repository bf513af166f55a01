// Post-login destination (docs/PRODUCT.md §2): pending plan → /pricing; returnTo over navigation state; else /dashboard; no open redirect.
import { postLoginDestination, safeReturnPath } from '@/lib/post-login-destination';
import { PENDING_SUBSCRIPTION_KEY, readPendingSubscription, savePendingSubscription } from '@/lib/pending-subscription';

test('a pending subscription of the session goes to /pricing before anything else', () => {
  sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, 'pro');
  expect(postLoginDestination('?returnTo=/logs', { from: { pathname: '/settings' } })).toBe('/pricing');
});

test('only basic and pro count as a pending plan', () => {
  sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, 'enterprise');
  expect(readPendingSubscription()).toBeNull();
  expect(postLoginDestination('', null)).toBe('/dashboard');
  expect(savePendingSubscription('free')).toBe(false);
  expect(savePendingSubscription('basic')).toBe(true);
  expect(readPendingSubscription()).toBe('basic');
});

test('the returnTo query parameter takes precedence over navigation state', () => {
  expect(postLoginDestination('?returnTo=%2Flogs%3Fday%3D1', { from: { pathname: '/settings' } })).toBe('/logs?day=1');
});

test('navigation state from, as a location or a string, is used without returnTo', () => {
  expect(postLoginDestination('', { from: { pathname: '/analytics', search: '?w=2', hash: '#top' } })).toBe('/analytics?w=2#top');
  expect(postLoginDestination('?view=register', { from: '/user' })).toBe('/user');
});

test('with nothing remembered, /dashboard', () => {
  expect(postLoginDestination('', undefined)).toBe('/dashboard');
});

test.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'logs', '', '/login', '/login?view=forgot'])(
  'refuses %p as a return path',
  (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
    expect(postLoginDestination(`?returnTo=${encodeURIComponent(candidate)}`, { from: candidate })).toBe('/dashboard');
  },
);

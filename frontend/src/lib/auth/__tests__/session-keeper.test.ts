// Proactive refresh (docs/PRODUCT.md §4): under 24 h left, checked at login and every 4 h, only after activity within 8 h.
import { renewIfNearExpiry, shouldRenew, startSessionKeeper } from '@/lib/auth/session-keeper';
import { isNearExpiry, tokenExpiresAt } from '@/lib/auth/token-expiry';
import { registerNavigator } from '@/lib/navigation';
import { installFetch } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';

const HOUR = 3_600_000;

describe('the renewal rule', () => {
  const now = Date.UTC(2025, 0, 1);

  test('reads the exp claim of a JWT', () => {
    expect(tokenExpiresAt(tokenExpiringIn(HOUR, now))).toBe(Math.floor((now + HOUR) / 1000) * 1000);
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
  });

  test('a token is near expiry under 24 h left, and when its expiry is unreadable', () => {
    expect(isNearExpiry(tokenExpiringIn(23 * HOUR, now), now, 24 * HOUR)).toBe(true);
    expect(isNearExpiry(tokenExpiringIn(25 * HOUR, now), now, 24 * HOUR)).toBe(false);
    expect(isNearExpiry('garbage', now, 24 * HOUR)).toBe(true);
  });

  test('renews only when active within the last 8 h', () => {
    const token = tokenExpiringIn(HOUR, now);
    expect(shouldRenew(token, now, now - 7 * HOUR)).toBe(true);
    expect(shouldRenew(token, now, now - 9 * HOUR)).toBe(false);
    expect(shouldRenew(tokenExpiringIn(30 * HOUR, now), now, now)).toBe(false);
    expect(shouldRenew(null, now, now)).toBe(false);
  });
});

describe('the keeper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const refreshCalls = () => {
    const { requests } = installFetch(() => ({ status: 200, body: { access: tokenExpiringIn(HOUR), refresh: 'r2' } }));
    return () => requests.filter((r) => r.url === '/api/auth/token/refresh/').length;
  };

  test('a login-time check renews a 60-minute token at once', async () => {
    const count = refreshCalls();
    localStorage.setItem('token', tokenExpiringIn(HOUR));
    localStorage.setItem('refreshToken', 'r1');
    renewIfNearExpiry();
    await jest.advanceTimersByTimeAsync(0);
    expect(count()).toBe(1);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  test('checks every 4 h while the user is active, and stops after 8 h without activity', async () => {
    const count = refreshCalls();
    localStorage.setItem('refreshToken', 'r1');
    localStorage.setItem('token', tokenExpiringIn(40 * HOUR));
    const stop = startSessionKeeper();
    await jest.advanceTimersByTimeAsync(4 * HOUR);
    expect(count()).toBe(0); // 36 h left: not near expiry
    localStorage.setItem('token', tokenExpiringIn(20 * HOUR));
    window.dispatchEvent(new Event('keydown'));
    await jest.advanceTimersByTimeAsync(4 * HOUR - 1);
    expect(count()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(count()).toBe(1);
    localStorage.setItem('token', tokenExpiringIn(40 * HOUR));
    await jest.advanceTimersByTimeAsync(4 * HOUR);
    // The last activity was at 4 h: the 16 h and 20 h checks skip even a near-expiry token.
    localStorage.setItem('token', tokenExpiringIn(HOUR));
    await jest.advanceTimersByTimeAsync(8 * HOUR);
    expect(count()).toBe(1);
    window.dispatchEvent(new Event('mousemove'));
    await jest.advanceTimersByTimeAsync(4 * HOUR);
    expect(count()).toBe(2);
    stop();
    await jest.advanceTimersByTimeAsync(8 * HOUR);
    expect(count()).toBe(2);
  });

  test('a failed proactive refresh logs the user out', async () => {
    installFetch(() => ({ status: 401, body: { detail: 'Token is invalid' } }));
    localStorage.setItem('token', tokenExpiringIn(HOUR));
    localStorage.setItem('refreshToken', 'revoked');
    const failed = jest.fn();
    const navigate = jest.fn();
    const unregister = registerNavigator(navigate);
    window.addEventListener('auth:failed', failed);
    renewIfNearExpiry();
    await jest.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
    window.removeEventListener('auth:failed', failed);
    unregister();
  });
});

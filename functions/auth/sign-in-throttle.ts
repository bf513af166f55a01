// Guessing limits of sign-in (S44, S45): each try is counted BEFORE its password hash, so a burst of concurrent
// requests gets no more hashes than the limit. Waits grow instead of locking, so a stranger's wrong passwords only slow
// a username down: 5 failures at once, then each next try waits 30 s, 1, 2, 4, 8 minutes, then 15 minutes at most.
// Per client address, 100 failures across all usernames (SIGN_IN_ADDRESS_FREE_FAILURES), then waits from 10 s doubling
// to 15 minutes. A browser holding a device token for the account (device-tokens.ts) skips both and has a limit of
// its own, the per-username one: the owner keeps signing in there, and a stolen device token guesses no faster.
import { apiMessages } from '../../shared/messages';
import { config } from '../platform/config';
import { TooMany } from '../platform/errors';
import { clearWindow, giveBackAttempt, takeSlowingAttempt, type SlowingPolicy } from '../data/rate-limits';
import type { DeviceToken } from './device-tokens';
import { hashedAccount, type ThrottleScope } from './sign-in-log';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Per username typed (known or not, so the wait tells nothing) and per device token. */
export const ACCOUNT_SIGN_IN_POLICY: SlowingPolicy = { free: 5, baseDelayMs: 30_000, capDelayMs: 15 * MINUTE_MS, quietMs: DAY_MS };

export const addressSignInPolicy = (): SlowingPolicy => ({
  free: config().SIGN_IN_ADDRESS_FREE_FAILURES,
  baseDelayMs: 10_000,
  capDelayMs: 15 * MINUTE_MS,
  quietMs: DAY_MS,
});

export class SignInThrottled extends TooMany {
  constructor(
    readonly scope: ThrottleScope,
    retryAfterMs: number,
  ) {
    super(retryAfterMs / 1000, apiMessages.loginLocked);
  }
}

export interface HeldAttempt {
  /** The password was right: the username's (or device's) count starts over and the address gets its try back. */
  succeeded(): Promise<void>;
}

/** Keyed by hashes, as the log line: the table holds no typed username (a typo of a password, often) nor a user id. */
export const usernameKey = (username: string) => `login:${hashedAccount(username)}`;
export const addressKey = (address: string) => `login-address:${address}`;
export const deviceKey = (deviceId: string) => `login-device:${deviceId}`;

/** Takes one sign-in try for the username from the address (or device), or throws SignInThrottled. */
export async function takeSignInAttempt(username: string, address: string, device: DeviceToken | undefined): Promise<HeldAttempt> {
  if (device) {
    const key = deviceKey(device.deviceId);
    const attempt = await takeSlowingAttempt(key, ACCOUNT_SIGN_IN_POLICY);
    if (!attempt.allowed) throw new SignInThrottled('device', attempt.retryAfterMs);
    return { succeeded: () => clearWindow(key) };
  }
  // The address first: a try the username then refuses is given back, so only the caller's own address is charged.
  const byAddress = addressKey(address);
  const fromAddress = await takeSlowingAttempt(byAddress, addressSignInPolicy());
  if (!fromAddress.allowed) throw new SignInThrottled('address', fromAddress.retryAfterMs);
  const byUsername = usernameKey(username);
  const forUsername = await takeSlowingAttempt(byUsername, ACCOUNT_SIGN_IN_POLICY);
  if (!forUsername.allowed) {
    await giveBackAttempt(byAddress);
    throw new SignInThrottled('account', forUsername.retryAfterMs);
  }
  return {
    succeeded: async () => {
      await Promise.all([clearWindow(byUsername), giveBackAttempt(byAddress)]);
    },
  };
}

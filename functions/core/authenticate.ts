// Who is calling: a bearer access token, checked for signature, type and expiry (verifyCaller), then the user's
// tokens-valid-after, that its session was not ended on its own and that the account is not being deleted (callerOf:
// all from the one user item; the tombstone `deleting_since` refuses every token). The check arms the write fence
// (write-fence.ts): a write of the request sent long after it checks again that the account is not being deleted.
// http-handler.ts decides whether the action waits for callerOf or runs alongside it.
import type { Access } from '../../shared/route-paths';
import { isFamilyRevoked } from '../data/ended-sessions';
import { getUser, getUserStanding, type UserRecord, type UserStanding } from '../data/users';
import { NotAllowed, NotSignedIn } from '../platform/errors';
import { verifyToken, type TokenClaims } from './tokens';
import { armWriteFence } from '../platform/write-fence';

const INVALID_TOKEN = 'Given token not valid for any token type';

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

/** Whether a verified token still counts for a user (or its standing): not gone or being deleted, not revoked, session not ended. */
const stillCounts = (claims: TokenClaims, user: UserStanding | undefined): user is UserStanding =>
  user !== undefined && user.deleting_since === undefined && claims.ims > user.tokens_valid_after && !isFamilyRevoked(user, claims.fam);

/** The user a verified token speaks for, unless the user is gone, revoked tokens issued before, or ended its session. */
export async function userOfClaims(claims: TokenClaims | undefined): Promise<UserRecord | undefined> {
  if (!claims) return undefined;
  const user = await getUser(claims.sub);
  return stillCounts(claims, user) ? user : undefined;
}

/** The user of a still-valid token of the given type, or undefined. */
export async function userOfToken(token: string, type: 'access' | 'refresh'): Promise<UserRecord | undefined> {
  return userOfClaims(await verifyToken(token, type));
}

/** Step one, pure CPU: the claims of the request's access token, or undefined for a route anyone may call. */
export async function verifyCaller(headers: Record<string, string | undefined>, access: Access): Promise<TokenClaims | undefined> {
  if (access === 'public' || access === 'stripe-signature') return undefined;
  const token = bearerToken(headers);
  if (!token) throw new NotSignedIn();
  const claims = await verifyToken(token, 'access');
  if (!claims) throw new NotSignedIn(INVALID_TOKEN);
  return claims;
}

/** Step two, one GetItem: the user the claims speak for, refused if gone, revoked or its session ended (S13). */
export async function callerOf(claims: TokenClaims, access: Access): Promise<UserRecord> {
  const checkedAt = Date.now();
  const user = await userOfClaims(claims);
  if (!user) throw new NotSignedIn(INVALID_TOKEN);
  if (access === 'staff' && !user.is_staff) throw new NotAllowed();
  armWriteFence(checkedAt, stillThere(claims.sub));
  return user;
}

/** callerOf's checks for a signed-in user's route, on the user's standing alone (a smaller read than the user). */
export async function confirmCaller(claims: TokenClaims): Promise<void> {
  const checkedAt = Date.now();
  if (!stillCounts(claims, await getUserStanding(claims.sub))) throw new NotSignedIn(INVALID_TOKEN);
  armWriteFence(checkedAt, stillThere(claims.sub));
}

/**
 * The write fence's re-check: the account still exists and is not being deleted. Only that: a request whose own
 * change moved tokens_valid_after (a password change issuing new tokens) must still finish its writes.
 */
const stillThere = (userId: string) => async (): Promise<void> => {
  const standing = await getUserStanding(userId);
  if (!standing || standing.deleting_since !== undefined) throw new NotSignedIn(INVALID_TOKEN);
};

// Who is calling: a bearer access token, checked for signature, type, expiry, the user's tokens-valid-after and that
// its session was not ended on its own (both read from the one user item, so no extra round trip).
import type { Access } from '../../shared/routes';
import { isFamilyRevoked } from '../data/ended-sessions';
import { getUser, type UserRecord } from '../data/users';
import { Forbidden, Unauthorized } from './http-error';
import { verifyToken, type TokenClaims } from './tokens';

const INVALID_TOKEN = 'Given token not valid for any token type';

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

/** The user a verified token speaks for, unless the user is gone, revoked tokens issued before, or ended its session. */
export async function userOfClaims(claims: TokenClaims | undefined): Promise<UserRecord | undefined> {
  if (!claims) return undefined;
  const user = await getUser(claims.sub);
  if (!user || claims.ims <= user.tokens_valid_after || isFamilyRevoked(user, claims.fam)) return undefined;
  return user;
}

/** The user of a still-valid token of the given type, or undefined. */
export async function userOfToken(token: string, type: 'access' | 'refresh'): Promise<UserRecord | undefined> {
  return userOfClaims(await verifyToken(token, type));
}

export async function authenticate(headers: Record<string, string | undefined>, access: Access): Promise<UserRecord | undefined> {
  if (access === 'public' || access === 'stripe-signature') return undefined;
  const token = bearerToken(headers);
  if (!token) throw new Unauthorized();
  const user = await userOfToken(token, 'access');
  if (!user) throw new Unauthorized(INVALID_TOKEN);
  if (access === 'staff' && !user.is_staff) throw new Forbidden();
  return user;
}

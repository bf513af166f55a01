// Reads an access token's expiry on the client (the JWT exp claim), to renew it before it runs out.

/** The token's expiry in ms since the epoch, or null when it is not a readable JWT. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when less than `thresholdMs` remain, or the expiry cannot be read. */
export function isNearExpiry(token: string, now: number, thresholdMs: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - now < thresholdMs;
}

// Unsigned JWT-shaped tokens for web tests: the client only reads their exp claim.

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token that expires `msFromNow` after `now` (default: the current clock). */
export function tokenExpiringIn(msFromNow: number, now = Date.now()): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor((now + msFromNow) / 1000), typ: 'access' })}.sig`;
}

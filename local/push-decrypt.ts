// What a browser's push service and the browser do with a push, for the local stand-in (local/push-service.ts): check
// the VAPID JWT (RFC 8292) and decrypt the aes128gcm body (RFC 8291, RFC 8188) with the device's private key. Written
// with node:crypto from the RFCs rather than with web-push's own helpers, so a test checks the sender against the
// standard, not against itself.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, verify, type ECDH } from 'node:crypto';

/** A device as the browser keeps it: its P-256 key pair and its 16-byte auth secret. */
export interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
}

export function newDeviceKeys(auth: Buffer): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth };
}

const info = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/** The plaintext of an aes128gcm body sent to this device; throws when it cannot be decrypted. */
export function decryptPush(body: Buffer, device: DeviceKeys): Buffer {
  // Header (RFC 8188 §2.1): salt (16), record size (4), key id length (1), key id: the sender's public key (65).
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || recordSize < 18) throw new Error('the key id is not a P-256 public key, or the record size is too small');
  // RFC 8291 §3.3-3.4: the input key material from the ECDH secret and the auth secret, then the content key and nonce.
  const devicePublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([info('WebPush: info'), devicePublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const parts: Buffer[] = [];
  for (let offset = 0, index = 0; offset < records.length; offset += recordSize, index += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ index) >>> 0, 8); // the record's sequence number XOR the nonce's last bytes
    const decipher = createDecipheriv('aes-128-gcm', key, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: zeros after a delimiter, 2 on the last record and 1 on the others (RFC 8188 §2).
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Error('a record has no valid padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}

export interface VapidClaims {
  /** The key the push was signed with (base64url), from the header's `k=`. */
  public_key: string;
  audience: string;
  subject: string;
  /** Epoch seconds. */
  expires: number;
}

/**
 * The claims of a valid `Authorization: vapid t=<JWT>, k=<key>` header for a push to `endpoint`, or why it is not valid:
 * an ES256 signature by `k`, the endpoint's origin as audience, an expiry within 24 hours, a subject to contact.
 */
export function checkVapid(header: string | undefined, endpoint: string, nowSeconds = Date.now() / 1000): VapidClaims | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no "vapid t=…, k=…" Authorization header';
  const [, jwt, key] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 public key';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const [head, claims, signature] = jwt.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT is not signed by k';
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (header64.alg !== 'ES256') return 'the JWT is not ES256';
  if (body.aud !== new URL(endpoint).origin) return `the audience is not ${new URL(endpoint).origin}`;
  if (typeof body.exp !== 'number' || body.exp <= nowSeconds || body.exp > nowSeconds + 24 * 3600)
    return 'the expiry is not within 24 hours';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return 'the subject is not a mailto: or https: URL';
  return { public_key: key, audience: body.aud, subject: body.sub!, expires: body.exp };
}

// The VAPID identity pushes are signed with (RFC 8292, docs/REMINDERS.md "Delivery"): the public key from the
// environment, the private key from the environment locally or its Secrets Manager secret in AWS, and a subject the
// push services may contact. Read once per instance; a private key that is not the public key's pair fails, naming it.
import { createECDH } from 'node:crypto';
import { config } from '../../platform/config';
import { vapidPrivateKey } from '../secrets';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

let loaded: Promise<VapidDetails> | undefined;

/** undefined-free: throws when push is not set up, so a sender never runs half-configured. */
export function vapidDetails(): Promise<VapidDetails> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function load(): Promise<VapidDetails> {
  const { VAPID_PUBLIC_KEY: publicKey, APP_URL, MAIL_FROM } = config();
  const privateKey = await vapidPrivateKey();
  if (!publicKey || !privateKey)
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or VAPID_SECRET_ARN) must be set to send pushes');
  if (publicKeyOf(privateKey) !== publicKey) {
    throw new Error(
      'Invalid configuration: the VAPID private key (VAPID_PRIVATE_KEY or the VAPID_SECRET_ARN secret) is not the pair of VAPID_PUBLIC_KEY',
    );
  }
  // Push services accept an https URL or a mailto: address; the local runtime's URL is http, so there the sender's address.
  const address = /<([^>]+)>/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM;
  const subject = APP_URL.startsWith('https://') ? APP_URL : `mailto:${address}`;
  return { subject, publicKey, privateKey };
}

/** The uncompressed P-256 public key (base64url) of a base64url private key; '' when it is no P-256 key. */
export function publicKeyOf(privateKey: string): string {
  const bytes = Buffer.from(privateKey, 'base64url');
  if (bytes.length !== 32) return '';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(bytes);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return '';
  }
}

export function resetVapidForTests(): void {
  loaded = undefined;
}

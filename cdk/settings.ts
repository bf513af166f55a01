// Deploy-time settings of the stack, read once from CDK context (`-c key=value`) with the defaults DEPLOY.md lists.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Node } from 'constructs';

/** The repository root: cdk/ sits directly under it. */
export const repoRoot = path.resolve(__dirname, '..');

export interface StackSettings {
  /** Public URL of the app (links in e-mails); undefined means the CloudFront URL. */
  appUrl?: string;
  /** Sender address of the app's e-mails; must be an SES-verified identity (or in a verified domain). */
  mailFrom: string;
  /**
   * Verified recipient addresses while the SES account is in the sandbox: there SES also checks the
   * sender's permission against each recipient's identity, so they join the function's mail grant.
   */
  mailSandboxRecipients: string[];
  /** Create the SES e-mail identity for mailFrom (SES then mails a verification link to it). */
  createMailIdentity: boolean;
  /** Directory of the built frontend (must hold index.html). */
  webAssetPath: string;
  /** Keep the table and buckets when the stack is deleted. */
  retainData: boolean;
  /** Bedrock model (or inference profile) id the AI group calls. */
  bedrockModelId: string;
  /** Subscribed by e-mail to the alarm topic (cdk/monitoring.ts); none when absent. */
  alarmEmail?: string;
  /** Version id of the origin header secret to deploy after a rotation; unset means its current version. */
  originVerifyVersion?: string;
  /** The account's monthly AWS cost in US dollars the budget warns about (cdk/monitoring.ts). */
  monthlyBudgetUsd: number;
  /** Web Push's VAPID public key (base64url, 65 bytes); unset: push is off (docs/REMINDERS.md "Delivery"). */
  vapidPublicKey?: string;
}

/**
 * Request ceilings, fixed in code (not context): generous for people, a wall for scripts. Each route's own throttle and
 * the per-person limits are in shared/traffic-limits.ts; docs/DEPLOY.md "Request limits" has them all.
 * - The API stage (cdk/api.ts): 50 requests per second steady, bursts of 100, for everyone together. A person
 *   makes a few requests per screen; a higher ceiling would only let a runaway client run up the Lambda and
 *   DynamoDB bill before anyone notices.
 * - The web ACL (cdk/waf-stack.ts): 2,000 requests per IP in any 5 minutes (~7 a second, all pages and API calls
 *   together), so one address cannot take the whole stage ceiling while a household behind one NAT still fits.
 * - Sign-in and the password routes (`/api/auth/token/`, `/api/auth/password/...`): 100 per IP in 5 minutes. A person
 *   signs in once per device and month (refreshes are not counted); a household, an office or a class resetting
 *   passwords together stays far below; a password sprayer is cut to one guess every 3 seconds per address, before
 *   the functions' own per-account and per-address throttles (docs/ACCOUNTS.md) and before any scrypt hash.
 * - Sign-up (`/api/auth/register/`): 20 per IP in 5 minutes. Scripted sign-ups are the way to free AI credits;
 *   the function also throttles sign-ups per address over the day, and the WAF drops a flood before it costs a hash.
 */
export const trafficLimits = {
  stageRateLimit: 50,
  stageBurstLimit: 100,
  wafRequestsPerIp: 2000,
  wafAuthRequestsPerIp: 100,
  wafRegisterRequestsPerIp: 20,
  wafWindowSeconds: 300,
} as const;

export const defaultSettings = {
  mailFrom: 'no-reply@example.com',
  webAssetPath: path.join(repoRoot, 'frontend', 'dist'),
  bedrockModelId: 'amazon.nova-lite-v1:0',
  // The stack's fixed monthly cost is about $20 (WAF, alarms, dashboard, secrets); the rest grows with use (Bedrock
  // first). $50 leaves room for a few active people and says so before a runaway month does (docs/DEPLOY.md).
  monthlyBudgetUsd: 50,
} as const;

export function readSettings(node: Node): StackSettings {
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    return String(value).trim();
  };
  const flag = (key: string, fallback: boolean): boolean => {
    const value = text(key);
    if (value === undefined) return fallback;
    if (value === 'true' || value === 'false') return value === 'true';
    throw new Error(`Context value ${key} must be true or false, got "${value}"`);
  };
  return {
    appUrl: parseAppUrl(text('appUrl')),
    mailFrom: parseAddress('mailFrom', text('mailFrom') ?? defaultSettings.mailFrom),
    mailSandboxRecipients: (text('mailSandboxRecipients') ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean)
      .map((address) => parseAddress('mailSandboxRecipients', address)),
    createMailIdentity: flag('createMailIdentity', false),
    webAssetPath: path.resolve(repoRoot, text('webAssetPath') ?? defaultSettings.webAssetPath),
    retainData: flag('retainData', true),
    bedrockModelId: text('bedrockModelId') ?? defaultSettings.bedrockModelId,
    alarmEmail: optionalAddress('alarmEmail', text('alarmEmail')),
    originVerifyVersion: text('originVerifyVersion'),
    monthlyBudgetUsd: parseBudget(text('monthlyBudgetUsd')),
    vapidPublicKey: parseVapidKey(text('vapidPublicKey')),
  };
}

/** An uncompressed P-256 point, base64url: what `npx web-push generate-vapid-keys` prints as the public key. */
function parseVapidKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const bytes = /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0);
  if (bytes.length !== 65 || bytes[0] !== 4) {
    throw new Error(
      `Context value vapidPublicKey must be the base64url public key npx web-push generate-vapid-keys prints, got "${value}"`,
    );
  }
  return value;
}

function parseBudget(value: string | undefined): number {
  if (value === undefined) return defaultSettings.monthlyBudgetUsd;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new Error(`Context value monthlyBudgetUsd must be a positive number of US dollars such as 50, got "${value}"`);
  }
  return amount;
}

function parseAppUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Context value appUrl must be an absolute URL such as https://health.example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:') throw new Error(`Context value appUrl must use https, got "${value}"`);
  // Links are built as `${APP_URL}/reset-password/...`, so no trailing slash.
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function optionalAddress(key: string, value: string | undefined): string | undefined {
  return value === undefined ? undefined : parseAddress(key, value);
}

function parseAddress(key: string, value: string): string {
  if (!/^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/.test(value)) {
    throw new Error(`Context value ${key} must hold plain e-mail addresses such as no-reply@example.com, got "${value}"`);
  }
  return value;
}

/** The frontend build must exist before synth: deploying an empty site would look like an outage. */
export function assertWebBuild(webAssetPath: string): void {
  if (!fs.existsSync(path.join(webAssetPath, 'index.html'))) {
    throw new Error(
      `No frontend build at ${webAssetPath} (index.html missing). Run \`npm run build:web\` first, ` +
        'or point -c webAssetPath=<dir> at a directory holding the built site.',
    );
  }
}

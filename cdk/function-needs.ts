// What each resource group's Lambda may touch: the one file to edit when shared/route-paths.ts gains a group, or a
// group's code calls a DynamoDB operation or an S3 prefix it did not before (test/cdk/least-privilege.test.ts finds
// every operation in each group's bundle and fails until it is granted here).
import type { ResourceGroup } from '../shared/route-paths';

/**
 * DynamoDB item actions on the single table. No Scan (docs/PRODUCT.md "The single table" keeps it off request paths), no administration.
 * A transaction (TransactWriteItems) needs the action of each of its parts: PutItem, UpdateItem, DeleteItem and,
 * for a part that only checks a condition, ConditionCheckItem; TransactGetItems needs GetItem.
 */
export type TableAction =
  'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'ConditionCheckItem';

export interface TableNeeds {
  actions: readonly TableAction[];
  /** Query GSI1 too (lists in time order, the staff usage report): read-only, whatever `actions` says. */
  index?: boolean;
  /** Query GSI2 too (reminders by the minute they are next sent, docs/REMINDERS.md): the scheduler's, read-only. */
  dueIndex?: boolean;
}

/**
 * Object prefixes of a bucket (functions/providers/storage/object-keys.ts: `images/<userId>/`, `exports/<userId>/`,
 * `imports/<userId>/`): a grant covers `<prefix>/*` only, never the whole bucket.
 */
export type ObjectPrefix = 'images' | 'exports' | 'imports' | 'shares';

/** What a function does with a bucket's objects, each one IAM action (cdk/grants.ts objectActions). */
export type ObjectAction = 'read' | 'list' | 'write' | 'abort' | 'delete';

/**
 * S3 rights on some prefixes of a bucket: 'read' is GetObject (and HeadObject, and the source of a copy); 'write'
 * PutObject (a put, a copy's target, each part of a multipart upload); 'abort' AbortMultipartUpload (a part upload
 * that failed); 'delete' DeleteObject (and DeleteObjects). 'list' is ListBucket on the whole bucket: deleting a prefix
 * lists it first, and without it S3 answers a missing key with 403 instead of NoSuchKey.
 */
export interface ObjectNeeds {
  prefixes: readonly ObjectPrefix[];
  actions: readonly ObjectAction[];
}

/**
 * Every function gets the base environment functions/platform/config.ts requires (TABLE_NAME, APP_URL,
 * MAIL_FROM, JWT_SECRET_ARN, STAGE) and reads the origin header's secret at cold start (functions/providers/secrets.ts);
 * these grant permissions and add the environment noted.
 */
export interface FunctionNeeds {
  table?: TableNeeds;
  /** Read the JWT signing secret: every group that issues or verifies tokens. */
  jwtSecret?: boolean;
  /** The private images bucket; adds IMAGES_BUCKET. */
  imagesBucket?: ObjectNeeds;
  /**
   * The private bucket of short-lived transfers (large CSV exports and copies of large images under exports/,
   * uploads for import under imports/; CORS for the app's origin); adds EXPORTS_BUCKET. A signed URL acts with
   * its signer's rights, so a function that hands out a download URL needs 'read' of it, an upload URL 'write'.
   */
  exportsBucket?: ObjectNeeds;
  /** Send e-mail through SES, only as the configured sender identity. */
  mail?: boolean;
  /** Call the configured Bedrock model (Converse / InvokeModel); adds BEDROCK_MODEL_ID and AI_PROVIDER=bedrock. */
  bedrock?: boolean;
  /** Read the Stripe keys secret (created only when a group needs it); adds STRIPE_SECRET_ARN. */
  stripe?: boolean;
  /**
   * Web Push's VAPID keys (docs/REMINDERS.md "Delivery"): 'public-key' adds VAPID_PUBLIC_KEY (what browsers subscribe
   * with, from the vapidPublicKey context value); 'send' also reads the private key's secret (VAPID_SECRET_ARN), which
   * only a function that sends pushes gets.
   */
  vapid?: 'public-key' | 'send';
  /** Defaults to 512 MB. */
  memoryMb?: number;
  /** Defaults to 29 s, the most API Gateway's 30 s allows; the AI group stops its provider at 25 s. */
  timeoutSeconds?: number;
}

/** Reading items: a user's record (every signed-in call), a page of a partition. */
const reads: TableAction[] = ['GetItem', 'Query'];
/**
 * What a group that creates or changes items needs: single-item writes, and an Idempotency-Key's record (a
 * conditional put, read back on a repeat, updated with the answer, deleted when the work failed). The per-person
 * limits (shared/traffic-limits.ts) count with a conditional update and read the window when refused.
 */
const writes: TableAction[] = [...reads, 'PutItem', 'UpdateItem', 'DeleteItem'];
/** A save written in transactions (all or nothing), whose parts may only check a condition (an entry still there). */
const transactions: TableAction[] = [...writes, 'ConditionCheckItem'];

export const functionNeeds: Record<ResourceGroup, FunctionNeeds> = {
  // scrypt (N=2^17) is CPU-bound and Lambda's CPU share grows with memory: 1 GB keeps sign-in quick.
  // Account deletion ends the sessions, marks the person gone (a transaction), sweeps their partition in batches, deletes
  // their images, downloads and uploads (never reads or writes an object), and cancels the Stripe customer (the keys).
  auth: {
    table: { actions: [...transactions, 'BatchWriteItem'] },
    jwtSecret: true,
    mail: true,
    imagesBucket: { prefixes: ['images'], actions: ['list', 'delete'] },
    exportsBucket: { prefixes: ['exports', 'imports', 'shares'], actions: ['list', 'delete'] },
    stripe: true,
    memoryMb: 1024,
  },
  // Lists through GSI1; a create, edit or manual entry is one transaction.
  entries: { table: { actions: transactions, index: true }, jwtSecret: true },
  // The OpenAPI document and its page: built from the route table, touching nothing.
  docs: {},
  // The Analytics page's figures (GSI1); a weekly report is written by the AI for one credit.
  insights: { table: { actions: writes, index: true }, jwtSecret: true, bedrock: true },
  // Reads a photo after checking its owner; one too large for a Lambda response is copied to exports/ and served by
  // a signed URL. Writes no item.
  images: {
    table: { actions: reads },
    jwtSecret: true,
    imagesBucket: { prefixes: ['images'], actions: ['read', 'list'] },
    exportsBucket: { prefixes: ['exports'], actions: ['read', 'write'] },
  },
  // Extraction, chat and the staff usage report (GSI1); the chat's exchange is stored in batches. The provider is
  // stopped at 25 s, inside API Gateway's 30 s. A photo goes to the model from the request, never to a bucket.
  ai: { table: { actions: [...transactions, 'BatchWriteItem'], index: true }, jwtSecret: true, bedrock: true, memoryMb: 1024 },
  // Saving reviewed items writes entries (transactions); with an image it stores the photo, and deletes it again
  // when the entries could not be written.
  'reviewed-items': {
    table: { actions: [...transactions, 'BatchWriteItem'] },
    jwtSecret: true,
    imagesBucket: { prefixes: ['images'], actions: ['write', 'list', 'delete'] },
  },
  // An export pages through every entry (GSI1) and may stream a large file to exports/ in parts; the full backup also
  // reads the caller's images (one at a time) into the file. Writes no item.
  export: {
    table: { actions: reads, index: true },
    jwtSecret: true,
    imagesBucket: { prefixes: ['images'], actions: ['read', 'list'] },
    exportsBucket: { prefixes: ['exports'], actions: ['read', 'write', 'abort'] },
    memoryMb: 1024,
  },
  // Import jobs: their state in the table, a signed upload into imports/ (its size and a preview read back, a discarded
  // one deleted), and starting the import-job function (cdk/import-job.ts), which reads the file and writes the entries.
  imports: {
    table: { actions: writes },
    jwtSecret: true,
    exportsBucket: { prefixes: ['imports'], actions: ['read', 'list', 'write', 'delete'] },
  },
  // Searches of the food table, which sits beside its bundle (functions/domain/nutrition): no bucket, no item of its
  // own; the table only for the caller's standing that every signed-in read confirms (functions/core/run-for-caller.ts).
  foods: { table: { actions: ['GetItem'] }, jwtSecret: true },
  // Reminders and their answers in the caller's partition; a taken dose's supplement entry and the stock decrement in one
  // transaction; recent supplement entries through GSI1 for adherence. The JWT secret also signs and checks the
  // notification answers' tokens (functions/domain/reminders/answer-token.ts). The due index (GSI2) is the scheduler's.
  reminders: { table: { actions: [...transactions, 'BatchWriteItem'], index: true }, jwtSecret: true },
  // Recents read the caller's entries through GSI1; favourites are items of the caller's partition (a put, a
  // conditional delete, a query).
  'quick-log': { table: { actions: writes, index: true }, jwtSecret: true },
  // Checkout, plan changes and the webhook: the Stripe keys secret.
  payments: { table: { actions: writes }, jwtSecret: true, stripe: true },
  // A person's push subscriptions (one item per device) and the VAPID public key; it sends nothing, so no private key.
  push: { table: { actions: writes }, jwtSecret: true, vapid: 'public-key' },
  // Experiments (docs/EXPERIMENTS.md): plans in the caller's partition (put, get, conditional update and delete, a
  // query); the outcome's and the intervention's entries through GSI1 for the answer, today and the power estimate.
  experiments: { table: { actions: writes, index: true }, jwtSecret: true },
  // The dashboard's first screen in one call (docs/API.md "Dashboard"): the other groups' reads side by side, each type's
  // entries, today's food, recents and what is left today through GSI1; it writes nothing.
  dashboard: { table: { actions: reads, index: true }, jwtSecret: true },
  // Share links (docs/SHARING.md): the link, its manifest pointer and the pointer's note in one transaction, opens in
  // the partition; the period's entries through GSI1 for the FHIR bundle and the summary; the encrypted files under
  // shares/ (written, signed for 5 minutes, deleted on revocation); the owner's e-mail when a link locks.
  shares: {
    table: { actions: transactions, index: true },
    jwtSecret: true,
    mail: true,
    exportsBucket: { prefixes: ['shares'], actions: ['read', 'write', 'list', 'delete'] },
  },
};

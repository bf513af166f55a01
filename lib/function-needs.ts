// What each resource group's Lambda may touch: the one file to edit when shared/route-paths.ts gains a group.
import type { ResourceGroup } from '../shared/route-paths';

/**
 * Every function gets the base environment functions/core/config.ts requires (TABLE_NAME, APP_URL,
 * MAIL_FROM, JWT_SECRET_ARN, STAGE); these flags grant permissions and add the environment noted.
 */
export interface FunctionNeeds {
  /** Read and write items of the single table and query GSI1 (no Scan: DESIGN.md forbids it). */
  table?: boolean;
  /** Read the JWT signing secret: every group that issues or verifies tokens. */
  jwtSecret?: boolean;
  /** The private images bucket; adds IMAGES_BUCKET. */
  imagesBucket?: 'read' | 'readWrite';
  /**
   * The private bucket of short-lived downloads (large CSV exports, copies of large images; CORS for the
   * app's origin); adds EXPORTS_BUCKET. 'write' stores objects and signs URLs to them; 'delete' removes a
   * user's objects (account deletion).
   */
  exportsBucket?: 'write' | 'delete';
  /** Send e-mail through SES, only as the configured sender identity. */
  mail?: boolean;
  /** Call the configured Bedrock model (Converse / InvokeModel); adds BEDROCK_MODEL_ID and AI_PROVIDER=bedrock. */
  bedrock?: boolean;
  /** Read the Stripe keys secret (created only when a group needs it); adds STRIPE_SECRET_ARN. */
  stripe?: boolean;
  /** Defaults to 512 MB. */
  memoryMb?: number;
  /** Defaults to 29 s, the most API Gateway's 30 s allows; the AI group stops its provider at 25 s. */
  timeoutSeconds?: number;
}

export const functionNeeds: Record<ResourceGroup, FunctionNeeds> = {
  // scrypt (N=2^17) is CPU-bound and Lambda's CPU share grows with memory: 1 GB keeps sign-in quick.
  // Account deletion also removes the user's images and downloads.
  // ...and cancels the Stripe subscription (the Stripe keys secret).
  auth: { table: true, jwtSecret: true, mail: true, imagesBucket: 'readWrite', exportsBucket: 'delete', stripe: true, memoryMb: 1024 },
  logs: { table: true, jwtSecret: true },
  // The OpenAPI document and its page: built from the route table, touching nothing.
  docs: {},
  // The Analytics page's figures: reads the caller's entries.
  insights: { table: true, jwtSecret: true },
  // An image too large for a Lambda response is copied to the exports bucket and served by signed URL.
  images: { table: true, jwtSecret: true, imagesBucket: 'read', exportsBucket: 'write' },
  // An export pages through every entry and may stream a large CSV to S3 in parts.
  // The provider is stopped at 25 s, inside API Gateway's 30 s.
  ai: { table: true, jwtSecret: true, bedrock: true, imagesBucket: 'readWrite', memoryMb: 1024 },
  // Saving reviewed items writes entries; with an image it stores the photo (save-with-image).
  'structured-data': { table: true, jwtSecret: true, imagesBucket: 'readWrite' },
  // The full backup also reads the caller's images (one at a time) into the file.
  export: { table: true, jwtSecret: true, imagesBucket: 'read', exportsBucket: 'write', memoryMb: 1024 },
  // Import jobs: their state in the table, a signed upload into the transfers (exports) bucket, and starting the
  // import-job function (lib/import-job.ts), which reads the file and writes the entries.
  imports: { table: true, jwtSecret: true, exportsBucket: 'write' },
  // Checkout, plan changes and the webhook: the Stripe keys secret.
  payments: { table: true, jwtSecret: true, stripe: true },
};

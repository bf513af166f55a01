// Backend configuration, read once from the environment; a missing or invalid value fails loudly, naming it.
import * as z from 'zod';

const schema = z.object({
  TABLE_NAME: z.string().min(1),
  APP_URL: z.url(),
  MAIL_FROM: z.string().min(3),
  /** Local: the secret itself (generated once under DATA_DIR). Cloud: unset, JWT_SECRET_ARN is used. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_SECRET_ARN: z.string().min(1).optional(),
  /** 'local' adds error causes to 500 bodies for the developer; never set in the cloud. */
  STAGE: z.enum(['local', 'cloud']).default('cloud'),
  /**
   * A CSV export larger than this (bytes of the response body as Lambda serialises it) goes to the exports
   * bucket and is answered with a redirect: a Lambda response holds at most 6 MB (docs/EXPORT.md).
   */
  EXPORT_INLINE_MAX_BYTES: z.coerce.number().int().min(0).max(6_000_000).default(5_000_000),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => `${i.path.join('.')} (${i.message})`).join(', ');
    throw new Error(`Invalid configuration: ${names}`);
  }
  if (!parsed.data.JWT_SECRET && !parsed.data.JWT_SECRET_ARN) {
    throw new Error('Invalid configuration: JWT_SECRET or JWT_SECRET_ARN must be set');
  }
  cached = parsed.data;
  return cached;
}

/** One variable on its own, for code that needs only it (the table client in CLIs). */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Invalid configuration: ${name} must be set`);
  return value;
}

/** Tests change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}

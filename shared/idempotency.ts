// The Idempotency-Key header (issue 21, S50; as Stripe's and the IETF draft "The Idempotency-Key HTTP Header Field"):
// a client sends one key per action, the same on each retry of it, and every create and save then happens once.
// Shared by the API, its OpenAPI document and the web app (which sends crypto.randomUUID() per action). docs/LOGS.md.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On an answer repeated from the first request with the key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1 to 255 printable ASCII characters, no spaces: a UUID, a ULID, any opaque token. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** How long a key answers its first request again (then it is a new key). */
export const IDEMPOTENCY_KEY_HOURS = 24;

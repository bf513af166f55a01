// The key design of the single table (docs/PRODUCT.md "The single table"): every key is built here and nowhere else.

const userPartition = (userId: string) => `USER#${userId}`;

export const keys = {
  userPartition,
  /** The user id of a partition key (`USER#<id>`): whose an item read through an index is. */
  userOfPartition: (partition: string) => partition.slice('USER#'.length),
  user: (userId: string) => ({ PK: userPartition(userId), SK: 'PROFILE' }),
  /** Claims make usernames and e-mails unique, case-insensitively, without transactions. */
  usernameClaim: (username: string) => ({ PK: `USERNAME#${username.toLowerCase()}`, SK: 'CLAIM' }),
  emailClaim: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'CLAIM' }),
  refreshToken: (userId: string, jti: string) => ({ PK: userPartition(userId), SK: `REFRESH#${jti}` }),
  refreshTokenPrefix: 'REFRESH#',
  rateWindow: (key: string) => ({ PK: `RATE#${key}`, SK: 'WINDOW' }),
  /**
   * Entries and user inputs: one item each in the user's partition... (the sort key keeps its stored prefix `LOG#`:
   * items already in the table carry it)
   */
  entryItem: (userId: string, collection: string, id: string) => ({ PK: userPartition(userId), SK: `LOG#${collection}#${id}` }),
  /** ...listed newest first per collection through GSI1, sorted by utc_time then id. */
  entryIndexPartition: (userId: string, collection: string) => `${userPartition(userId)}#${collection}`,
  entryIndexSort: (utcTime: string, id: string) => `${utcTime}#${id}`,
  /** The one index: entries by time, and the usage report's rows by month. */
  indexName: 'GSI1',
  /** Credits and images used in one plan period (the trial, or one month of a paid plan). */
  allowance: (userId: string, periodId: string) => ({ PK: userPartition(userId), SK: `ALLOWANCE#${periodId}` }),
  /** A photo (by its bytes' SHA-256) already counted as one image of a plan period: counted once, however often sent. */
  countedPhoto: (userId: string, periodId: string, hash: string) => ({ PK: userPartition(userId), SK: `PHOTO#${periodId}#${hash}` }),
  /** Token and image counts per calendar month, listed for staff through GSI1. */
  monthlyUsage: (userId: string, month: string) => ({ PK: userPartition(userId), SK: `USAGE#${month}` }),
  usageIndexPartition: 'USAGE',
  /** A chat session belongs to the user's partition; its messages live in a partition of their own. */
  chatSession: (userId: string, sessionId: string) => ({ PK: userPartition(userId), SK: `CHAT#${sessionId}` }),
  chatSessionPrefix: 'CHAT#',
  chatMessages: (sessionId: string) => `CHAT#${sessionId}`,
  chatMessage: (sessionId: string, seq: string) => ({ PK: `CHAT#${sessionId}`, SK: `MSG#${seq}` }),
  usageIndexSort: (month: string, username: string) => `${month}#${username}`,
  /** A weekly report, in the user's partition; its id (a ULID) sorts by time, so the newest lists first. */
  weeklyReport: (userId: string, reportId: string) => ({ PK: userPartition(userId), SK: `REPORT#${reportId}` }),
  weeklyReportPrefix: 'REPORT#',
  /** An import job (issue 14), in the user's partition; its id (a ULID) sorts by time, so the newest lists first. */
  importJob: (userId: string, jobId: string) => ({ PK: userPartition(userId), SK: `IMPORT#${jobId}` }),
  importJobPrefix: 'IMPORT#',
  /** A favourite item for quick re-logging (docs/QUICK-LOG.md), by the item's key: the same item is one favourite. */
  favourite: (userId: string, itemKey: string) => ({ PK: userPartition(userId), SK: `FAVOURITE#${itemKey}` }),
  favouritePrefix: 'FAVOURITE#',
  /** An Idempotency-Key the user sent (TTL, 24 h): in progress, then the first answer, repeated to each retry. */
  idempotencyKey: (userId: string, key: string) => ({ PK: userPartition(userId), SK: `IDEMPOTENCY#${key}` }),
  /** A Stripe event id once seen (TTL): processing, then done; makes each event apply once. */
  stripeEvent: (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' }),
  /** The newest known state of the user's Stripe (or local) subscription. */
  subscription: (userId: string) => ({ PK: userPartition(userId), SK: 'SUBSCRIPTION' }),
  /** A checkout session (local or Stripe) and who started it: verify-session grants only its owner. */
  checkoutSession: (sessionId: string) => ({ PK: `CHECKOUT#${sessionId}`, SK: 'SESSION' }),
  /** A local billing page session (the local stand-in for Stripe's Customer Portal) and whose it is. */
  billingSession: (sessionId: string) => ({ PK: `BILLING#${sessionId}`, SK: 'SESSION' }),
  /** Which user a Stripe customer is (subscription and invoice events name only the customer). */
  stripeCustomer: (customerId: string) => ({ PK: `STRIPE_CUSTOMER#${customerId}`, SK: 'USER' }),
  /** A Web Push subscription (one device), in the user's partition, keyed by a hash of its endpoint. */
  pushSubscription: (userId: string, id: string) => ({ PK: userPartition(userId), SK: `PUSH#${id}` }),
  pushSubscriptionPrefix: 'PUSH#',
  /**
   * A row of the user's kept outside their partition (checkout, billing session, customer link): noted in the
   * partition before the row is written, so account deletion finds and deletes it (delete-everything.ts).
   */
  ownedRow: (userId: string, row: TableKey) => ({ PK: userPartition(userId), SK: `OWNS#${row.PK}#${row.SK}` }),
  ownedRowPrefix: 'OWNS#',
  /** A reminder (issue 26), in the user's partition: a log prompt or a medication schedule (docs/REMINDERS.md "Storage"). */
  reminder: (userId: string, reminderId: string) => ({ PK: userPartition(userId), SK: `REMINDER#${reminderId}` }),
  reminderPrefix: 'REMINDER#',
  /** The answer to one occurrence (`<reminder id>@<local date>T<HH:MM>`): its reminder's answers sort by local date. */
  reminderAnswer: (userId: string, occurrenceKey: string) => ({ PK: userPartition(userId), SK: `ANSWER#${occurrenceKey}` }),
  reminderAnswerPrefix: (reminderId: string) => `ANSWER#${reminderId}@`,
  /** GSI2, sparse: reminders by the UTC minute they are next sent, spread over shards (`DUE#2026-03-08T08:00#3`). */
  dueIndexName: 'GSI2',
  dueIndexPartition: (minute: string, shard: number) => `DUE#${minute}#${shard}`,
  dueIndexSort: (userId: string, reminderId: string) => `${userId}#${reminderId}`,
  /** A send the scheduler made (`<occurrence key>/<instant>`), in the user's partition: claimed before sending, once. */
  reminderSend: (userId: string, sendKey: string) => ({ PK: userPartition(userId), SK: `SENT#${sendKey}` }),
  /** A share link (issue 27, docs/SHARING.md), in the user's partition; its id (a ULID) sorts by time. */
  share: (userId: string, shareId: string) => ({ PK: userPartition(userId), SK: `SHARE#${shareId}` }),
  sharePrefix: 'SHARE#',
  /** One open of a share link (`<at>#<random>`): a link's opens sort by time. */
  shareOpen: (userId: string, shareId: string, openKey: string) => ({ PK: userPartition(userId), SK: `SHAREOPEN#${shareId}#${openKey}` }),
  shareOpenPrefix: (shareId: string) => `SHAREOPEN#${shareId}#`,
  /** Which link a manifest id is (the public manifest finds it by that id alone): noted in the owner's partition. */
  shlManifest: (manifestId: string) => ({ PK: `SHL#${manifestId}`, SK: 'LINK' }),
  /** An n-of-1 experiment (issue 28, docs/EXPERIMENTS.md), in the user's partition; its id (a ULID) sorts by time. */
  experiment: (userId: string, experimentId: string) => ({ PK: userPartition(userId), SK: `EXPERIMENT#${experimentId}` }),
  experimentPrefix: 'EXPERIMENT#',
  /**
   * The claim on an outcome (its outcomeKey) by the one experiment planned or running on it: a conditional put makes
   * two creates at once answer one 201 and one 409. `EXPERIMENT_OUTCOME#` does not begin with `EXPERIMENT#`, so the
   * experiments' listing never reads it.
   */
  experimentOutcome: (userId: string, outcomeKey: string) => ({ PK: userPartition(userId), SK: `EXPERIMENT_OUTCOME#${outcomeKey}` }),
  /** The scheduler's marker: the last UTC minute whose run ended with every reminder done. */
  schedulerMarker: { PK: 'SCHEDULER', SK: 'LAST_MINUTE' },
} as const;

export type TableKey = { PK: string; SK: string };

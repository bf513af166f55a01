// The single table's physical shape: the CDK stack and the local runtime both create it from this.

export const tableShape = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** GSI1 serves newest-first lists per user and collection, and the staff usage report. */
  indexes: [{ name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
  /** Epoch seconds; DynamoDB deletes expired rows eventually, and code never relies on it (dynalite never does). */
  ttlAttribute: 'expiresAt',
} as const;

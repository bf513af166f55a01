// The single table's physical shape: the CDK stack and the local runtime both create it from this.

export const tableShape = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /**
   * GSI1 serves newest-first lists per user and collection, and the staff usage report. GSI2 is sparse: only a
   * reminder with a send left carries its keys, the minute it is next due (docs/REMINDERS.md "Storage").
   */
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
  /** Epoch seconds; DynamoDB deletes expired rows eventually, and code never relies on it (dynalite never does). */
  ttlAttribute: 'expiresAt',
} as const;

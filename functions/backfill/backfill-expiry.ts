// Gives items stored before the TTL attribute was one name their expiry under the table's TTL attribute
// (functions/data/expiry-backfill.ts, docs/PAYMENTS.md): DynamoDB then deletes them as it does every expiring item.
// Each write is conditional on the item still having only the old one, so a rerun changes nothing.
import { itemsWithOldExpiry, moveExpiry } from '../data/expiry-backfill';
import { backfillPages, type BackfillReport } from './scan-pages';

export const backfillExpiry = (onPage?: (report: BackfillReport) => void): Promise<BackfillReport> =>
  backfillPages(itemsWithOldExpiry(), moveExpiry, onPage);

// `npm run backfill`: gives entries saved before measures existed their measures and subjects, read from their
// own words (docs/MEASURES.md "Backfill"), then food and drink entries saved before nutrition existed their numbers
// from the food table (docs/LOGS.md "Nutrition"), then moves the expiry of items that still carry it under the TTL
// attribute's old name (`ttl`) to the table's (docs/PAYMENTS.md). Safe to rerun, and a stopped run resumes by running again (each
// step only fills what is still missing); memory stays bounded. Locally it uses the data dir's table (through the
// running `npm start` if there is one); with TABLE_NAME set, that table in AWS.
import { runMain, withTable } from '../local/maintenance-table';

runMain(() =>
  withTable(async () => {
    const { backfillNumbers } = await import('../functions/backfill/backfill-numbers');
    const { readNumbers } = await import('../functions/backfill/read-numbers');
    const report = await backfillNumbers(readNumbers, (progress) => console.log(`scanned ${progress.scanned}, filled ${progress.filled}`));
    console.log(
      `Backfill done (table ${process.env.TABLE_NAME}): ${report.filled} entries given measures and subjects, ${report.scanned} items scanned.`,
    );
    const { backfillNutrition } = await import('../functions/backfill/backfill-nutrition');
    const food = await backfillNutrition((progress) => console.log(`nutrition: scanned ${progress.scanned}, filled ${progress.filled}`));
    console.log(`Nutrition backfill done: ${food.filled} food entries given nutrition, ${food.scanned} items scanned.`);
    const { backfillExpiry } = await import('../functions/backfill/backfill-expiry');
    const expiry = await backfillExpiry((progress) => console.log(`expiry: scanned ${progress.scanned}, moved ${progress.filled}`));
    console.log(`Expiry backfill done: ${expiry.filled} items given the table's TTL attribute, ${expiry.scanned} items scanned.`);
  }),
);

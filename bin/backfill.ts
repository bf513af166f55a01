// `npm run backfill`: gives entries saved before measures existed their measures and subjects, read from their
// own words (docs/MEASURES.md "Backfill"). Safe to rerun; memory stays bounded. Locally it uses the data dir's
// table (through the running `npm start` if there is one); with TABLE_NAME set, that table in AWS.
import { runMain, withTable } from './local-table';

runMain(() =>
  withTable(async () => {
    const { backfillNumbers } = await import('../functions/backfill/backfill-numbers');
    const { readNumbers } = await import('../functions/backfill/read-numbers');
    const report = await backfillNumbers(readNumbers, (progress) => console.log(`scanned ${progress.scanned}, filled ${progress.filled}`));
    console.log(
      `Backfill done (table ${process.env.TABLE_NAME}): ${report.filled} entries given measures and subjects, ${report.scanned} items scanned.`,
    );
  }),
);

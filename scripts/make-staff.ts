// `npm run make-staff -- <username> [--revoke]`: grants (or takes back) staff. Locally it uses the data dir's
// table, through the running `npm start` if there is one; with TABLE_NAME set it uses that table in AWS.
import { runMain, withTable } from '../local/maintenance-table';

runMain(async () => {
  const args = process.argv.slice(2);
  const username = args.find((arg) => !arg.startsWith('--'));
  if (!username) throw new Error('Usage: npm run make-staff -- <username> [--revoke]');
  const isStaff = !args.includes('--revoke');
  await withTable(async () => {
    const { markStaff } = await import('../functions/auth/mark-staff');
    await markStaff(username, isStaff);
    console.log(`${username} ${isStaff ? 'is now staff' : 'is no longer staff'} (table ${process.env.TABLE_NAME}).`);
  });
});

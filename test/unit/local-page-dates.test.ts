// The local checkout and billing pages write dates through the app's one format (shared/date-text.ts, issue 23): the
// account's date order and clock in its zone, the zone named; a device-zone account reads UTC. The web app's formatter
// is built on the same function, so the two agree.
import { accountDateText } from '../../functions/payments/local-page';
import { instantText, resolveDateFormat } from '../../shared/date-text';

// 2026-12-26T16:13:00Z
const SECONDS = Date.UTC(2026, 11, 26, 16, 13) / 1000;

describe('accountDateText', () => {
  it.each([
    [{ time_zone: 'Europe/Berlin', date_order: 'DMY', clock: '24h' }, '26/12/2026, 17:13 (Europe/Berlin time)'],
    [{ time_zone: 'America/New_York', date_order: 'MDY', clock: '12h' }, '12/26/2026, 11:13 AM (America/New York time)'],
    [{ time_zone: 'Asia/Tokyo', date_order: 'YMD', clock: '24h' }, '2026-12-27, 01:13 (Asia/Tokyo time)'],
    [{ time_zone: 'default', date_order: null, clock: null }, '12/26/2026, 4:13 PM UTC'],
    [{ time_zone: null }, '12/26/2026, 4:13 PM UTC'],
    [{ time_zone: 'Mars/Olympus', clock: '24h' }, '12/26/2026, 16:13 UTC'],
  ] as const)('%j → %s', (user, text) => {
    expect(accountDateText(SECONDS, user)).toBe(text);
  });

  it('is the web app’s format of the same instant', () => {
    const format = resolveDateFormat('en-GB', { date_order: 'DMY', clock: '24h' });
    expect(accountDateText(SECONDS, { time_zone: 'Europe/Berlin', date_order: 'DMY', clock: '24h' })).toBe(
      `${instantText(SECONDS * 1000, 'Europe/Berlin', format)} (Europe/Berlin time)`,
    );
  });
});

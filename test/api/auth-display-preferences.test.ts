// The display preferences an account keeps (docs/DATES.md): its time zone, date order and clock, read back at sign-in.
import { signedInAccount, signIn } from './support/accounts';
import { request } from './support/runtime';

const update = (token: string, body: unknown) => request('PUT', '/api/auth/profile/update/', { token, body });
const profileOf = async (token: string) => (await request('GET', '/api/auth/me/', { token })).body.profile;

describe('time zone, date order and clock in the profile', () => {
  it('start unset, are stored, answered by the update and by a fresh sign-in, and cleared with null', async () => {
    const account = await signedInAccount();
    expect(await profileOf(account.access)).toMatchObject({ time_zone: null, date_order: null, clock: null });

    const response = await update(account.access, { time_zone: 'Asia/Kolkata', date_order: 'DMY', clock: '24h' });
    expect(response.status).toBe(200);
    expect(response.body.user.profile).toMatchObject({ time_zone: 'Asia/Kolkata', date_order: 'DMY', clock: '24h' });

    const again = await signIn(account.username, account.password);
    expect(await profileOf(again.access)).toMatchObject({ time_zone: 'Asia/Kolkata', date_order: 'DMY', clock: '24h' });

    expect((await update(account.access, { time_zone: 'default' })).status).toBe(200);
    expect((await update(account.access, { date_order: null, clock: null })).status).toBe(200);
    expect(await profileOf(account.access)).toMatchObject({ time_zone: 'default', date_order: null, clock: null });
  });

  it('changing one preference leaves the others and the rest of the profile as they were', async () => {
    const account = await signedInAccount();
    await update(account.access, { height_cm: 170, time_zone: 'America/Los_Angeles', clock: '12h' });
    await update(account.access, { date_order: 'YMD' });
    expect(await profileOf(account.access)).toMatchObject({
      height_cm: 170,
      time_zone: 'America/Los_Angeles',
      date_order: 'YMD',
      clock: '12h',
    });
  });

  it.each([
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', /Unknown time zone/],
    [{ time_zone: '' }, 'time_zone', /Unknown time zone/],
    [{ time_zone: 42 }, 'time_zone', /must be text/],
    [{ time_zone: 'x'.repeat(500) }, 'time_zone', /Unknown time zone/],
    [{ date_order: 'DDMMYY' }, 'date_order', /DMY, MDY or YMD/],
    [{ date_order: 1 }, 'date_order', /DMY, MDY or YMD/],
    [{ clock: '13h' }, 'clock', /12h or 24h/],
    [{ clock: true }, 'clock', /12h or 24h/],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const account = await signedInAccount();
    const response = await update(account.access, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
    expect(String(response.body[field])).toMatch(message);
    expect(await profileOf(account.access)).toMatchObject({ time_zone: null, date_order: null, clock: null });
  });
});

// Settings' Date & Time Format and the account's display preferences: choices change every date at once and are
// saved to the profile; the profile's zone becomes this device's at sign-in (docs/DATES.md).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { TIME_ZONE_STORAGE_KEY, TimeZoneProvider, useDateTimeFormatter } from '@/lib/time-zone';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type RecordedRequest } from '@/testing/fake-fetch';
import { DateFormatSection } from '../components/date-format-section';
import { TimeZoneSection } from '../components/time-zone-section';

const mappings = {
  timezone_locale_map: { 'America/New_York': 'en-US', 'Europe/Paris': 'fr-FR', 'Asia/Kolkata': 'en-IN' },
  timezone_country_map: { 'America/New_York': 'US', 'Europe/Paris': 'FR', 'Asia/Kolkata': 'IN' },
  version: 'v1',
};

function server(profileStatus = 200) {
  return installFetch((request: RecordedRequest) => {
    if (request.url === '/api/logs/timezone-mappings/') return { status: 200, body: mappings };
    if (request.url === '/api/auth/profile/update/') return { status: profileStatus, body: { message: 'ok', user: sampleUser() } };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

function SomeDate() {
  const format = useDateTimeFormatter();
  return <p data-testid="elsewhere">{format('2026-11-22T17:59:00Z')}</p>;
}

async function renderSettings(profile: Partial<CurrentUser['profile']> = {}) {
  const user = sampleUser();
  const auth = fixedAuth({ user: { ...user, profile: { ...user.profile, ...profile } } });
  render(
    <FixedAuthProvider state={auth}>
      <MemoryRouter>
        <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
          <TimeZoneProvider>
            <TimeZoneSection />
            <DateFormatSection />
            <SomeDate />
          </TimeZoneProvider>
        </SWRConfig>
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return auth;
}

const profileBodies = (requests: RecordedRequest[]) => requests.filter((r) => r.url === '/api/auth/profile/update/').map((r) => r.body);

test("the account's zone becomes this device's at sign-in, and Automatic follows its locale", async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'America/New_York');
  const { requests } = server();
  await renderSettings({ time_zone: 'Europe/Paris' });
  expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Europe/Paris');
  await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('22/11/2026, 18:59'));
  expect(screen.getByRole('combobox', { name: 'Date order' })).toHaveDisplayValue('Automatic (22/11/2026)');
  expect(screen.getByRole('combobox', { name: 'Clock' })).toHaveDisplayValue('Automatic (18:59)');
  expect(profileBodies(requests)).toEqual([]);
});

test('an account without a zone leaves the one this device holds', async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Asia/Kolkata');
  server();
  await renderSettings({ time_zone: null });
  expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Kolkata');
});

test("the account's date order and clock win over the locale's", async () => {
  server();
  await renderSettings({ time_zone: 'Europe/Paris', date_order: 'YMD', clock: '12h' });
  await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('2026-11-22, 6:59 PM'));
});

test('choosing an order and a clock changes every date at once and saves them to the account', async () => {
  const { requests } = server();
  const auth = await renderSettings({ time_zone: 'America/New_York' });
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('11/22/2026, 12:59 PM');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date order' }), 'DMY');
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('22/11/2026, 12:59 PM');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Clock' }), '24h');
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('22/11/2026, 12:59');
  expect(screen.getByTestId('date-format-now')).toHaveTextContent(/^\d\d\/\d\d\/20\d\d, \d\d:\d\d$/);
  await screen.findByText(/Saved to your account/);
  expect(profileBodies(requests)).toEqual([
    { date_order: 'DMY', clock: null },
    { date_order: 'DMY', clock: '24h' },
  ]);
  expect(auth.refreshUser).toHaveBeenCalled();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date order' }), '');
  expect(profileBodies(requests).at(-1)).toEqual({ date_order: null, clock: '24h' });
});

test('a zone chosen here is saved to the account; a failed save says the device still keeps it', async () => {
  const { requests } = server(500);
  await renderSettings();
  await userEvent.click(screen.getByRole('combobox', { name: 'Time zone' }));
  await userEvent.type(screen.getByRole('combobox', { name: 'Time zone' }), 'mumbai');
  await userEvent.keyboard('{Enter}');
  expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Kolkata');
  expect(profileBodies(requests)[0]).toEqual({ time_zone: 'Asia/Kolkata' });
  expect(await screen.findByText(/Kept on this device, but it could not be saved to your account/)).toBeInTheDocument();
});

// The chosen zone: stored as localStorage `timeZone`, 'default' = the device's zone, shared by every page at once.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { installFetch } from '@/testing/fake-fetch';
import {
  TIME_ZONE_STORAGE_KEY,
  TimeZoneProvider,
  deviceTimeZone,
  readTimeZonePreference,
  resolveTimeZone,
  useDateTimeFormatter,
  useTimeZone,
} from '..';

const mappings = {
  timezone_locale_map: { 'Europe/Paris': 'fr-FR', 'Asia/Tokyo': 'ja-JP', 'America/New_York': 'en-US' },
  timezone_country_map: { 'Europe/Paris': 'FR', 'Asia/Tokyo': 'JP', 'America/New_York': 'US' },
  version: 'v1',
};

function Shown({ label }: { label: string }) {
  const { preference, zone, locale, setPreference } = useTimeZone();
  const format = useDateTimeFormatter();
  return (
    <div>
      <p data-testid={label}>{`${preference}|${zone}|${locale}|${format('2026-01-15T13:30:00Z')}`}</p>
      <button onClick={() => setPreference('Asia/Tokyo')}>{`tokyo ${label}`}</button>
    </div>
  );
}

function renderApp() {
  return render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
      <TimeZoneProvider>
        <Shown label="a" />
        <Shown label="b" />
      </TimeZoneProvider>
    </SWRConfig>,
  );
}

test("'default' resolves to the device's own zone; nothing stored means 'default'", () => {
  expect(readTimeZonePreference()).toBe('default');
  expect(resolveTimeZone('default')).toBe(deviceTimeZone());
  expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
});

test("a stored zone this browser does not know reads as 'default'", () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Mars/Olympus');
  expect(readTimeZonePreference()).toBe('default');
  expect(resolveTimeZone('Mars/Olympus')).toBe(deviceTimeZone());
});

test('the stored zone and its locale from the mappings show dates; the call carries no token', async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
  localStorage.setItem('token', 'access-1');
  const { requests } = installFetch(() => ({ status: 200, body: mappings }));
  renderApp();
  expect(screen.getByTestId('a')).toHaveTextContent('Europe/Paris|Europe/Paris|en-US|');
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Europe/Paris|Europe/Paris|fr-FR|15/01/2026, 14:30'));
  expect(requests).toHaveLength(1);
  expect(requests[0].url).toBe('/api/logs/timezone-mappings/');
  expect(requests[0].headers.Authorization).toBeUndefined();
});

test("the zone's locale is kept on the device: the next start shows it at once and makes no call", async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
  const first = installFetch(() => ({ status: 200, body: mappings }));
  const { unmount } = renderApp();
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Europe/Paris|Europe/Paris|fr-FR|15/01/2026, 14:30'));
  expect(first.requests).toHaveLength(1);
  expect(JSON.parse(localStorage.getItem('timeZoneLocale') ?? '')).toEqual({ zone: 'Europe/Paris', locale: 'fr-FR' });
  unmount();

  const second = installFetch(() => ({ status: 200, body: mappings }));
  renderApp();
  expect(screen.getByTestId('a')).toHaveTextContent('Europe/Paris|Europe/Paris|fr-FR|15/01/2026, 14:30');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(second.requests).toHaveLength(0);
});

test('a locale kept for another zone is not used: the mappings are loaded for this one', async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Asia/Tokyo');
  localStorage.setItem('timeZoneLocale', JSON.stringify({ zone: 'Europe/Paris', locale: 'fr-FR' }));
  const { requests } = installFetch(() => ({ status: 200, body: mappings }));
  renderApp();
  expect(screen.getByTestId('a')).toHaveTextContent('Asia/Tokyo|Asia/Tokyo|en-US|');
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Asia/Tokyo|Asia/Tokyo|ja-JP|2026-01-15, 22:30'));
  expect(requests).toHaveLength(1);
});

test('changing the zone updates every consumer at once and is stored', async () => {
  installFetch(() => ({ status: 200, body: mappings }));
  renderApp();
  await userEvent.click(screen.getByRole('button', { name: 'tokyo a' }));
  await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('Asia/Tokyo|Asia/Tokyo|ja-JP|2026-01-15, 22:30'));
  expect(screen.getByTestId('a')).toHaveTextContent('Asia/Tokyo|Asia/Tokyo|ja-JP|');
  expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Tokyo');
});

test('when the mapping call fails the locale is en-US', async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Asia/Tokyo');
  const { mock } = installFetch(() => ({ status: 404, body: { detail: 'Not found.' } }));
  renderApp();
  // The failed answer renders after the call: wait for the render, not the call.
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Asia/Tokyo|Asia/Tokyo|en-US|01/15/2026, 10:30'));
  expect(mock).toHaveBeenCalled();
});

test('a change made in another tab is followed', async () => {
  installFetch(() => ({ status: 200, body: mappings }));
  renderApp();
  act(() => {
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'America/New_York');
    window.dispatchEvent(new StorageEvent('storage', { key: TIME_ZONE_STORAGE_KEY }));
  });
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('America/New_York|America/New_York|en-US|01/15/2026, 8:30'));
});

test('without a provider it reads the stored zone, makes no call and uses en-US', () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
  const { mock } = installFetch(() => ({ status: 200, body: mappings }));
  render(<Shown label="alone" />);
  expect(screen.getByTestId('alone')).toHaveTextContent('Europe/Paris|Europe/Paris|en-US|01/15/2026, 2:30');
  expect(mock).not.toHaveBeenCalled();
});

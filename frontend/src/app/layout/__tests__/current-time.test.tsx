// The navigation clock: now in the chosen zone and the app's date format (its locale's by default), refreshed on every minute (docs/PRODUCT.md §9).
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { TIME_ZONE_STORAGE_KEY, TimeZoneProvider, useTimeZone } from '@/lib/time-zone';
import { installFetch } from '@/testing/fake-fetch';
import { CurrentTime } from '../current-time';

const mappings = {
  timezone_locale_map: { 'Europe/Paris': 'fr-FR', 'America/New_York': 'en-US' },
  timezone_country_map: { 'Europe/Paris': 'FR', 'America/New_York': 'US' },
  version: 'v1',
};

function ChooseNewYork() {
  const { setPreference } = useTimeZone();
  return <button onClick={() => setPreference('America/New_York')}>New York</button>;
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-15T13:30:40Z') });
  installFetch(() => ({ status: 200, body: mappings }));
});
afterEach(() => jest.useRealTimers());

async function renderClock() {
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
      <TimeZoneProvider>
        <CurrentTime className="clock" />
        <ChooseNewYork />
      </TimeZoneProvider>
    </SWRConfig>,
  );
  // The mappings load once the page is idle (no requestIdleCallback in jsdom: a timer), then the locale is known.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  return screen.getByText((_, element) => element?.tagName === 'TIME');
}

test('shows now in the chosen zone, in its locale', async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
  const clock = await renderClock();
  expect(clock).toHaveTextContent('15/01/2026, 14:30');
  expect(clock).toHaveAttribute('dateTime', '2026-01-15T13:30:40.000Z');
});

test('follows a change of zone at once', async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
  const clock = await renderClock();
  act(() => screen.getByRole('button', { name: 'New York' }).click());
  expect(clock.textContent).toBe('01/15/2026, 8:30 AM');
});

test('moves on at the next minute, then every minute', async () => {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
  const clock = await renderClock();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(19_000);
  });
  expect(clock).toHaveTextContent('14:30');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1_000);
  });
  expect(clock).toHaveTextContent('14:31');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  expect(clock).toHaveTextContent('14:32');
});

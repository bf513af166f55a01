// The settings page (docs/PRODUCT.md §2): its sections in order, the time zone dropdown, and the CSV download.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { FALLBACK_TIME_ZONES } from '@/config/constants';
import { TIME_ZONE_STORAGE_KEY, TimeZoneProvider } from '@/lib/time-zone';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { SettingsPage } from '../settings-page';

const mappings = {
  timezone_locale_map: {
    'America/New_York': 'en-US',
    'America/Chicago': 'en-US',
    'Europe/Paris': 'fr-FR',
    'Asia/Tokyo': 'ja-JP',
    'Australia/Sydney': 'en-AU',
    'Africa/Lagos': 'en-NG',
    UTC: 'en-US',
  },
  timezone_country_map: {
    'America/New_York': 'US',
    'America/Chicago': 'US',
    'Europe/Paris': 'FR',
    'Asia/Tokyo': 'JP',
    'Australia/Sydney': 'AU',
    'Africa/Lagos': 'NG',
  },
  version: 'v1',
};

/** A Pro subscriber's trial status: the plan's usage panel shows in place of the trial's unless a test says otherwise. */
const subscriberTrialStatus = {
  is_trial_user: false,
  credits_used: 0,
  credits_limit: 5000,
  credits_remaining: 5000,
  usage_progress_percentage: 0,
  images_used: 0,
  images_limit: 100,
  images_progress_percentage: 0,
  can_use_ai: true,
  can_upload_images: true,
  is_subscribed: true,
  is_trial_expired: false,
  days_remaining: 0,
  time_remaining_formatted: '0 hours, 0 minutes',
  trial_end_date: null,
  plan: 'pro',
  images_remaining: 100,
  period_end: '2026-12-24T14:00:00.000Z',
};

function server(overrides: Partial<Record<string, FakeAnswer>> = {}) {
  return installFetch((request: RecordedRequest) => {
    const answers: Record<string, FakeAnswer> = {
      '/api/logs/timezone-mappings/': { status: 200, body: mappings },
      '/api/ai/trial-status/': { status: 200, body: subscriberTrialStatus },
      '/api/export/csv/': {
        status: 200,
        body: 'type,details\r\nsleep,8h\r\n',
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="tend_export_2026-01-15.csv"' },
      },
      ...overrides,
    };
    return answers[request.url] ?? { status: 404, body: { detail: 'Not found.' } };
  });
}

/** Renders the page and lets the mapping call settle and every section draw, as a person would see it a moment later. */
async function renderPage() {
  const view = render(
    <FixedAuthProvider state={fixedAuth({ user: sampleUser() })}>
      <MemoryRouter initialEntries={['/settings']}>
        <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
          <TimeZoneProvider>
            <SettingsPage />
          </TimeZoneProvider>
        </SWRConfig>
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // The sections draw one per task (lib/use-one-by-one.ts): wait for the last.
  await waitFor(() => expect(view.container.querySelector('[data-drawing]')).toBeNull());
  return view;
}

const combobox = () => screen.getByRole('combobox', { name: 'Time zone' });
const groupNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent);
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.querySelector('.tz-select-main > :first-child')!.textContent);

test('has the plan usage (issue 23), Subscription Management, Timezone Settings, Date & Time Format, Data Export, Shared links (issue 27), Reminders and Notifications (issue 26; all three their own chunks), Nutrition targets (issue 22) and Data Import sections, in that order', async () => {
  server();
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: 'Pro Plan usage' });
  await screen.findByRole('heading', { level: 2, name: 'Reminders' });
  await screen.findByRole('heading', { level: 2, name: 'Notifications on this device' });
  await screen.findByRole('heading', { level: 2, name: 'Shared links' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Pro Plan usage',
    'Subscription Management',
    'Timezone Settings',
    'Date & Time Format',
    'Data Export',
    'Shared links',
    'Reminders',
    'Notifications on this device',
    'Nutrition targets',
    'Data Import',
  ]);
});

test('a trial user sees the trial credits panel first', async () => {
  server({
    '/api/ai/trial-status/': { status: 200, body: { ...subscriberTrialStatus, is_trial_user: true, is_subscribed: false, plan: 'trial' } },
  });
  await renderPage();
  await screen.findByRole('heading', { level: 2, name: 'AI Trial Credits' });
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('AI Trial Credits');
});

describe('time zone dropdown', () => {
  test("shows 'Default' with the device's zone until something else is chosen", async () => {
    server();
    await renderPage();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect((combobox() as HTMLInputElement).value).toBe('Default');
    expect(screen.getByText(/Showing times in/)).toHaveTextContent(/, your device’s zone\. Now: /);
  });

  test('opens grouped as docs/PRODUCT.md says, with the chosen option marked', async () => {
    server();
    await renderPage();
    await userEvent.click(combobox());
    await waitFor(() => expect(optionNames()).toContain('Tokyo (Japan)'));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(groupNames()).toEqual(['Default', 'Americas', 'Europe', 'Asia', 'Australia & Pacific', 'Africa', 'Other']);
    expect(screen.getByRole('option', { name: /^Default/ })).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Default/ }).id);
  });

  test('search by region part and by label, then Enter stores the zone and every date follows', async () => {
    server();
    await renderPage();
    await userEvent.click(combobox());
    await waitFor(() => expect(optionNames()).toContain('Tokyo (Japan)'));
    await userEvent.type(combobox(), 'new york');
    expect(optionNames()).toEqual(['New York (United States)']);
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'JAPAN');
    expect(optionNames()).toEqual(['Tokyo (Japan)']);
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Tokyo');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect((combobox() as HTMLInputElement).value).toBe('Tokyo');
    expect(screen.getByText(/Showing times in Tokyo \(Japan\), UTC\+9\./)).toHaveTextContent(/Now: 20\d\d-\d\d-\d\d, \d\d:\d\d$/);
  });

  test('arrow keys move through the options, Escape closes without choosing', async () => {
    server();
    await renderPage();
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(optionNames()).toContain('Lagos (Nigeria)'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(combobox().getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('New York (United States)');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('default');
  });

  test('a click chooses an option; choosing Default stores default', async () => {
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
    server();
    await renderPage();
    await userEvent.click(combobox());
    await waitFor(() => expect(optionNames()).toContain('Chicago (United States)'));
    await userEvent.click(screen.getByRole('option', { name: /^Chicago \(United States\) UTC-[56]$/ }));
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('America/Chicago');
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: /^Default/ }));
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('default');
  });

  test('when the mapping call fails, offers the 10 fallback zones and says why', async () => {
    server({ '/api/logs/timezone-mappings/': { status: 500, body: { detail: 'boom' } } });
    await renderPage();
    await screen.findByText(/the major time zones are offered/);
    await userEvent.click(combobox());
    const zones = within(screen.getByRole('listbox')).getAllByRole('option').slice(1);
    expect(zones).toHaveLength(FALLBACK_TIME_ZONES.length);
    expect(optionNames()).toEqual(
      expect.arrayContaining(['New York (United States)', 'London (United Kingdom)', 'Sydney (Australia)', 'Shanghai (China)']),
    );
  });

  test('says so when nothing matches', async () => {
    server();
    await renderPage();
    await userEvent.click(combobox());
    await userEvent.type(combobox(), 'atlantis');
    expect(screen.getByText('No time zone matches “atlantis”.')).toBeInTheDocument();
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });
});

describe('data export', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:export-1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('downloads under the name of Content-Disposition and says so', async () => {
    const { requests } = server();
    localStorage.setItem('token', 'access-1');
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully downloaded tend_export_2026-01-15.csv');
    expect(clicked).toEqual([{ href: 'blob:export-1', download: 'tend_export_2026-01-15.csv' }]);
    const call = requests.find((request) => request.url === '/api/export/csv/')!;
    expect(call.headers.Authorization).toBe('Bearer access-1');
  });

  test('without a file name in the answer, saves user_data_export.csv', async () => {
    server({ '/api/export/csv/': { status: 200, body: 'a,b\r\n', headers: { 'Content-Type': 'text/csv' } } });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully downloaded user_data_export.csv');
    expect(clicked[0].download).toBe('user_data_export.csv');
  });

  test('a failed call says so and saves nothing', async () => {
    server({ '/api/export/csv/': { status: 500, body: { detail: 'boom' } } });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    // Its own alert (Shared links, with no server here, shows one too).
    expect(await screen.findByText('Failed to download data. Please try again.')).toHaveAttribute('role', 'alert');
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  test('"Full backup (JSON)" downloads the backup under its own name, as the CSV button does', async () => {
    const { requests } = server({
      '/api/export/backup/': {
        status: 200,
        body: { format: 'health-tracker-backup', version: 1 },
        headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="health-backup-2026-01-15.json"' },
      },
    });
    localStorage.setItem('token', 'access-1');
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Full backup (JSON)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully downloaded health-backup-2026-01-15.json');
    expect(clicked).toEqual([{ href: 'blob:export-1', download: 'health-backup-2026-01-15.json' }]);
    expect(requests.find((request) => request.url === '/api/export/backup/')!.headers.Authorization).toBe('Bearer access-1');
    expect(requests.some((request) => request.url === '/api/export/csv/')).toBe(false);
  });

  test('"FHIR R4 (JSON)" downloads the last year as a FHIR file under its own name', async () => {
    const { requests } = server({
      '/api/export/fhir/?days=365&patient=name': {
        status: 200,
        body: { resourceType: 'Bundle', type: 'collection' },
        headers: { 'Content-Type': 'application/fhir+json', 'Content-Disposition': 'attachment; filename="tend-fhir-2026-01-15.json"' },
      },
    });
    localStorage.setItem('token', 'access-1');
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'FHIR R4 (JSON)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully downloaded tend-fhir-2026-01-15.json');
    expect(clicked).toEqual([{ href: 'blob:export-1', download: 'tend-fhir-2026-01-15.json' }]);
    expect(requests.find((request) => request.url === '/api/export/fhir/?days=365&patient=name')!.headers.Authorization).toBe(
      'Bearer access-1',
    );
  });

  test('a failed backup says so, saves nothing and leaves both buttons usable', async () => {
    server({ '/api/export/backup/': { status: 500, body: { detail: 'boom' } } });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Full backup (JSON)' }));
    // Its own alert (Shared links, with no server here, shows one too).
    expect(await screen.findByText('Failed to download data. Please try again.')).toHaveAttribute('role', 'alert');
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Full backup (JSON)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});

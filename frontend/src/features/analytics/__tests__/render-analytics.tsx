// The analytics tests' fixtures: an insights answer for a period, a fake API that serves it, and the page rendered
// at an address with a fresh SWR cache, in Tokyo.
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { TIME_ZONE_STORAGE_KEY } from '@/lib/time-zone';
import { fixedAuth, FixedAuthProvider } from '@/testing/auth-fixtures';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { NUTRIENT_SERIES } from '@shared/insight-series';
import type { Insights } from '../api/get-insights';
import { AnalyticsPage } from '../analytics-page';

export const ZONE = 'Asia/Tokyo';
const DAY = 86_400_000;

/** A period ending 2026-03-30: every series missing unless given, one entry on each day that has a value. */
export function insightsAnswer(
  days: number,
  series: Partial<Insights['series']> = {},
  stats?: Partial<Insights['quick_stats']>,
  intake: Partial<Insights['intake']['series']> = {},
  withoutNumbers?: number[],
): Insights {
  const last = Date.parse('2026-03-30T00:00:00Z');
  const list = Array.from({ length: days }, (_, i) => new Date(last - (days - 1 - i) * DAY).toISOString().slice(0, 10));
  const none = () => list.map(() => null);
  const all = {
    sleep_hours: none(),
    sleep_quality: none(),
    activity_minutes: none(),
    mood: none(),
    stress: none(),
    energy: none(),
    symptom_severity: none(),
    weight_kg: none(),
    ...series,
  };
  const nutrients = Object.fromEntries(NUTRIENT_SERIES.map((name) => [name, intake[name] ?? none()])) as Insights['intake']['series'];
  const foodPerDay = list.map((_, i) =>
    Math.max(Object.values(nutrients).some((values) => values[i] !== null) ? 1 : 0, withoutNumbers?.[i] ?? 0),
  );
  const perDay = list.map((_, i) => Object.values(all).filter((values) => values[i] !== null).length + foodPerDay[i]);
  return {
    period: { days, first_day: list[0], last_day: list[days - 1], timezone: ZONE },
    quick_stats: {
      total_logs: perDay.reduce((a, b) => a + b, 0),
      this_week: perDay.slice(-7).reduce((a, b) => a + b, 0),
      logged_days: perDay.filter((n) => n > 0).length,
      avg_score: null,
      ...stats,
    },
    // No score or findings unless a test adds them.
    score: { score: null, parts: [], missing: [] },
    findings: [],
    tested: 0,
    needs_more_days: [],
    recommendations: [],
    days: list,
    series: all,
    units: { sleep_hours: 'h', activity_minutes: 'min', weight_kg: 'kg' },
    entries_per_day: perDay,
    intake: { series: nutrients, food_entries_per_day: foodPerDay, without_numbers_per_day: withoutNumbers ?? list.map(() => 0) },
    previous: null,
  };
}

/** 30 days of sleep, 6 of them missing (every fifth from the 3rd), averaging 7.2 h. */
export const sleepWithGaps = () => Array.from({ length: 30 }, (_, i) => (i % 5 === 2 ? null : i % 2 === 0 ? 7 : 7.4));

/**
 * Serves GET /api/insights/ with `answer(days)`, the weekly reports with `reports` (none written, by default) and
 * GET /api/insights/adherence/ with `adherence` (no schedules, by default);
 * anything else is a 404. `requests` are the insights requests; `all` every request.
 */
export function insightsServer(
  answer: (days: number) => FakeAnswer,
  reports: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer> = noReports,
  adherence: FakeAnswer = { status: 200, body: { schedules: [] } },
) {
  const requests: RecordedRequest[] = [];
  const fake = installFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/insights/reports/')) return reports(request);
    if (url.pathname === '/api/insights/adherence/') return adherence;
    if (url.pathname !== '/api/insights/') return { status: 404, body: { detail: 'Not found.' } };
    requests.push(request);
    return answer(Number(url.searchParams.get('days')));
  });
  return { mock: fake.mock, requests, all: fake.requests };
}

const noReports = (request: RecordedRequest): FakeAnswer =>
  request.method === 'GET' && new URL(request.url, 'http://localhost').pathname === '/api/insights/reports/'
    ? { status: 200, body: [] }
    : { status: 404, body: { detail: 'Not found.' } };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The page at `path`; with `user`, signed in as them (their targets in effect), else with no auth state at all. */
export async function renderAnalytics(path = '/analytics', user?: CurrentUser) {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, ZONE);
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
        <AnalyticsPage />
        <Where />
      </SWRConfig>
    </MemoryRouter>
  );
  const view = render(user ? <FixedAuthProvider state={fixedAuth({ user })}>{page}</FixedAuthProvider> : page);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

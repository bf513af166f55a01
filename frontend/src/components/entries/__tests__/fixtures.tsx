// Entry test helpers: entries as the API answers them, a routed fake API, and rendering with a fresh SWR cache.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import type { Entry } from '@/lib/api-contract.generated';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';

let next = 0;

export function entry(overrides: Partial<Entry> = {}): Entry {
  next += 1;
  const utc = overrides.utc_time ?? `2026-01-${String((next % 27) + 1).padStart(2, '0')}T13:30:00Z`;
  return {
    id: `E${String(next).padStart(4, '0')}`,
    utc_time: utc,
    calculated_timestamp: utc,
    notes: '',
    image_url: null,
    user_input_log: `U${next}`,
    created_at: utc,
    updated_at: utc,
    device_timezone: 'America/New_York',
    device_offset_minutes: -300,
    version: 1,
    details: `Entry ${next}`,
    ...overrides,
  };
}

export type Route = (request: RecordedRequest & { path: string; query: URLSearchParams }) => FakeAnswer | Promise<FakeAnswer> | undefined;

/** A fake API: the first route that answers wins; anything else is a 404. Requests keep their path and query. */
export function installApi(...routes: Route[]) {
  return installFetch(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const routed = { ...request, path: url.pathname, query: url.searchParams };
    for (const route of routes) {
      const answer = await route(routed);
      if (answer) return answer;
    }
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

export function FreshSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

export const renderWithSwr = (ui: ReactElement) => render(ui, { wrapper: FreshSwr });

export const pathOf = (r: { url: string }) => new URL(r.url, 'http://localhost').pathname;

// Experiments for api tests (docs/EXPERIMENTS.md "Routes"): a plan's body, and a date some days from today in a zone.
import { request } from './runtime';

/** The calendar date in `zone`, `offset` days from today. */
export function dateIn(zone: string, offset = 0, now = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return new Date(Date.parse(`${parts}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

export function planBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Magnesium and sleep',
    intervention: { kind: 'take', what: 'magnesium 400 mg' },
    outcome: { kind: 'sleep_minutes' },
    design: { type: 'blocks', period_days: 7, pairs: 3, washout_days: 0 },
    start_date: dateIn('UTC'),
    timezone: 'UTC',
    ...overrides,
  };
}

export async function startExperiment(token: string, overrides: Record<string, unknown> = {}) {
  const response = await request('POST', '/api/experiments/', { token, body: planBody(overrides) });
  if (response.status !== 201) throw new Error(`start failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; start_date: string; end_date: string; plan_days: number; status: string };
}

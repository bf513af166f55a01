// The daily intake's words on the Analytics page: the person's target for a nutrient (from GET /api/auth/me/'s
// targets in effect), and how many food entries had no numbers (left out of every total, never guessed).
import type { IntakeTargets } from '@shared/insight-intake';
import { NUTRIENT_SERIES, type NutrientSeriesName } from '@shared/insight-series';
import type { CurrentUser, IntakeTarget } from '@/lib/api-contract.generated';
import type { TrendSeries } from './trend-series';

/** The targets in effect for the nutrients the page reads (none without a signed-in answer). */
export function intakeTargets(user: CurrentUser | null): IntakeTargets {
  const targets = (user?.nutrition?.targets ?? {}) as Partial<Record<string, IntakeTarget>>;
  const out: IntakeTargets = {};
  for (const name of NUTRIENT_SERIES) {
    const target = targets[name];
    if (target) out[name] = { value: target.value, kind: target.kind, source: target.source };
  }
  return out;
}

/** A nutrient series' target, or null (a health series, or a nutrient without one). */
export function targetOf(user: CurrentUser | null, series: TrendSeries): IntakeTarget | null {
  return series.group === 'intake' ? (intakeTargets(user)[series.key as NutrientSeriesName] ?? null) : null;
}

/** "2 food entries had no numbers and are not counted." ('' when every entry had numbers). */
export function withoutNumbersText(count: number): string {
  if (count === 0) return '';
  return `${count} food ${count === 1 ? 'entry has' : 'entries have'} no numbers (no match in the food table) and ${count === 1 ? 'is' : 'are'} not counted.`;
}

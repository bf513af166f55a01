// The Lighthouse figures as the bench prints them (docs/PERFORMANCE.md "Lighthouse"): per page, signed out or in, and
// mode, the median with the min and max of RUNS runs, and the bars of issue 29 (median of the cold mobile runs:
// performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.0 s, CLS ≤ 0.02; desktop 100; accessibility and best practices 100).
import type { LighthouseRun, PageFigures } from './lighthouse';

export const BARS = { performance: 95, tbtMs: 150, lcpMs: 2000, cls: 0.02, desktop: 100 } as const;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

type Field = keyof LighthouseRun;

function spread(runs: readonly LighthouseRun[], field: Field, format: (n: number) => string): string {
  const values = runs.map((run) => run[field]);
  const mid = format(median(values));
  return runs.length > 1 ? `${mid} (${format(Math.min(...values))}–${format(Math.max(...values))})` : mid;
}

/** What misses its bar, in words; empty when nothing does. */
export function missedBars(figures: PageFigures): string[] {
  const of = (field: Field) => median(figures.runs.map((run) => run[field]));
  const missed: string[] = [];
  if (figures.mode === 'desktop warm') {
    if (of('performance') < BARS.desktop) missed.push(`performance < ${BARS.desktop}`);
  } else if (figures.mode === 'mobile cold') {
    if (of('performance') < BARS.performance) missed.push(`performance < ${BARS.performance}`);
    if (of('tbtMs') > BARS.tbtMs) missed.push(`TBT > ${BARS.tbtMs} ms`);
    if (of('lcpMs') > BARS.lcpMs) missed.push(`LCP > ${BARS.lcpMs / 1000} s`);
    if (of('cls') > BARS.cls) missed.push(`CLS > ${BARS.cls}`);
  }
  if (of('accessibility') < 100) missed.push('accessibility < 100');
  if (of('bestPractices') < 100) missed.push('best practices < 100');
  return missed;
}

export function lighthouseReport(pages: readonly PageFigures[]): string[] {
  const whole = (n: number) => n.toFixed(0);
  return pages.map((figures) => {
    const { runs } = figures;
    const missed = missedBars(figures);
    const who = `${figures.page} ${figures.signedIn ? 'signed in' : 'signed out'}`;
    return (
      `  ${who.padEnd(22)} ${figures.mode.padEnd(12)} perf ${spread(runs, 'performance', whole).padEnd(12)}` +
      ` TBT ${spread(runs, 'tbtMs', whole).padEnd(14)} LCP ${spread(runs, 'lcpMs', whole).padEnd(17)}` +
      ` CLS ${spread(runs, 'cls', (n) => n.toFixed(3)).padEnd(19)} a11y ${whole(median(runs.map((r) => r.accessibility)))}` +
      ` bp ${whole(median(runs.map((r) => r.bestPractices)))}  benchmarkIndex ${spread(runs, 'benchmarkIndex', whole)}` +
      (missed.length ? `   MISSES: ${missed.join(', ')}` : '')
    );
  });
}

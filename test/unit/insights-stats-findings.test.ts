// Findings on synthetic data: a planted effect is found, drifting or pure-noise pairs are not, minimums and the
// correction across every pair tested hold. Every series comes from a seeded PRNG, so each run sees the same data.
import {
  addDays,
  benjaminiHochberg,
  everyPair,
  findFindings,
  spearman,
  spearmanPValue,
  testPair,
  type Factor,
  type Outcome,
} from '../../functions/domain/insights/stats';

/** mulberry32: a small seeded PRNG, uniform on [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const daysFromJan = (count: number) => Array.from({ length: count }, (_, i) => addDays('2026-01-01', i));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** 60 days: alcohol on ~30% of days shortens the next night by 45 min; sleep 7 h 30 ± 20 min, 10% of nights unlogged. */
function plantedData(seed: number): { outcomes: Outcome[]; factors: Factor[] } {
  const random = mulberry32(seed);
  const days = daysFromJan(60);
  const alcohol = days.map(() => (random() < 0.3 ? 1 : 0));
  const coffee = days.map(() => (random() < 0.5 ? 1 : 0));
  const sleep = days.map((day, i) => {
    const value = 450 - (i > 0 && alcohol[i - 1] ? 45 : 0) + 20 * normal(random);
    return { day, value: random() < 0.1 ? null : value };
  });
  const mood = days.map((day) => ({ day, value: Math.min(10, Math.max(1, Math.round(6.5 + 1.5 * normal(random)))) }));
  return {
    outcomes: [
      { name: 'sleep', series: sleep },
      { name: 'mood', series: mood },
    ],
    factors: [
      { name: 'alcohol', kind: 'binary', series: days.map((day, i) => ({ day, value: alcohol[i] })) },
      { name: 'coffee', kind: 'binary', series: days.map((day, i) => ({ day, value: coffee[i] })) },
      { name: 'activity', kind: 'numeric', series: days.map((day) => ({ day, value: Math.round(60 * random()) })) },
    ],
  };
}

describe('findings', () => {
  it('find a planted effect (alcohol → next night 45 min shorter) with the right sign and size, q < 0.05', () => {
    const differences: number[] = [];
    for (let seed = 1; seed <= 100; seed++) {
      const { outcomes, factors } = plantedData(seed);
      const report = findFindings(everyPair(outcomes, factors));
      expect(report.tested).toBe(12);
      const finding = report.findings.find((f) => f.outcome === 'sleep' && f.factor === 'alcohol' && f.lag === 1);
      expect(finding).toBeDefined();
      expect(finding!.q).toBeLessThan(0.05);
      expect(finding!.rho).toBeLessThan(0);
      const { difference, meanWith, meanWithout, daysWith, daysWithout } = finding!.comparison!;
      expect(difference).toBeCloseTo(meanWith - meanWithout, 9);
      expect(daysWith + daysWithout).toBe(finding!.days);
      differences.push(difference);
    }
    // One run of 60 days with 20-min noise measures the effect to about ±8 min (its standard error); over 100 runs
    // the average difference lands within a few minutes of the planted −45 and every run has the right sign and size.
    expect(Math.abs(mean(differences) + 45)).toBeLessThan(3);
    for (const difference of differences) expect(Math.abs(difference + 45)).toBeLessThan(30);
  });

  it('do not turn a next-day effect into a same-day one (the baseline skips neighbouring days)', () => {
    // A baseline that included the next day would show alcohol "adding" about 45/6 ≈ 7.5 min to the same night.
    const sameDay = Array.from({ length: 200 }, (_, i) => {
      const { outcomes, factors } = plantedData(i + 1);
      const result = testPair({ outcome: outcomes[0], factor: factors[0], lag: 0 });
      return result.status === 'tested' ? result.comparison!.difference : NaN;
    });
    expect(Math.abs(mean(sameDay))).toBeLessThan(3);
  });

  it('do not report two drifting series with no real relation once the outcome is detrended', () => {
    let rawSignificant = 0;
    let seedsWithFinding = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const random = mulberry32(seed);
      const days = daysFromJan(60);
      // Sleep creeps up 1.5 min a day, activity 1 min a day and drinking gets commoner: three independent drifts.
      const sleep = days.map((day, i) => ({ day, value: 420 + 1.5 * i + 15 * normal(random) }));
      const activity = days.map((day, i) => ({ day, value: Math.max(0, Math.round(20 + i + 10 * normal(random))) }));
      const alcohol = days.map((day, i) => ({ day, value: random() < 0.1 + (0.5 * i) / 60 ? 1 : 0 }));
      const rho = spearman(
        activity.map((a) => a.value),
        sleep.map((s) => s.value),
      );
      if (spearmanPValue(rho, days.length) < 0.05) rawSignificant++;
      const factors: Factor[] = [
        { name: 'activity', kind: 'numeric', series: activity },
        { name: 'alcohol', kind: 'binary', series: alcohol },
      ];
      if (findFindings(everyPair([{ name: 'sleep', series: sleep }], factors)).findings.length) seedsWithFinding++;
    }
    expect(rawSignificant).toBe(100); // without detrending every seed would "find" activity → sleep
    expect(seedsWithFinding).toBeLessThanOrEqual(5);
  });

  it('find something in pure noise in at most 5% of 100 seeds (48 pairs each)', () => {
    let seedsWithFinding = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const random = mulberry32(seed);
      const days = daysFromJan(60);
      const gap = () => random() < 0.1;
      const sleep = days.map((day) => ({ day, value: gap() ? null : Math.round(450 + 40 * normal(random)) }));
      const mood = days.map((day) => ({ day, value: gap() ? null : Math.min(10, Math.max(1, Math.round(6.5 + 1.5 * normal(random)))) }));
      const factors: Factor[] = [];
      for (let f = 0; f < 8; f++) {
        const share = 0.2 + 0.3 * random();
        factors.push({
          name: `subject ${f}`,
          kind: 'binary',
          series: days.map((day) => ({ day, value: gap() ? null : +(random() < share) })),
        });
      }
      for (let f = 0; f < 4; f++) {
        const minutes = () => (random() < 0.3 ? 0 : Math.round(-30 * Math.log(1 - random())));
        factors.push({ name: `activity ${f}`, kind: 'numeric', series: days.map((day) => ({ day, value: gap() ? null : minutes() })) });
      }
      const outcomes = [
        { name: 'sleep', series: sleep },
        { name: 'mood', series: mood },
      ];
      const report = findFindings(everyPair(outcomes, factors));
      expect(report.tested + report.notEnoughData.length).toBe(48); // a rare subject may lack 5 paired days with it
      if (report.findings.length) seedsWithFinding++;
    }
    expect(seedsWithFinding).toBeLessThanOrEqual(5);
  });

  it('are not shown below the minimum: 4 days with and 20 without needs 1 more day with the factor', () => {
    const days = daysFromJan(30);
    const sleep: Outcome = { name: 'sleep', series: days.map((day, i) => ({ day, value: 450 + (i % 3) * 10 })) };
    // Factor days 3..26: their next nights (4..27) all have a baseline (days 2 before and after are logged).
    const alcohol = days.slice(3, 27).map((day, i) => ({ day, value: i % 6 === 0 ? 1 : 0 }));
    const candidate = { outcome: sleep, factor: { name: 'alcohol', kind: 'binary', series: alcohol } as Factor, lag: 1 as const };
    const report = findFindings([candidate]);
    expect(report.findings).toEqual([]);
    expect(report.tested).toBe(0);
    expect(report.notEnoughData).toEqual([
      {
        outcome: 'sleep',
        factor: 'alcohol',
        lag: 1,
        status: 'too-few',
        days: 24,
        moreDaysNeeded: { withFactor: 1, withoutFactor: 0 },
        explanation: 'Needs 1 more day with alcohol, with sleep logged the next day.',
      },
    ]);
    const fifth = alcohol.map((entry, i) => (i === 1 ? { ...entry, value: 1 } : entry));
    expect(testPair({ ...candidate, factor: { ...candidate.factor, series: fifth } }).status).toBe('tested');
  });

  it('need 14 paired days for a numeric factor', () => {
    const days = daysFromJan(30);
    const mood: Outcome = { name: 'mood', series: days.map((day, i) => ({ day, value: 5 + (i % 4) })) };
    const activity = (count: number): Factor => ({
      name: 'activity',
      kind: 'numeric',
      series: days.slice(5, 5 + count).map((day, i) => ({ day, value: i * 7 })),
    });
    const short = testPair({ outcome: mood, factor: activity(11), lag: 0 });
    expect(short).toMatchObject({ status: 'too-few', days: 11, moreDaysNeeded: { pairedDays: 3 } });
    expect(short.status === 'too-few' && short.explanation).toBe('Needs 3 more days with activity logged, with mood logged the same day.');
    expect(testPair({ outcome: mood, factor: activity(14), lag: 0 })).toMatchObject({ status: 'tested', days: 14 });
  });

  it('correct across every pair tested in the request, and only those', () => {
    const { outcomes, factors } = plantedData(7);
    const candidates = everyPair(outcomes, factors);
    const tooShort: Factor = { name: 'new habit', kind: 'binary', series: [{ day: '2026-01-10', value: 1 }] };
    const report = findFindings([...candidates, ...everyPair(outcomes, [tooShort])]);
    const pValues = candidates.map((candidate) => {
      const result = testPair(candidate);
      return result.status === 'tested' ? result.p : NaN;
    });
    const q = benjaminiHochberg(pValues);
    expect(report.tested).toBe(12);
    expect(report.notEnoughData).toHaveLength(4);
    for (const finding of report.findings) {
      const index = candidates.findIndex(
        (c) => c.outcome.name === finding.outcome && c.factor.name === finding.factor && c.lag === finding.lag,
      );
      expect(finding.q).toBeCloseTo(q[index], 12);
      expect(finding.q).toBeGreaterThanOrEqual(finding.p);
    }
    expect(report.findings.length).toBe(q.filter((value) => value <= 0.05).length);
  });
});

// Issue 28, "Honesty, measured" (docs/EXPERIMENTS.md "How honest it is"): 1,000 simulated people with realistic
// outcome series (trend, weekly pattern, AR(1) 0.3–0.5, 10–20 % missing days) under 6-week plans of randomised 3–7-day
// blocks. With no true effect, at most 5 % are declared "helps" or "hurts". With an effect of 0.5 × the day-to-day SD,
// 6 weeks CANNOT reach 80 % with an honest 5 % test (about 13 %: 21 days of each condition, autocorrelated, are too few;
// even independent days would give about 37 %): that figure is pinned here, and the 80 % is shown where it holds — a
// 1.5 SD change in 6 weeks of 3-day blocks, or 0.5 SD over 36 weeks. Seeded; the bench runs more people.
import { runHonesty } from '../../functions/domain/experiments';

const PEOPLE = 1_000;

describe('experiments honesty (simulated people)', () => {
  it('declares helps or hurts for at most 5 % of people with no true effect', () => {
    const figures = runHonesty({ people: PEOPLE, seed: 28, effectSd: 0, weeks: 6 });
    const declared = (figures.helps + figures.hurts) / figures.people;
    expect(declared).toBeLessThanOrEqual(0.05);
    // Both directions, about equally: no lean towards "helps".
    expect(Math.abs(figures.helps - figures.hurts)).toBeLessThan(0.02 * PEOPLE);
    expect(figures.noAnswer / figures.people).toBeLessThan(0.05);
  });

  it('detects 0.5 SD over 6 weeks about 13 % of the time: below 80 %, as docs/EXPERIMENTS.md says', () => {
    const figures = runHonesty({ people: PEOPLE, seed: 29, effectSd: 0.5, weeks: 6 });
    const power = figures.helps / figures.people;
    expect(power).toBeGreaterThan(0.08);
    expect(power).toBeLessThan(0.2);
    expect(figures.hurts / figures.people).toBeLessThan(0.01);
  });

  it('detects at least 80 % where the data allow: 1.5 SD in 6 weeks of 3-day blocks, 0.5 SD in 36 weeks', () => {
    const large = runHonesty({ people: PEOPLE, seed: 30, effectSd: 1.5, weeks: 6, blockDays: [3] });
    expect(large.helps / large.people).toBeGreaterThanOrEqual(0.8);
    const long = runHonesty({ people: PEOPLE, seed: 31, effectSd: 0.5, weeks: 36, blockDays: [3], withP: false });
    expect(long.helps / long.people).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps the false-positive rate at 5 % or below on long plans too', () => {
    const figures = runHonesty({ people: PEOPLE, seed: 32, effectSd: 0, weeks: 24, blockDays: [3, 7], withP: false });
    expect((figures.helps + figures.hurts) / figures.people).toBeLessThanOrEqual(0.05);
  });
});

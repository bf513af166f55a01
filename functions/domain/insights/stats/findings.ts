// Findings for one request: every candidate pair tested, Benjamini–Hochberg across all of them, the significant kept.
import { benjaminiHochberg } from './benjamini-hochberg';
import {
  prepareOutcome,
  testPair,
  type Candidate,
  type Factor,
  type Outcome,
  type PreparedOutcome,
  type Tested,
  type TooFew,
} from './pair';

/** The expected share of false findings among those shown (Benjamini–Hochberg's q). */
export const FALSE_DISCOVERY_RATE = 0.05;

export type Finding = Tested & { q: number };
export type FindingsReport = {
  /** The significant pairs, strongest evidence (smallest q) first. */
  findings: Finding[];
  /** The pairs below a minimum, with how many more days each needs; they were not tested and do not count in m. */
  notEnoughData: TooFew[];
  /** How many pairs were tested: the m of the correction. */
  tested: number;
};

/** Every outcome against every factor, same day and next day. */
export function everyPair(outcomes: readonly Outcome[], factors: readonly Factor[]): Candidate[] {
  return outcomes.flatMap((outcome) => factors.flatMap((factor) => ([0, 1] as const).map((lag) => ({ outcome, factor, lag }))));
}

/**
 * Tests every candidate with enough data, corrects all their p-values together with Benjamini–Hochberg and returns only
 * those with q ≤ the false discovery rate. Pass every pair the request looks at: leaving some out makes the rest look
 * stronger than they are.
 */
export function findFindings(candidates: readonly Candidate[], falseDiscoveryRate = FALSE_DISCOVERY_RATE): FindingsReport {
  const tested: Tested[] = [];
  const notEnoughData: TooFew[] = [];
  const prepared = new Map<Outcome, PreparedOutcome>();
  for (const candidate of candidates) {
    if (!prepared.has(candidate.outcome)) prepared.set(candidate.outcome, prepareOutcome(candidate.outcome));
    const result = testPair(candidate, prepared.get(candidate.outcome));
    if (result.status === 'tested') tested.push(result);
    else notEnoughData.push(result);
  }
  const q = benjaminiHochberg(tested.map((result) => result.p));
  const findings = tested
    .map((result, i) => ({ ...result, q: q[i] }))
    .filter((finding) => finding.q <= falseDiscoveryRate)
    .sort((a, b) => a.q - b.q || Math.abs(b.rho) - Math.abs(a.rho));
  return { findings, notEnoughData, tested: tested.length };
}

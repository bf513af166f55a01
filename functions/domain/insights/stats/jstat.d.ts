// Types for the part of jstat (which ships none) that the statistics module uses.
declare module 'jstat' {
  export const jStat: {
    mean(values: number[]): number;
    /** Spearman's rank correlation: Pearson's correlation of the ranks, tied values sharing their average rank. */
    spearmancoeff(x: number[], y: number[]): number;
    studentt: { cdf(t: number, degreesOfFreedom: number): number; inv(p: number, degreesOfFreedom: number): number };
  };
}

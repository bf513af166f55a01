// Totals per day that several sources write at once (docs/IMPORT.md "Apple Health"): an iPhone and a Watch both
// count the same steps. Per day and bucket (an hour for steps and distance, the whole day for water and caffeine)
// each source's samples are summed and the largest source wins, so a walk both devices saw counts once.
// Memory: days × sources small arrays of buckets, whatever the number of samples (about 0.5 KB a day and source).

export class DayTotals {
  /** Per day, each source's amounts by bucket: one small array per day and source (nested Maps per hour held ~6× more). */
  private readonly days = new Map<string, Map<string, Float64Array>>();

  /** `buckets`: 24 for hours, 1 for the whole day. */
  constructor(private readonly buckets: number) {}

  add(day: string, bucket: number, source: string, amount: number): void {
    if (!Number.isFinite(amount) || amount <= 0) return;
    let sources = this.days.get(day);
    if (!sources) this.days.set(day, (sources = new Map()));
    let amounts = sources.get(source);
    if (!amounts) sources.set(source, (amounts = new Float64Array(this.buckets)));
    amounts[bucket] += amount;
  }

  /** Each day's total: the sum over buckets of the largest source's amount. */
  totals(): Map<string, number> {
    const result = new Map<string, number>();
    for (const [day, sources] of this.days) {
      let total = 0;
      for (let bucket = 0; bucket < this.buckets; bucket++) {
        let largest = 0;
        for (const amounts of sources.values()) largest = Math.max(largest, amounts[bucket]);
        total += largest;
      }
      result.set(day, total);
    }
    return result;
  }
}

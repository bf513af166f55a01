// Totals per day that several sources write at once (docs/IMPORT.md "Apple Health"): an iPhone and a Watch both
// count the same steps. Per day and bucket (an hour for steps and distance, the whole day for water and caffeine)
// each source's samples are summed and the largest source wins, so a walk both devices saw counts once.
// Memory: days × buckets × sources numbers, whatever the number of samples.

export class DayTotals {
  private readonly days = new Map<string, Map<number, Map<string, number>>>();

  add(day: string, bucket: number, source: string, amount: number): void {
    if (!Number.isFinite(amount) || amount <= 0) return;
    let buckets = this.days.get(day);
    if (!buckets) this.days.set(day, (buckets = new Map()));
    let sources = buckets.get(bucket);
    if (!sources) buckets.set(bucket, (sources = new Map()));
    sources.set(source, (sources.get(source) ?? 0) + amount);
  }

  /** Each day's total: the sum over buckets of the largest source's amount. */
  totals(): Map<string, number> {
    const result = new Map<string, number>();
    for (const [day, buckets] of this.days) {
      let total = 0;
      for (const sources of buckets.values()) total += Math.max(...sources.values());
      result.set(day, total);
    }
    return result;
  }
}

// One user's usage, a row per month: input tokens, output tokens and images, with the user's totals.
import type { UserUsage } from '../api/get-usage-report';

const number = new Intl.NumberFormat('en-US');
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Mar 2026'; anything else as sent. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthName.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : month;
}

export function UsageReportTable({ usage }: { usage: UserUsage }) {
  const totals = usage.months.reduce(
    (sum, row) => ({
      input: sum.input + row.input_tokens,
      output: sum.output + row.output_tokens,
      images: sum.images + row.images,
    }),
    { input: 0, output: 0, images: 0 },
  );
  return (
    // Its own name: a second region named like the user's card would be a duplicate landmark (axe: landmark-unique).
    <div className="usage-table-scroll" role="region" aria-label={`${usage.user}: usage by month`} tabIndex={0}>
      <table className="usage-table">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Input tokens</th>
            <th scope="col">Output tokens</th>
            <th scope="col">Images</th>
          </tr>
        </thead>
        <tbody>
          {usage.months.map((row) => (
            <tr key={row.month}>
              <th scope="row">
                <time dateTime={row.month}>{formatMonth(row.month)}</time>
              </th>
              <td>{number.format(row.input_tokens)}</td>
              <td>{number.format(row.output_tokens)}</td>
              <td>{number.format(row.images)}</td>
            </tr>
          ))}
        </tbody>
        {usage.months.length > 1 && (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{number.format(totals.input)}</td>
              <td>{number.format(totals.output)}</td>
              <td>{number.format(totals.images)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

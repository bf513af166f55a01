// The doctor summary as a self-contained HTML page, the second file of a share link (docs/SHARING.md "What a clinician
// receives"): rendered here from GET /api/insights/summary/'s data, every value escaped, inline styles, no script and
// no outside resource, so a sandboxed frame or a print shows it whole. The viewer never runs anything of it.
import { PRODUCT_NAME } from '../../shared/brand';
import { escapeHtml } from '../../shared/escape-html';
import { SERIES_LABELS, type SeriesName } from '../../shared/insight-series';
import { NUTRIENTS, type NutrientName } from '../../shared/nutrition';
import type { InsightsSummary } from '../../shared/schemas/insights-summary';

export interface SummaryPage {
  summary: InsightsSummary;
  label: string;
  /** The patient as the person chose to show them: a name, initials, or nothing. */
  patient: string | null;
  /** When the link was made (ISO). */
  createdAt: string;
}

const e = (value: string | number | null | undefined) => escapeHtml(value === null || value === undefined ? '–' : String(value));
/** "1 day", "3 days": a count and its noun, escaped. */
const count = (n: number, one: string, many = `${one}s`) => e(`${n} ${n === 1 ? one : many}`);
const num = (n: number | null) => (n === null ? '–' : String(Math.round(n * 10) / 10));
const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)} %`);

function table(caption: string, head: string[], rows: (string | number | null)[][]): string {
  if (rows.length === 0) return `<p class="none">${e(caption)}: nothing logged in this period.</p>`;
  const headCells = head.map((title) => `<th scope="col">${e(title)}</th>`).join('');
  const body = rows.map(
    ([first, ...rest]) => `<tr><th scope="row">${e(first)}</th>${rest.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`,
  );
  // A table wider than a phone scrolls inside its own focusable box, named by its caption, instead of being cut off.
  const html = `<table><caption>${e(caption)}</caption><thead><tr>${headCells}</tr></thead><tbody>${body.join('')}</tbody></table>`;
  return `<div class="scroll" role="region" tabindex="0" aria-label="${e(caption)}">${html}</div>`;
}

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;color:#1a1a1a;margin:0 auto;padding:16px;max-width:860px}
h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.15rem;margin:24px 0 8px;border-bottom:1px solid #ccc}
p.meta{color:#444;margin:0}table{border-collapse:collapse;width:100%;margin:8px 0}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #bbb;padding:4px 8px;text-align:left;vertical-align:top}thead th{background:#f0f0f0}
p.none{color:#555}.scroll{overflow-x:auto}@media (max-width:480px){body{font-size:14px;padding:10px}th,td{padding:3px 5px}}
@media print{body{padding:0}.scroll{overflow:visible}h2{break-after:avoid}tr{break-inside:avoid}}`;

function sections(summary: InsightsSummary): string[] {
  const days = summary.period.days;
  const out: string[] = [];
  const averages = summary.averages.filter((row) => row.mean !== null);
  if (summary.averages.length > 0) {
    out.push(
      '<h2>Averages</h2>',
      table(
        'Daily averages',
        ['Measure', 'Unit', 'Average', 'Lowest – highest', 'Days logged'],
        averages.map((row) => [
          SERIES_LABELS[row.series as SeriesName] ?? row.series,
          row.unit,
          num(row.mean),
          `${num(row.min)} – ${num(row.max)}`,
          `${row.days} of ${days}`,
        ]),
      ),
    );
  }
  if (summary.intake.nutrients.length > 0) {
    out.push(
      '<h2>Food and drink: average daily intake</h2>',
      table(
        `Over ${count(summary.intake.food_days, 'day')} with food logged`,
        ['Nutrient', 'Average a day', 'Target', 'Days'],
        summary.intake.nutrients.map((row) => [
          NUTRIENTS[row.nutrient as NutrientName]?.label ?? row.nutrient,
          row.mean === null ? null : `${num(row.mean)} ${row.unit}`,
          row.target ? `${row.target.kind === 'limit' ? 'under' : 'at least'} ${num(row.target.value)} ${row.unit}` : null,
          row.days,
        ]),
      ),
    );
  }
  return out;
}

function moreSections(summary: InsightsSummary, types: { symptoms: boolean; medications: boolean }): string[] {
  const out: string[] = [];
  if (types.symptoms) {
    out.push(
      '<h2>Symptoms and conditions</h2>',
      table(
        'Symptoms (severity 0–4)',
        ['Symptom', 'Days', 'First – last', 'Mean severity', 'Highest'],
        summary.symptoms.map((row) => [
          row.name,
          row.days,
          `${row.first_day} – ${row.last_day}`,
          num(row.mean_severity),
          num(row.max_severity),
        ]),
      ),
    );
  }
  if (types.medications) {
    out.push(
      '<h2>Medications and supplements</h2>',
      table(
        'Schedules kept in the app (last 30 days)',
        ['Schedule', 'Dose', 'Times', 'Taken, last 7 days', 'Taken, last 30 days'],
        summary.schedules.map((row) => [
          row.name,
          `${row.doses_per_intake} × ${row.dose_amount} ${row.dose_unit}`,
          row.times.join(', '),
          `${row.last_7_days.taken} of ${row.last_7_days.scheduled} (${percent(row.last_7_days.rate)})`,
          `${row.last_30_days.taken} of ${row.last_30_days.scheduled} (${percent(row.last_30_days.rate)})`,
        ]),
      ),
      table(
        'Logged in this period',
        ['Name', 'Doses', 'Days', 'Times', 'First – last'],
        summary.medications.map((row) => [
          row.name,
          row.doses.join(', ') || null,
          row.days,
          row.times,
          `${row.first_day} – ${row.last_day}`,
        ]),
      ),
    );
  }
  if (summary.findings.length > 0) {
    out.push(
      '<h2>Findings</h2>',
      `<ul>${summary.findings.map((f) => `<li>${e(f.sentence)} (${e(f.strength)}, ${count(f.days, 'day')})</li>`).join('')}</ul>`,
    );
  }
  return out;
}

/** The page; `types` says which sections the link includes (summaryOfTypes has emptied the others). */
export function summaryHtml(page: SummaryPage, types: { symptoms: boolean; medications: boolean }): string {
  const { summary } = page;
  const who = page.patient ? `<p class="meta">Patient: ${e(page.patient)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(page.label)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Health summary</h1>${who}
<p class="meta">${e(summary.period.first_day)} to ${e(summary.period.last_day)} (${count(summary.period.days, 'day')}, ${e(summary.period.timezone)}): ${count(summary.total_logs, 'entry', 'entries')} on ${count(summary.logged_days, 'day')}.</p>
<p class="meta">Shared ${e(page.createdAt.slice(0, 10))}: ${e(page.label)}. Recorded by the person in the ${PRODUCT_NAME} app; not verified by a clinician.</p>
${[...sections(summary), ...moreSections(summary, types)].join('\n')}
</main></body></html>`;
}

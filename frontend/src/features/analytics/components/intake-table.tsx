// Average daily intake against targets as a table (the Analytics page's Daily intake card and the doctor summary):
// each nutrient's mean over the days that had its number, on how many days it rests, and the target in effect. A day
// with no food logged is left out, never counted as 0; nutrients with no number in the period are named in one line.
import { NUTRIENTS, formatNumber } from '@shared/nutrition';
import type { IntakeAverage, IntakeSummary } from '@/lib/api-contract.generated';
import { withoutNumbersText } from '../intake-figures';

const amount = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;

/** The target and how the mean stands: "2,100 kcal" "(88%)" for a goal, "≤ 2,300 mg" "(above)" for a limit. */
function targetParts(row: IntakeAverage): [string, string] | null {
  if (!row.target || row.mean === null) return null;
  const { value, kind } = row.target;
  if (kind === 'limit') return [`≤ ${amount(value, row.unit)}`, `(${row.mean > value ? 'above' : 'within'})`];
  return [amount(value, row.unit), `(${Math.round((row.mean / value) * 100)}%)`];
}

/** The two parts each kept whole, so a narrow table breaks the cell only between them. */
function TargetCell({ row }: { row: IntakeAverage }) {
  const parts = targetParts(row);
  if (!parts) return <td>—</td>;
  return (
    <td className="intake-target">
      <span>{parts[0]}</span> <span>{parts[1]}</span>
    </td>
  );
}

/** "Averages of the 12 of 30 days with food logged; a day without food is left out, not counted as 0." */
export function intakeIntro(intake: IntakeSummary): string {
  return `Averages of the ${intake.food_days} of ${intake.days} days with food logged, each over the days that had the number; a day without food is left out, not counted as 0.`;
}

export function IntakeTable({ intake, label }: { intake: IntakeSummary; label: string }) {
  const rows = intake.nutrients.filter((row) => row.mean !== null);
  const none = intake.nutrients.filter((row) => row.mean === null).map((row) => NUTRIENTS[row.nutrient].label.toLowerCase());
  const lacking = withoutNumbersText(intake.entries_without_numbers);
  return (
    <>
      <p className="intake-intro">
        {intakeIntro(intake)} {lacking}
      </p>
      {rows.length > 0 && (
        <div className="summary-table-scroll" role="region" aria-label={label} tabIndex={0}>
          <table className="summary-table intake-table">
            <thead>
              <tr>
                <th scope="col">Nutrient</th>
                <th scope="col">Per day</th>
                <th scope="col">Days</th>
                <th scope="col">Target</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.nutrient}>
                  <th scope="row">{NUTRIENTS[row.nutrient].label}</th>
                  <td>{amount(row.mean!, row.unit)}</td>
                  <td>{row.days}</td>
                  <TargetCell row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {none.length > 0 && rows.length > 0 && <p className="field-hint">No numbers in these days for: {none.join(', ')}.</p>}
    </>
  );
}

/**
 * The doctor summary's compact form: one line per nutrient ("Energy: 1,850 kcal a day on 40 days; target 2,100 kcal
 * (88%)") in two columns when printed, so a usual month still fits one sheet.
 */
export function IntakeList({ intake }: { intake: IntakeSummary }) {
  const rows = intake.nutrients.filter((row) => row.mean !== null);
  const none = intake.nutrients.filter((row) => row.mean === null).map((row) => NUTRIENTS[row.nutrient].label.toLowerCase());
  // When every nutrient rests on every day with food, the days are said once.
  const sameDays = rows.every((row) => row.days === intake.food_days);
  const intro = sameDays
    ? `A day's average over the ${intake.food_days} of ${intake.days} days with food logged (a day without food is left out, not counted as 0).`
    : intakeIntro(intake);
  return (
    <>
      <p>
        {intro} {withoutNumbersText(intake.entries_without_numbers)}
      </p>
      {rows.length > 0 && (
        <ul className="summary-intake" aria-label="Average daily intake">
          {rows.map((row) => {
            const parts = targetParts(row);
            const days = sameDays ? '' : ` on ${row.days} ${row.days === 1 ? 'day' : 'days'}`;
            return (
              <li key={row.nutrient}>
                <strong>{NUTRIENTS[row.nutrient].label}:</strong> {amount(row.mean!, row.unit)}
                {days}
                {parts && `; target ${parts[0]} ${parts[1]}`}
              </li>
            );
          })}
        </ul>
      )}
      {none.length > 0 && rows.length > 0 && <p className="summary-note">No numbers in these days for: {none.join(', ')}.</p>}
    </>
  );
}

// Today's totals in the Food & Drinks panel (docs/NUTRITION.md "Your targets"): "1,240 of 2,100 kcal" for kcal,
// protein, carbs, fat and fiber, each with a progress bar screen readers read as its words; nothing when today has no
// food logged (not "0 of 2,100"); the entries without numbers counted; what the targets need when there are none.
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { dateInputToday, useTimeZone } from '@/lib/time-zone';
import { useTodayFood } from '../api/get-today-food';
import { dayFood, totalLines, withoutNumbersText, type TotalLine } from '../food-totals';

export function FoodTotals() {
  const { zone } = useTimeZone();
  const { user } = useAuth();
  const today = dateInputToday(zone);
  const { data, error } = useTodayFood(today, zone);
  if (error) return <p className="muted food-totals-note">Today’s totals could not be loaded.</p>;
  if (!data) return null;
  const day = dayFood(data);
  if (day.entries === 0) return <p className="muted food-totals-note">Nothing logged today yet.</p>;
  const nutrition = user?.nutrition;
  const lines = totalLines(day, nutrition?.targets);
  const energyMissing = !nutrition?.targets.energy_kcal && nutrition?.missing.find((line) => line.includes('energy'));
  return (
    <section className="food-totals" aria-labelledby="food-totals-title" data-testid="food-totals">
      <h4 id="food-totals-title" className="food-totals-title">
        Today
      </h4>
      {lines.length > 0 && (
        <ul className="food-totals-lines">
          {lines.map((line) => (
            <TotalRow key={line.name} line={line} />
          ))}
        </ul>
      )}
      {day.withoutNumbers > 0 && (
        <p className="muted food-totals-note">
          {withoutNumbersText(day.withoutNumbers)}
          {lines.length > 0 ? ' (not in the totals)' : ''}
        </p>
      )}
      {lines.length > 0 && (nutrition?.targets.energy_kcal?.source === 'default' || energyMissing) && (
        <p className="muted food-totals-note">
          {energyMissing ? `${energyMissing} ` : 'The kcal target is an estimate. '}
          <Link to={energyMissing ? '/user' : '/settings'}>{energyMissing ? 'Open your Profile' : 'Set your own targets'}</Link>
        </p>
      )}
    </section>
  );
}

function TotalRow({ line }: { line: TotalLine }) {
  const id = `food-total-${line.name}`;
  const over = line.share !== null && line.share > 1;
  const limit = line.target?.kind === 'limit';
  return (
    <li className="food-total">
      <span id={id} className="food-total-label">
        {line.label}
      </span>
      <span className="food-total-text">{line.text}</span>
      {line.target && (
        <div
          className={`food-total-bar${over ? (limit ? ' is-over-limit' : ' is-over') : ''}`}
          role="progressbar"
          aria-labelledby={id}
          aria-valuemin={0}
          aria-valuemax={line.target.value}
          aria-valuenow={Math.min(line.total, line.target.value)}
          aria-valuetext={`${line.text}${line.share !== null ? ` (${Math.round(line.share * 100)} %)` : ''}`}
        >
          <span style={{ width: `${Math.min(100, Math.round((line.share ?? 0) * 100))}%` }} />
        </div>
      )}
    </li>
  );
}

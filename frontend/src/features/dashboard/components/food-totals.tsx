// Today's totals in the Food & Drinks panel (docs/NUTRITION.md "Your targets"): "1,240 of 2,100 kcal" for kcal,
// protein, carbs, fat and fiber, each with a progress bar screen readers read as its words; only a note when today has
// no food logged (never "0 of 2,100"); the entries without numbers counted; what the targets need when there are none.
// While today's entries load, the last totals shown in this browser keep their room, hidden, so nothing moves.
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { useAuth } from '@/lib/auth';
import { dateInputToday, useTimeZone } from '@/lib/time-zone';
import { useTodayFood } from '../api/get-today-food';
import {
  dayFood,
  rememberTotalsView,
  rememberedTotalsView,
  totalLines,
  withoutNumbersText,
  type TotalsView,
  type ViewLine,
} from '../food-totals';

const FIELD_WORDS = { birth_year: 'birth year', gender: 'gender', weight_kg: 'weight' } as const;

/** "No kcal target yet: add your birth year and weight to your Profile." (null when nothing is missing). */
function missingWords(fields: (keyof typeof FIELD_WORDS)[]): string | null {
  const words = fields.map((field) => FIELD_WORDS[field]);
  if (words.length === 0) return null;
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  return `No kcal target yet: add your ${list} to your Profile.`;
}

function viewOf(entries: Parameters<typeof dayFood>[0], nutrition: CurrentUser['nutrition']): TotalsView {
  const day = dayFood(entries);
  if (day.entries === 0) return { lines: [], notes: [{ text: 'Nothing logged today yet.' }], empty: true };
  const lines = totalLines(day, nutrition?.targets);
  const notes: TotalsView['notes'] = [];
  if (day.withoutNumbers > 0)
    notes.push({ text: `${withoutNumbersText(day.withoutNumbers)}${lines.length > 0 ? ' (not in the totals)' : ''}` });
  const energyMissing = nutrition && !nutrition.targets.energy_kcal ? missingWords(nutrition.missing_fields) : null;
  if (lines.length > 0 && energyMissing) notes.push({ text: energyMissing, link: { to: '/user', text: 'Open your Profile' } });
  else if (lines.length > 0 && nutrition?.targets.energy_kcal?.source === 'default')
    notes.push({ text: 'The kcal target is an estimate.', link: { to: '/settings', text: 'Set your own targets' } });
  return {
    lines: lines.map(({ name, label, text, total, share, target }) => ({
      name,
      label,
      text,
      now: total,
      max: target?.value ?? null,
      share,
      limit: target?.kind === 'limit',
    })),
    notes,
    empty: false,
  };
}

export function FoodTotals() {
  const { zone } = useTimeZone();
  const { user } = useAuth();
  const today = dateInputToday(zone);
  const { data, error } = useTodayFood(today, zone);
  if (error) return <p className="muted food-totals-note">Today’s totals could not be loaded.</p>;
  if (!data) {
    const reserved = rememberedTotalsView();
    return reserved ? <TotalsBlock view={reserved} reserved /> : null;
  }
  const view = viewOf(data, user?.nutrition);
  rememberTotalsView(view);
  return <TotalsBlock view={view} />;
}

function TotalsBlock({ view, reserved = false }: { view: TotalsView; reserved?: boolean }) {
  if (view.empty && !reserved) return <p className="muted food-totals-note">{view.notes[0].text}</p>;
  return (
    <section
      className={`food-totals${reserved ? ' is-reserved' : ''}`}
      aria-labelledby={reserved ? undefined : 'food-totals-title'}
      aria-hidden={reserved || undefined}
      data-testid={reserved ? undefined : 'food-totals'}
    >
      {!view.empty && (
        <h4 id={reserved ? undefined : 'food-totals-title'} className="food-totals-title">
          Today
        </h4>
      )}
      {view.lines.length > 0 && (
        <ul className="food-totals-lines">
          {view.lines.map((line) => (
            <TotalRow key={line.name} line={line} reserved={reserved} />
          ))}
        </ul>
      )}
      {view.notes.map((note) => (
        <p key={note.text} className="muted food-totals-note">
          {note.text}
          {note.link && <> {reserved ? <span>{note.link.text}</span> : <Link to={note.link.to}>{note.link.text}</Link>}</>}
        </p>
      ))}
    </section>
  );
}

function TotalRow({ line, reserved }: { line: ViewLine; reserved: boolean }) {
  const id = `food-total-${line.name}`;
  const over = line.share !== null && line.share > 1;
  return (
    <li className="food-total">
      <span id={reserved ? undefined : id} className="food-total-label">
        {line.label}
      </span>
      <span className="food-total-text">{line.text}</span>
      {line.max !== null && (
        <div
          className={`food-total-bar${over ? (line.limit ? ' is-over-limit' : ' is-over') : ''}`}
          {...(reserved
            ? {}
            : {
                role: 'progressbar',
                'aria-labelledby': id,
                'aria-valuemin': 0,
                'aria-valuemax': line.max,
                'aria-valuenow': Math.min(line.now, line.max),
                'aria-valuetext': `${line.text}${line.share !== null ? ` (${Math.round(line.share * 100)} %)` : ''}`,
              })}
        >
          <span style={{ width: `${Math.min(100, Math.round((line.share ?? 0) * 100))}%` }} />
        </div>
      )}
    </li>
  );
}

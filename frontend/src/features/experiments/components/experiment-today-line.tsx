// The dashboard's experiment line (docs/EXPERIMENTS.md "Pages"): each running experiment's condition today, in the
// API's words ("Experiment day 9 of 42: B — no magnesium 400 mg"), linked to its page, and, when today's logs went
// against the plan, the API's words for it ("Magnesium 400 mg logged today: this day goes against the plan"); nothing
// for a day not yet known (the day is not over). Nothing at all when none runs today.
// It reads EXPERIMENTS_TODAY_KEY, which the dashboard's summary may have filled already.
import { Link } from 'react-router-dom';
import { experimentPath } from '../experiment-path';
import { useExperimentsToday } from '../api/today-api';
import '../experiment-today-line.css';

export function ExperimentTodayLine() {
  const { data } = useExperimentsToday();
  const today = data?.today ?? [];
  if (today.length === 0) return null;
  return (
    <section className="card experiment-today-line" aria-label="Experiments today">
      <ul>
        {today.map((day) => (
          <li key={day.id}>
            <Link to={experimentPath(day.id)}>{day.text}</Link>
            {day.adherence_text && <span> · {day.adherence_text}</span>}
            <span className="muted text-sm"> · {day.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

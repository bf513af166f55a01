// The Daily intake card of /analytics: the period's average daily intake of energy and nutrients from the food and
// drink entries' numbers against the person's targets (GET /api/auth/me/'s targets in effect), on how many days
// each rests, and what the profile lacks for the targets it cannot give (never a guessed target).
import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthContext } from '@/lib/auth/auth-context';
import { intakeSummaryOf } from '@shared/insight-intake';
import type { Insights } from '../api/get-insights';
import { intakeTargets } from '../intake-figures';
import { IntakeTable } from './intake-table';

export function IntakeCard({ insights, loading }: { insights?: Insights; loading: boolean }) {
  const user = useContext(AuthContext)?.user ?? null;
  const intake = insights ? intakeSummaryOf(insights.intake, intakeTargets(user)) : undefined;
  const missing = user?.nutrition?.missing ?? [];
  return (
    <section className="card analytics-intake" aria-labelledby="intake-title" aria-busy={loading}>
      <h2 id="intake-title" className="card-title">
        Daily intake
      </h2>
      {!intake ? (
        <span className="skeleton analytics-stat-skeleton" />
      ) : intake.food_entries === 0 ? (
        <p className="muted">
          No food or drinks logged in these {intake.days} days: nothing to average yet (a day without food is not a day of 0 kcal).
        </p>
      ) : (
        <>
          <IntakeTable intake={intake} label="Average daily intake" />
          {missing.length > 0 && (
            <p className="field-hint">
              {missing.join(' ')} <Link to={paths.user}>Open your profile</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

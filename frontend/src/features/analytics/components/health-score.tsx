// Health Score: the period's 0–100 score as a gauge, and each part with its mark and one-line explanation; parts
// without data are named as left out, never counted as zero (docs/INSIGHTS.md "Health score").
import type { Insights } from '../api/get-insights';

const PART_NAMES: Record<string, string> = { sleep: 'Sleep', activity: 'Activity', mood: 'Mood', stress: 'Stress', regularity: 'Logging' };
const partName = (part: string) => PART_NAMES[part] ?? part;

export function HealthScore({ insights, loading }: { insights?: Insights; loading: boolean }) {
  const score = insights?.score;
  return (
    <section className="card analytics-score-card" aria-labelledby="score-title" aria-busy={loading}>
      <h2 id="score-title" className="card-title">
        Health Score
      </h2>
      {score && score.score !== null ? (
        <>
          <div className="analytics-gauge">
            <meter min={0} max={100} low={50} high={75} optimum={100} value={score.score} aria-labelledby="score-title" />
            <p className="analytics-score">
              {Math.round(score.score)}
              <span className="muted"> / 100</span>
            </p>
          </div>
          <ul className="analytics-parts">
            {score.parts.map((part) => (
              <li key={part.part}>
                <span className="analytics-part-name">{partName(part.part)}</span>
                <span className="analytics-part-value">{Math.round(part.value)}</span>
                <span className="muted text-sm">{part.explanation}</span>
              </li>
            ))}
          </ul>
          {score.missing.length > 0 && (
            <p className="muted text-sm">Left out for want of data: {score.missing.map(partName).join(', ')}.</p>
          )}
          <p className="field-hint">A summary of what you logged, not medical advice.</p>
        </>
      ) : loading ? (
        <p className="analytics-score">
          <span className="skeleton analytics-stat-skeleton" />
        </p>
      ) : (
        <>
          <p className="analytics-score" aria-label="Health score not available yet">
            --
          </p>
          <p className="muted">Your score will be calculated from your sleep, activity, food and mood logs.</p>
        </>
      )}
    </section>
  );
}

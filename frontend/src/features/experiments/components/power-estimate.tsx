// "Can this plan answer the question?" (docs/EXPERIMENTS.md "Power"): the estimate's sentence for the plan as it stands,
// asked again a moment after each change (not on every keystroke), and the period length the person's history suggests.
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { estimatePower, type PowerAnswer, type PowerBody } from '../api/experiments-api';

/** A done estimate keeps the plan it answered (`body`): after a change it is still shown until the next one comes. */
type Estimate =
  { kind: 'waiting' } | { kind: 'loading' } | { kind: 'done'; answer: PowerAnswer; body: PowerBody } | { kind: 'failed'; message: string };

/** After the last change, so typing "30" asks once, for 30. */
export const POWER_DEBOUNCE_MS = 600;

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body) {
    const first = Object.values(error.body as Record<string, unknown>).flat()[0];
    if (typeof first === 'string') return `No estimate for this plan: ${first}`;
  }
  return 'The estimate could not be worked out just now; you can still start the experiment.';
}

export function usePowerEstimate(body: PowerBody | null): Estimate {
  const [estimate, setEstimate] = useState<Estimate>({ kind: 'waiting' });
  const key = body ? JSON.stringify(body) : null;
  useEffect(() => {
    if (!key) {
      setEstimate({ kind: 'waiting' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setEstimate({ kind: 'loading' });
      const asked = JSON.parse(key) as PowerBody;
      estimatePower(asked, controller.signal).then(
        (answer) => setEstimate({ kind: 'done', answer, body: asked }),
        (error: unknown) => {
          if (!controller.signal.aborted) setEstimate({ kind: 'failed', message: failureText(error) });
        },
      );
    }, POWER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return estimate;
}

export function PowerEstimate({ estimate }: { estimate: Estimate }) {
  return (
    <div className="experiment-power" aria-live="polite" aria-busy={estimate.kind === 'loading'}>
      {estimate.kind === 'waiting' && (
        <p className="muted">Say what you try, the outcome and the change that matters to see an estimate.</p>
      )}
      {estimate.kind === 'loading' && (
        <p className="muted">
          <span className="spinner" aria-hidden="true" /> Estimating from your history…
        </p>
      )}
      {estimate.kind === 'failed' && <p className="muted">{estimate.message}</p>}
      {estimate.kind === 'done' && (
        <p
          className={estimate.answer.enough === false || estimate.answer.status === 'cannot-answer' ? 'experiment-power-short' : undefined}
        >
          {estimate.answer.sentence}
        </p>
      )}
    </div>
  );
}

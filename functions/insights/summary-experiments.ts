// The doctor summary's experiments (docs/EXPERIMENTS.md "Where the answer goes"): each one lived in the summary's
// period, a running one with its day and condition, an ended one with its answer sentence. Added here, not in
// summaryOf, which a share link's summary also reads: a link never carries an experiment.
import type { InsightsSummary } from '../../shared/schemas/insights-summary';
import { listExperiments } from '../data/experiments';
import { experimentNotes, livedIn } from '../domain/experiment-records/notes';

export async function withExperiments(
  userId: string,
  summary: Omit<InsightsSummary, 'experiments'>,
  now = Date.now(),
): Promise<InsightsSummary> {
  const lived = (await listExperiments(userId)).filter((experiment) => livedIn(experiment, summary.period, now));
  return { ...summary, experiments: await experimentNotes(userId, lived, now) };
}

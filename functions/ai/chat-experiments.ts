// The person's experiments a chat question asks about ("did my magnesium experiment work?", "did magnesium help my
// sleep?"), as notes (docs/EXPERIMENTS.md "Where the answer goes"): a running one's day and condition, an ended one's
// answer sentence. Read only for such a question: an ended one's answer reads its days' entries.
import type { ExperimentNote } from '../../shared/schemas/experiment-answers';
import { listExperiments, type StoredExperiment } from '../data/experiments';
import { experimentNotes } from '../domain/experiment-records/notes';

/** The question's words that name an experiment: 4 letters or more, so "my", "did" and "400" never do. */
const namingWords = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/** The experiments asked about: those the question names by a word of their intervention or title; all of them when it says "experiment" and names none. */
export function askedExperiments(query: string, experiments: readonly StoredExperiment[]): StoredExperiment[] {
  const said = namingWords(query);
  const named = experiments.filter((experiment) =>
    [...namingWords(`${experiment.intervention.what} ${experiment.title}`)].some((word) => said.has(word) && !GENERIC.has(word)),
  );
  if (named.length) return named;
  return /\b(?:experiments?|self-experiments?)\b/i.test(query) ? [...experiments] : [];
}

/** Words of a title that name no experiment in particular ("Magnesium and sleep": sleep is the outcome many share). */
const GENERIC = new Set(['experiment', 'sleep', 'mood', 'stress', 'energy', 'with', 'without', 'before', 'after', 'test']);

export async function chatExperiments(userId: string, query: string, now: number): Promise<ExperimentNote[] | undefined> {
  const asked = askedExperiments(query, await listExperiments(userId));
  return asked.length ? experimentNotes(userId, asked, now) : undefined;
}

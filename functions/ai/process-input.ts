// POST /api/ai/process-input/: turns free text into items and proposed changes to review (nothing is saved here).
import type * as z from 'zod';
import { AI_COSTS } from '../../shared/plans';
import type { processInputRequest } from '../../shared/schemas/ai-routes';
import type { UserRecord } from '../data/users';
import type { AiProvider } from '../providers/ai/ai-port';
import { captureTimeOf } from '../domain/capture-time';
import { zoneOf } from '../domain/entry-time';
import { answerFromOwnEntries } from '../domain/quick-log/resolve-phrase';
import { extractForReview } from './extract-for-review';

/** The text as the router parsed it (processInputRequest), read for the caller; `requestId` names the call in the log. */
export async function processInput(
  provider: () => AiProvider,
  user: UserRecord,
  input: z.output<typeof processInputRequest>,
  requestId: string,
) {
  const zone = zoneOf(input.timezone, 'timezone');
  const now = captureTimeOf(input.captured_at);
  // A re-log phrase ("same breakfast as yesterday") is answered from the person's own entries: no AI, no credit. Read
  // from when it was typed, like the AI's words: a capture kept offline overnight means the day before it was typed.
  const own = await answerFromOwnEntries(user.userId, input.text, zone, now.getTime());
  if (own) return own;
  return extractForReview(user, { credits: AI_COSTS.extraction, images: 0 }, requestId, provider(), {
    text: input.text,
    zone,
    now,
  });
}

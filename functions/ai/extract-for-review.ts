// One extraction for the review (docs/PRODUCT.md §7 process-input calls): the person's recent entries go with it so
// words can name one to change, and the answer marks items that repeat a saved entry. An answer with nothing
// to save (no items, no changes) is not charged, so "asdf" costs nothing. Times are kept as the words say them, even in
// the future: nothing here moves one to now (the review flags it, shared/future-time.ts, and the save refuses it).
import type { ExtractionAnswer } from '../../shared/schemas/ai-routes';
import type { UserRecord } from '../data/users';
import type { AiProvider, ExtractionRequest, TokenUsage } from '../providers/ai/ai-port';
import { callProvider } from '../domain/call-provider';
import { withNutrition } from '../domain/nutrition/item-nutrition';
import { extractPhotoAndText } from './photo-and-text';
import { markDuplicates, proposedChanges, recentEntries, savedEntries } from './review-answer';

export const givesNothing = (answer: ExtractionAnswer) => answer.items.length === 0 && answer.changes.length === 0;

export async function extractForReview(
  user: UserRecord,
  spend: { credits: number; images: number },
  requestId: string,
  provider: AiProvider,
  request: Omit<ExtractionRequest, 'recent'>,
): Promise<ExtractionAnswer> {
  const entries = await recentEntries(user.userId, request.now);
  const { usage: _usage, ...answer } = await callProvider(
    user,
    spend,
    requestId,
    async (signal): Promise<ExtractionAnswer & { usage: TokenUsage }> => {
      // A photo's text is read as text, the photo adds to it (photo-and-text.ts); without a photo this is provider.extract.
      const result = await extractPhotoAndText(provider, { ...request, recent: savedEntries(entries) }, signal);
      return {
        // Either provider gives names and amounts; the numbers come from the food table (docs/NUTRITION.md).
        items: markDuplicates(withNutrition(result.items), request.zone, entries),
        changes: proposedChanges(result.changes ?? [], entries, request.zone),
        unmatched: result.unmatched ?? [],
        usage: result.usage,
      };
    },
    { worthCharging: (answer) => !givesNothing(answer) },
  );
  return answer;
}

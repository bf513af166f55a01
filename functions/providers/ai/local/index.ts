// The local AI adapter (the default without a cloud): deterministic extraction, chat and weekly reports, no network.
// Token usage is an estimate (a token per 4 characters) so credits and usage reports work the same locally.
import { AiProviderError, type AiProvider, type ChatRequest, type ExtractionRequest, type TokenUsage } from '../ai-port';
import type { ExtractedItem } from '../../../../shared/schemas/ai';
import { isValidZone } from '../../../../shared/time';
import { unmatchedSource } from '../../../../shared/nutrition';
import { answerChat } from './answer-chat';
import { extractItems } from './extract-items';
import { proposeEdits } from './propose-edits';
import { writeReport } from './write-report';
import { findTimePhrase, nowIn } from './resolve-time';

/** What an image "shows" locally: there is no vision here, so a photo is described, never recognised. */
export const PHOTO_DETAILS = 'Meal from photo';
/** Estimated tokens of an image: a fixed figure, as image tokens do not depend on the characters. */
const IMAGE_TOKENS = 1_000;

export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

function checkAbort(signal?: AbortSignal): void {
  if (signal?.aborted) throw new AiProviderError('timeout', 'The AI request was stopped before it finished.');
}

/** Use cases validate the zone; should a bad one slip through, UTC beats a thrown RangeError mid-answer. */
const zoneOf = (zone: string) => (isValidZone(zone) ? zone : 'UTC');

function photoItem(request: ExtractionRequest): ExtractedItem {
  const text = request.text.trim();
  const phrase = text ? findTimePhrase(text, request.zone, request.now) : undefined;
  return {
    category: 'food_drinks',
    details: (text ? `${PHOTO_DETAILS}: ${text}` : PHOTO_DETAILS).slice(0, 5000),
    calculated_time: phrase?.time ?? nowIn(request.now, request.zone),
    notes: '',
    // No vision locally: nothing is read from the photo, so no numbers and no subjects are claimed, and no food is
    // matched (the person picks one in the review, docs/AI-LOCAL.md).
    measures: {},
    subjects: [],
    nutrition: unmatchedSource(PHOTO_DETAILS),
  };
}

export function localAi(): AiProvider {
  return {
    async extract(request, signal) {
      checkAbort(signal);
      const text = String(request.text ?? '');
      const zone = zoneOf(request.zone);
      // Sentences asking to change or remove saved entries are answered as changes, the rest as new items.
      const { changes, unmatched, rest } = proposeEdits(text, request.recent ?? [], zone, request.now);
      const items = request.image ? [photoItem({ ...request, text: rest, zone })] : extractItems(rest, zone, request.now);
      const usage: TokenUsage = {
        inputTokens: estimateTokens(text) + (request.image ? IMAGE_TOKENS : 0),
        outputTokens: estimateTokens(JSON.stringify({ items, changes, unmatched })),
      };
      checkAbort(signal);
      return { items, changes, unmatched, usage };
    },
    async chat(request: ChatRequest, signal) {
      checkAbort(signal);
      const { text, cites } = answerChat({ ...request, zone: zoneOf(request.zone) });
      const prompt = [request.query, ...(request.history ?? []).map((m) => m.content), ...(request.entries ?? []).map((e) => e.text)].join(
        '\n',
      );
      checkAbort(signal);
      return { text, cites, usage: { inputTokens: estimateTokens(String(prompt ?? '')), outputTokens: estimateTokens(text) } };
    },
    async report(request, signal) {
      checkAbort(signal);
      const { title, text } = writeReport(request.figures);
      const usage = { inputTokens: estimateTokens(JSON.stringify(request.figures)), outputTokens: estimateTokens(title + text) };
      checkAbort(signal);
      return { title, text, usage };
    },
  };
}

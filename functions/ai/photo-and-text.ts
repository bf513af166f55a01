// A photo and its text for the review (docs/AI.md "Photos"): the text is read as text, its items and their times as
// process-input reads them, and the photo adds to it. A provider that reads images (Bedrock) gets both in one call and
// its prompt says so. Without vision (the local adapter) the text goes through the provider's text extraction; the
// photo is then the picture of the food the text names (Confirm & Save links it from every entry), or, when the text
// names no food, an item of its own as the provider describes a photo alone. Before issue 23 the whole text became
// one item "Meal from photo: Lunch: pasta with pesto…", timed now.
import { collectionOfCategory } from '../../shared/entry-types';
import type { ExtractedItem } from '../../shared/schemas/ai';
import type { AiProvider, ExtractionRequest, ExtractionResult } from '../providers/ai/ai-port';

const isFood = (item: ExtractedItem) => collectionOfCategory(item.category) === 'food-drinks';

export async function extractPhotoAndText(
  provider: AiProvider,
  request: ExtractionRequest,
  signal?: AbortSignal,
): Promise<ExtractionResult> {
  if (!request.image || !request.text.trim() || provider.readsImages) return provider.extract(request, signal);
  const { image: _image, ...words } = request;
  const fromText = await provider.extract(words, signal);
  if (fromText.items.some(isFood)) return fromText;
  // The photo alone: no text (so no item repeats the text's) and no saved entries (so no change is proposed twice).
  const fromPhoto = await provider.extract({ ...request, text: '', recent: [] }, signal);
  return {
    ...fromText,
    items: [...fromText.items, ...fromPhoto.items],
    usage: {
      inputTokens: fromText.usage.inputTokens + fromPhoto.usage.inputTokens,
      outputTokens: fromText.usage.outputTokens + fromPhoto.usage.outputTokens,
    },
  };
}

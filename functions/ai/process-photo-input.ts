// POST /api/ai/process-input-with-image/ (multipart: text, timezone, image): items to review from a photo
// and its text; one credit and one image of the plan.
import { RAW_TEXT_MAX } from '../../shared/log-limits';
import { AI_COSTS } from '../../shared/plans';
import { InvalidFields } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { zoneOf } from '../domain/entry-time';
import type { AiProvider } from '../providers/ai/ai-port';
import { extractForReview, givesNothing } from './extract-for-review';
import { countPhoto } from '../domain/photo-count';
import { photoFormOf, requireTextOrPhoto } from '../domain/uploaded-photo';

export function processPhotoInput(provider: () => AiProvider) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const { fields, photo } = photoFormOf(request.form);
    const text = (fields.text ?? '').trim();
    if (text.length > RAW_TEXT_MAX) throw InvalidFields.field('text', `Ensure this field has no more than ${RAW_TEXT_MAX} characters.`);
    requireTextOrPhoto(text, photo);
    const zone = zoneOf(fields.timezone, 'timezone');
    const count = await countPhoto(request.user!, photo);
    const answer = await extractForReview(
      request.user!,
      { credits: AI_COSTS.extraction, images: count.images },
      request.requestId,
      provider(),
      { text, image: photo, zone, now: new Date() },
    );
    if (!givesNothing(answer)) await count.remember();
    return { statusCode: 200, body: answer };
  };
}

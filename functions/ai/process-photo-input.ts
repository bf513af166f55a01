// POST /api/ai/process-input-with-image/ (multipart: text, timezone, image): items to review from a photo
// and its text; one credit and one image of the plan.
import { RAW_TEXT_MAX } from '../../shared/entry-limits';
import { AI_COSTS } from '../../shared/plans';
import { InvalidFields } from '../platform/errors';
import type { UserRecord } from '../data/users';
import { captureTimeOf } from '../domain/capture-time';
import { zoneOf } from '../domain/entry-time';
import type { AiProvider } from '../providers/ai/ai-port';
import { extractForReview, givesNothing } from './extract-for-review';
import { countPhoto } from '../domain/photo-count';
import { photoFormOf, requireTextOrPhoto, type ReadForm } from '../domain/uploaded-photo';

/** The form as the router read it (photoRoute's limits), for the caller; `requestId` names the call in the log. */
export async function processPhotoInput(provider: () => AiProvider, user: UserRecord, form: ReadForm | undefined, requestId: string) {
  const { fields, photo } = photoFormOf(form);
  const text = (fields.text ?? '').trim();
  if (text.length > RAW_TEXT_MAX) throw InvalidFields.field('text', `Ensure this field has no more than ${RAW_TEXT_MAX} characters.`);
  requireTextOrPhoto(text, photo);
  const zone = zoneOf(fields.timezone, 'timezone');
  const now = captureTimeOf(fields.captured_at);
  const count = await countPhoto(user, photo);
  const answer = await extractForReview(user, { credits: AI_COSTS.extraction, images: count.images }, requestId, provider(), {
    text,
    image: photo,
    zone,
    now,
  });
  if (!givesNothing(answer)) await count.remember();
  return answer;
}

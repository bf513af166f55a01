// POST /api/structured-data/save-with-image/ (multipart: raw_text, items as a JSON string, timezone, image):
// the photo is stored under the person's prefix and every entry of the save points at it. raw_text may be empty.
import { ulid } from 'ulid';
import { Invalid, InvalidFields } from '../platform/errors';
import type { IdempotentWork } from '../core/idempotency-key';
import { parseBody } from '../platform/validate';
import { chargeAi } from '../domain/charge';
import { countPhoto } from '../domain/photo-count';
import { EXTENSIONS, photoFormOf, type ReadForm } from '../domain/uploaded-photo';
import type { UserRecord } from '../data/users';
import { recordUsage } from '../data/usage';
import { imagesStorage } from '../providers/storage/buckets';
import { objectKeys } from '../providers/storage/object-keys';
import { saveRequest } from '../../shared/schemas/save';
import { saveItems } from './save-items';

/** A list sent as a JSON string field. */
function parseList(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw InvalidFields.field(field, `Send the ${field} as a JSON list.`);
  }
}

export async function savePhotoItems(user: UserRecord, form: ReadForm | undefined, work?: IdempotentWork) {
  const { fields, photo } = photoFormOf(form);
  const input = parseBody(saveRequest, {
    raw_text: fields.raw_text ?? '',
    timezone: fields.timezone,
    items: parseList(fields.items ?? '', 'items'),
    changes: fields.changes === undefined ? undefined : parseList(fields.changes, 'changes'),
  });
  if (!photo) throw new Invalid('Please select a valid image file');
  // A photo not sent to extraction first is one image of the plan, charged now and given back if the save fails.
  const count = await countPhoto(user, photo);
  const charge = count.images ? await chargeAi(user, { credits: 0, images: count.images }) : undefined;
  // With an Idempotency-Key the photo's name comes from the key too: a retry that finishes a killed save writes it again.
  const key = objectKeys.image(user.userId, work?.newId() ?? ulid(), EXTENSIONS[photo.mediaType]);
  const images = imagesStorage();
  try {
    await images.putObject(key, photo.bytes, photo.mediaType);
    // Counted inside the save: a count that fails takes the entries back too, not just the photo they point at.
    // The photo's mark goes last, so a failed save never leaves the photo counted (and free the next time).
    const body = await saveItems(user, input, key, {
      work,
      settle: async () => {
        if (count.images)
          await recordUsage(user, new Date().toISOString().slice(0, 7), { input_tokens: 0, output_tokens: 0, images: count.images });
        await count.remember();
      },
    });
    return body;
  } catch (error) {
    // Nothing half-saved: an image no entry points at is removed again, and a failed save counts no image.
    await images.deletePrefix(key).catch(() => undefined);
    await charge?.refund().catch(() => undefined);
    throw error;
  }
}

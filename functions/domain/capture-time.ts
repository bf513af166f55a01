// The moment an AI capture is read at (shared/captured-at.ts): the request's `captured_at` for a capture that waited
// on the device while offline, else now; a bad one is a 400 naming the field.
import { captureNow } from '../../shared/captured-at';
import { InvalidFields } from '../platform/errors';

export function captureTimeOf(value: string | null | undefined, nowMs = Date.now()): Date {
  const read = captureNow(value, nowMs);
  if ('problem' in read) throw InvalidFields.field('captured_at', read.problem);
  return read.now;
}

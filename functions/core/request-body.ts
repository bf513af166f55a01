// Reads a request body by the kind its route expects: JSON (415 for anything else), raw bytes, or multipart.
import { Invalid } from '../platform/errors';
import { UnsupportedMediaType } from './edge-errors';

export type BodyKind = 'json' | 'raw' | 'multipart';

export function readBody(kind: BodyKind, raw: Buffer, contentType: string | undefined): unknown {
  if (kind === 'raw' || raw.length === 0) return undefined;
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (kind === 'multipart') {
    if (mediaType !== 'multipart/form-data') throw new UnsupportedMediaType(mediaType || 'none');
    return undefined;
  }
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) throw new UnsupportedMediaType(mediaType || 'none');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new Invalid(`JSON parse error - ${(error as Error).message}`);
  }
}

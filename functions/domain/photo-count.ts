// An image of the plan is one photo, however often it is sent: extracted twice, or extracted and then saved,
// it counts once; saved without extraction it counts once too; a call that fails counts nothing.
import { createHash } from 'node:crypto';
import { nowSeconds } from '../data/client';
import { isPhotoCounted, markPhotoCounted } from '../data/counted-photos';
import type { UserRecord } from '../data/users';
import { KEEP_MS } from './charge';
import { currentPeriod } from './plan-period';
import type { Photo } from './uploaded-photo';

export interface PhotoCount {
  /** Images this call spends: 0 when the photo was already counted in this period. */
  images: number;
  /** Marks the photo counted once the call has succeeded. */
  remember(): Promise<void>;
}

export async function countPhoto(user: UserRecord, photo: Photo | undefined, now = new Date()): Promise<PhotoCount> {
  if (!photo) return { images: 0, remember: async () => undefined };
  const hash = createHash('sha256').update(photo.bytes).digest('hex');
  const period = currentPeriod(user, now);
  const counted = await isPhotoCounted(user.userId, period.id, hash);
  return {
    images: counted ? 0 : 1,
    remember: async () => {
      if (!counted) await markPhotoCounted(user.userId, period.id, hash, nowSeconds(period.end.getTime() + KEEP_MS));
    },
  };
}

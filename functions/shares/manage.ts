// The owner's side of their links (docs/SHARING.md "Revocation and expiry"): the list, a link's opens, and revocation,
// which takes effect at once (the manifest reads the link consistently) and then deletes the files and the pointer.
import { sharesMessages, type ShareSummary } from '../../shared/schemas/shares';
import { listOpens } from '../data/share-opens';
import { ENTRY_ID } from '../domain/entry-id';
import { dropManifest, getShare, listShares, markRevoked } from '../data/shares';
import { NotFound } from '../platform/errors';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import type { BrowserFamily } from './browser-family';
import { presentShare } from '../domain/shares/present-share';

export async function sharesOf(userId: string, now = Date.now()): Promise<{ shares: ShareSummary[] }> {
  return { shares: (await listShares(userId)).map((share) => presentShare(share, now)) };
}

export async function opensOf(userId: string, shareId: string) {
  if (!ENTRY_ID.test(shareId) || !(await getShare(userId, shareId))) throw new NotFound(sharesMessages.notFound);
  const opens = await listOpens(userId, shareId);
  return { opens: opens.map(({ at, country, browser }) => ({ at, country, browser: browser as BrowserFamily })) };
}

export async function revokeShare(storage: ObjectStorage, userId: string, shareId: string, now = Date.now()): Promise<void> {
  const share = ENTRY_ID.test(shareId) ? await markRevoked(userId, shareId, new Date(now).toISOString()) : undefined;
  if (!share) throw new NotFound(sharesMessages.notFound);
  await storage.deletePrefix(objectKeys.shareFilesPrefix(userId, shareId));
  await dropManifest(userId, share.manifest_id);
}

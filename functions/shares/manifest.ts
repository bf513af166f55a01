// POST /api/shl/{manifest_id} (SMART Health Links, "Manifest request"; docs/SHARING.md "Security"): public, never the
// person's session. The manifest id finds the link; a link revoked, locked or expired answers as one that never was
// (404). A passcode try is counted before it is checked, so ten at most are ever checked; the tenth wrong one locks the
// link and tells the owner. A right answer logs the open and lists the files: each a 5-minute signed URL, or the JWE
// itself when the viewer asked for embedding and it fits.
import { SHARE_LIMITS, sharesMessages } from '../../shared/schemas/shares';
import { recordOpen } from '../data/share-opens';
import { countTry, findManifest, getShare, markLocked, uncountTry, type StoredShare } from '../data/shares';
import { NotFound, NotSignedIn } from '../platform/errors';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { randomBytes } from 'node:crypto';
import { browserFamily, viewerCountry } from './browser-family';
import { FILE_CONTENT_TYPE } from './file-crypto';
import { passcodeMatches } from './passcode';
import { shareStatus } from '../domain/shares/present-share';
import { isManifestId } from './shlink';

export interface ManifestCall {
  manifestId: string;
  body: { recipient: string; passcode?: string; embeddedLengthMax?: number };
  userAgent: string | undefined;
  countryHeader: string | undefined;
}

export interface ManifestDeps {
  storage: ObjectStorage;
  /** Tells the owner their link locked (an e-mail); its failure does not change the answer. */
  tellLocked(userId: string, share: StoredShare): Promise<void>;
}

const gone = () => new NotFound(sharesMessages.gone);

/** The link the id names while it is open, with its owner; else the 404 every ended link gets. */
async function openLink(manifestId: string, now: number): Promise<{ userId: string; share: StoredShare }> {
  const pointer = isManifestId(manifestId) ? await findManifest(manifestId) : undefined;
  const share = pointer && (await getShare(pointer.user_id, pointer.share_id));
  if (!pointer || !share || share.manifest_id !== manifestId || shareStatus(share, now) !== 'active') throw gone();
  return { userId: pointer.user_id, share };
}

async function checkPasscode(deps: ManifestDeps, userId: string, share: StoredShare, given: string | undefined): Promise<void> {
  if (share.passcode_hash === null) return;
  const remaining = () => SHARE_LIMITS.wrongPasscodes - share.wrong_tries;
  // No passcode at all is no guess: it is refused without counting (a viewer asks first, then sends one).
  if (given === undefined || given === '') throw new NotSignedIn(sharesMessages.wrongPasscode, { remainingAttempts: remaining() });
  const count = await countTry(userId, share.id, SHARE_LIMITS.wrongPasscodes);
  if (count === undefined) throw gone();
  if (await passcodeMatches(given, share.passcode_hash)) {
    await uncountTry(userId, share.id);
    return;
  }
  const left = Math.max(0, SHARE_LIMITS.wrongPasscodes - count);
  if (left === 0 && (await markLocked(userId, share.id, new Date().toISOString()))) {
    await deps.tellLocked(userId, share).catch(() => undefined);
  }
  throw new NotSignedIn(sharesMessages.wrongPasscode, { remainingAttempts: left });
}

export async function manifest(deps: ManifestDeps, call: ManifestCall, now = Date.now()) {
  const { userId, share } = await openLink(call.manifestId, now);
  await checkPasscode(deps, userId, share, call.body.passcode);
  const at = new Date(now).toISOString();
  await recordOpen(
    userId,
    share.id,
    { at, country: viewerCountry(call.countryHeader), browser: browserFamily(call.userAgent) },
    `${at}#${randomBytes(4).toString('hex')}`,
  );
  const max = call.body.embeddedLengthMax;
  const files = await Promise.all(
    share.files.map(async (key) => {
      if (max !== undefined) {
        const object = await deps.storage.getObject(key, { maxBytes: max + 1 });
        if (object?.complete && object.size <= max)
          return { contentType: FILE_CONTENT_TYPE, embedded: object.bytes.toString('utf8') } as const;
      }
      const location = await deps.storage.downloadUrl(key, {
        expiresSeconds: SHARE_LIMITS.fileUrlSeconds,
        contentType: 'application/jose',
      });
      return { contentType: FILE_CONTENT_TYPE, location } as const;
    }),
  );
  return { files };
}

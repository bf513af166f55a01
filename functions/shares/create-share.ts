// POST /api/shares/ (docs/SHARING.md "Links"): makes a SMART Health Link. A fresh key and manifest id, the two files
// encrypted and stored, the link written (with its manifest pointer, in one transaction), and the answer holding the
// key and the passcode, this once. A failure after the files were stored deletes them: nothing is left half-made.
import { ulid } from 'ulid';
import type { ShareCreateRequest } from '../../shared/schemas/shares';
import { putShare, type StoredShare } from '../data/shares';
import type { UserRecord } from '../data/users';
import { zoneOf } from '../domain/entry-time';
import { intakeTargetsOf } from '../domain/insights/intake-targets';
import { config } from '../platform/config';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { hashPasscode, newPasscode } from './passcode';
import { presentShare } from '../domain/shares/present-share';
import { storeShareFiles } from './share-files';
import { encodeShlink, random256, viewerUrl } from './shlink';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The patient as the summary shows them: the name, its initials ("A. B."), or nothing. */
export function patientText(
  user: Pick<UserRecord, 'first_name' | 'last_name' | 'username'>,
  choice: ShareCreateRequest['patient'],
): string | null {
  const parts = [user.first_name, user.last_name].map((part) => part?.trim()).filter(Boolean);
  if (choice === 'none') return null;
  if (choice === 'name') return parts.join(' ') || user.username;
  return parts.map((part) => `${[...part][0].toUpperCase()}.`).join(' ') || null;
}

export async function createShare(storage: ObjectStorage, user: UserRecord, request: ShareCreateRequest, now = Date.now()) {
  const zone = zoneOf(request.timezone ?? user.time_zone, 'timezone');
  const id = ulid(now);
  const key = random256();
  const manifestId = random256();
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + request.expires_in_days * DAY_MS);
  const passcode = request.passcode ? newPasscode() : null;
  const content = {
    userId: user.userId,
    shareId: id,
    request,
    zone,
    targets: intakeTargetsOf(user),
    patientText: patientText(user, request.patient),
    createdAt,
  };
  const files = await storeShareFiles(storage, content, key, now);
  const share: StoredShare = {
    id,
    manifest_id: manifestId,
    label: request.label,
    days: request.days,
    types: [...request.types],
    patient: request.patient,
    birth_year: request.birth_year,
    sex: request.sex,
    created_at: createdAt,
    expires_at: expiresAt.toISOString(),
    passcode_hash: passcode ? await hashPasscode(passcode) : null,
    wrong_tries: 0,
    revoked_at: null,
    locked_at: null,
    opens: 0,
    last_opened_at: null,
    files,
  };
  try {
    await putShare(user.userId, share);
  } catch (error) {
    await storage.deletePrefix(objectKeys.shareFilesPrefix(user.userId, id)).catch(() => undefined);
    throw error;
  }
  const origin = new URL(config().APP_URL).origin;
  const shlink = encodeShlink({
    url: `${origin}/api/shl/${manifestId}`,
    key,
    exp: Math.floor(expiresAt.getTime() / 1000),
    ...(passcode ? { flag: 'P' as const } : {}),
    label: request.label,
    v: 1,
  });
  return { share: presentShare(share, now), shlink, viewer_url: viewerUrl(origin, shlink), passcode };
}

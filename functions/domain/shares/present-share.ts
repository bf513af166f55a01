// A stored share link as its owner sees it (ShareSummary: the shares group's list, the full backup's shared_links):
import type { ShareSummary } from '../../../shared/schemas/shares';
import type { StoredShare } from '../../data/shares';

/** Revoked and locked are the owner's and the passcode's acts; expired is the clock's (checked here, never left to TTL). */
export function shareStatus(share: StoredShare, now: number): ShareSummary['status'] {
  if (share.revoked_at) return 'revoked';
  if (share.locked_at) return 'locked';
  if (Date.parse(share.expires_at) <= now) return 'expired';
  return 'active';
}

export function presentShare(share: StoredShare, now: number): ShareSummary {
  return {
    id: share.id,
    label: share.label,
    days: share.days,
    types: share.types as ShareSummary['types'],
    patient: share.patient,
    birth_year: share.birth_year ?? true,
    sex: share.sex ?? true,
    created_at: share.created_at,
    expires_at: share.expires_at,
    passcode: share.passcode_hash !== null,
    status: shareStatus(share, now),
    opens: share.opens,
    last_opened_at: share.last_opened_at,
  };
}

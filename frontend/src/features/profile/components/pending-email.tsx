// The note an e-mail change leaves until its link is followed (S43): where the link went and which address counts
// until then. GET /api/auth/me/ answers pending_email for 24 hours after the change was asked for.
import type { CurrentUser } from '@/lib/api-contract.generated';

export const EMAIL_LINK_HOURS = 24;

export function PendingEmail({ user }: { user: CurrentUser }) {
  if (!user.pending_email) return null;
  return (
    <p className="alert alert-info profile-pending-email" role="status">
      We sent a link to <strong>{user.pending_email}</strong>. Your e-mail changes to it when you open that link (within {EMAIL_LINK_HOURS}{' '}
      hours); until then we keep using <strong>{user.email}</strong>.
    </p>
  );
}

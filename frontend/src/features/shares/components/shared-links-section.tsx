// Settings → Shared links (issue 27): every link the person made, with its label, what it holds, when it expires, its
// status and its opens (the log behind a disclosure), and Revoke after a confirmation. A chunk of its own in Settings.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { paths } from '@/config/paths';
import { formatDateTime, useTimeZone } from '@/lib/time-zone';
import { listShares, revokeShare, type ShareSummary } from '../api/shares-api';
import { describeShare, STATUS_LABELS } from '../share-texts';
import { ShareOpens } from './share-opens';
import '@/components/settings-section.css';
import './shares.css';

type Listed = { kind: 'loading' | 'failed' } | { kind: 'loaded'; shares: ShareSummary[] };

function ShareItem({ share, onRevoke }: { share: ShareSummary; onRevoke(share: ShareSummary): void }) {
  const { zone, format } = useTimeZone();
  const when = (iso: string) => formatDateTime(iso, zone, format);
  const live = share.status === 'active' || share.status === 'locked';
  return (
    <li className="shared-link">
      <div className="row-between shared-link-head">
        <h3 className="shared-link-label">{share.label}</h3>
        <span className={`shared-link-status shared-link-${share.status}`}>{STATUS_LABELS[share.status]}</span>
      </div>
      <p className="shared-link-line">{describeShare(share)}</p>
      <p className="shared-link-line muted">
        Made {when(share.created_at)} · {share.status === 'expired' ? 'expired' : 'expires'} {when(share.expires_at)}
      </p>
      <p className="shared-link-line muted">
        {share.opens === 0
          ? 'Not opened yet.'
          : `Opened ${share.opens} ${share.opens === 1 ? 'time' : 'times'}, last ${when(share.last_opened_at ?? '')}.`}
      </p>
      {share.opens > 0 && <ShareOpens id={share.id} count={share.opens} />}
      {live && (
        <button type="button" className="btn btn-danger btn-sm" onClick={() => onRevoke(share)}>
          Revoke
        </button>
      )}
    </li>
  );
}

export function SharedLinksSection() {
  const [listed, setListed] = useState<Listed>({ kind: 'loading' });
  const [asking, setAsking] = useState<ShareSummary | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setListed({ kind: 'loaded', shares: (await listShares()).shares });
    } catch {
      setListed({ kind: 'failed' });
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function revoke(share: ShareSummary) {
    setAsking(null);
    try {
      await revokeShare(share.id);
      setOutcome({ kind: 'success', text: `“${share.label}” is revoked: the link no longer opens.` });
    } catch {
      setOutcome({ kind: 'error', text: `“${share.label}” could not be revoked. Please try again.` });
    }
    await load();
  }

  return (
    <section className="card" aria-labelledby="settings-shared-links" aria-busy={listed.kind === 'loading'}>
      <h2 id="settings-shared-links" className="card-title">
        Shared links
      </h2>
      <p className="muted settings-intro">
        Links you made for a clinician from the <Link to={paths.analyticsSummary}>doctor summary</Link>. Revoking one stops it at once.
      </p>
      {listed.kind === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>Your shared links could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {listed.kind === 'loaded' &&
        (listed.shares.length === 0 ? (
          <p className="settings-now">No shared links yet.</p>
        ) : (
          <ul className="shared-links">
            {listed.shares.map((share) => (
              <ShareItem key={share.id} share={share} onRevoke={setAsking} />
            ))}
          </ul>
        ))}
      <div aria-live="polite" className="settings-outcome">
        {outcome && (
          <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${outcome.kind}`}>
            {outcome.text}
          </p>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          question="Revoke this link?"
          detail={`“${asking.label}” stops working at once for anyone who has it. This cannot be undone.`}
          confirmLabel="Revoke"
          onConfirm={() => void revoke(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

export default SharedLinksSection;

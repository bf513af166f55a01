// What the share dialog shows once the link exists: the link with Copy, its QR code, when it expires, and the passcode,
// shown this once (the server keeps only its hash), with a plain warning.
import { useState } from 'react';
import { useId } from '@/lib/use-id';
import { formatDateTime, useTimeZone } from '@/lib/time-zone';
import type { CreatedShare } from '../api/shares-api';
import { SHARE_TEXTS } from '../share-texts';
import { LinkQr } from './link-qr';

export function CreatedLink({ created, onDone }: { created: CreatedShare; onDone(): void }) {
  const id = useId();
  const { zone, format } = useTimeZone();
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.viewer_url);
      setCopied(SHARE_TEXTS.copied);
    } catch {
      setCopied(SHARE_TEXTS.copyFailed);
    }
  }

  return (
    <div className="share-created stack">
      <h3 className="share-created-title">{SHARE_TEXTS.created}</h3>
      <div className="field">
        <label htmlFor={`${id}-url`}>Link for “{created.share.label}”</label>
        <div className="row share-url-row">
          <input
            id={`${id}-url`}
            className="input"
            type="text"
            readOnly
            value={created.viewer_url}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
        <p className="field-hint" role="status">
          {copied ?? `Works until ${formatDateTime(created.share.expires_at, zone, format)}, unless you revoke it sooner.`}
        </p>
      </div>
      <LinkQr text={created.viewer_url} label={`QR code of the link for “${created.share.label}”`} />
      {created.passcode ? (
        <div className="alert alert-warning share-passcode">
          <p>
            Passcode: <strong className="share-passcode-value">{created.passcode}</strong>
          </p>
          <p>{SHARE_TEXTS.passcodeWarning}</p>
        </div>
      ) : (
        <p className="alert alert-warning">{SHARE_TEXTS.noPasscode}</p>
      )}
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

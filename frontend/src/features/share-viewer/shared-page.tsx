// /shared#shlink:/… (docs/FRONTEND.md "Sharing with a clinician"): the page a clinician opens from a shared link, with no account.
// It reads the SMART Health Link from the address's fragment (never sent to a server), asks for the passcode when the
// link has one, opens and decrypts the files here (open-link.ts), shows the summary to read and print, and offers the
// FHIR file. Its own lazy chunk: jose comes with it and with nothing else.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { downloadBundle } from './components/download-bundle';
import { SummaryFrame, type SummaryFrameHandle } from './components/summary-frame';
import { openLink, type OpenOutcome, type SharedFiles } from './open-link';
import { hasExpired, needsPasscode, parseShlink, type ShlinkPayload } from './shlink';
import './shared-page.css';

export const VIEWER_TEXTS = {
  missing: 'This address does not hold a complete shared link. Open the link exactly as you received it.',
  gone: 'This link no longer works. Ask the person who shared it for a new one.',
  locked: 'This link is locked after too many wrong passcodes. Ask the person who shared it for a new one.',
  failed: 'The shared files could not be opened. Check your connection and try again.',
  wrongPasscode: (remaining: number | null) =>
    remaining === null
      ? 'That passcode is not right.'
      : `That passcode is not right. ${remaining} ${remaining === 1 ? 'try' : 'tries'} left.`,
} as const;

type State =
  | { kind: 'missing' | 'gone' | 'locked' | 'failed' | 'opening' }
  | { kind: 'passcode'; remaining: number | null; wrong: boolean }
  | { kind: 'opened'; files: SharedFiles };

function initialState(link: ShlinkPayload | null): State {
  if (!link) return { kind: 'missing' };
  if (hasExpired(link)) return { kind: 'gone' };
  return needsPasscode(link) ? { kind: 'passcode', remaining: null, wrong: false } : { kind: 'opening' };
}

function stateOf(outcome: OpenOutcome): State {
  return outcome.kind === 'passcode' ? { kind: 'passcode', remaining: outcome.remaining, wrong: true } : outcome;
}

function PasscodeForm({
  state,
  busy,
  onOpen,
}: {
  state: Extract<State, { kind: 'passcode' }>;
  busy: boolean;
  onOpen(passcode: string): void;
}) {
  const [passcode, setPasscode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // Focus on mount by hand rather than autoFocus: React focuses an autoFocus field itself, Preact only writes the
  // attribute, which a browser honours once per page load at most.
  useEffect(() => field.current?.focus(), []);
  useEffect(() => {
    if (state.wrong) field.current?.select();
  }, [state]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passcode.trim()) onOpen(passcode.trim());
  };
  return (
    <form className="card shared-passcode" onSubmit={submit} aria-busy={busy}>
      <label htmlFor="shared-passcode">Passcode</label>
      <p id="shared-passcode-hint" className="muted">
        The person who shared this link was shown a passcode to give you.
      </p>
      <div className="row">
        <input
          ref={field}
          id="shared-passcode"
          className="input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          aria-describedby={state.wrong ? 'shared-passcode-hint shared-passcode-error' : 'shared-passcode-hint'}
          aria-invalid={state.wrong || undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || !passcode.trim()}>
          {busy ? 'Opening…' : 'Open'}
        </button>
      </div>
      {state.wrong && (
        <p id="shared-passcode-error" role="alert" className="alert alert-error">
          {VIEWER_TEXTS.wrongPasscode(state.remaining)}
        </p>
      )}
    </form>
  );
}

function Opened({ files }: { files: SharedFiles }) {
  const frame = useRef<SummaryFrameHandle>(null);
  return (
    <>
      <div className="row shared-actions">
        {files.summaryHtml !== null && (
          <button type="button" className="btn btn-primary" onClick={() => frame.current?.print()}>
            Print the summary
          </button>
        )}
        {files.bundleJson !== null && (
          <button type="button" className="btn btn-secondary" onClick={() => downloadBundle(files.bundleJson!)}>
            Download FHIR file (JSON)
          </button>
        )}
      </div>
      {files.bundleJson !== null && (
        <p className="muted shared-note">The FHIR file is a FHIR R4 Bundle that clinical systems can import.</p>
      )}
      {files.summaryHtml !== null ? <SummaryFrame ref={frame} html={files.summaryHtml} /> : <p>This link holds no summary to read.</p>}
    </>
  );
}

export function SharedPage() {
  const [link, setLink] = useState(() => parseShlink(window.location.hash));
  const [state, setState] = useState<State>(() => initialState(link));
  const [busy, setBusy] = useState(false);
  const shownHash = useRef(window.location.hash);

  // A link pasted over this one in the address bar changes only the fragment: start again with it (not when the
  // fragment is the one already shown).
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === shownHash.current) return;
      shownHash.current = window.location.hash;
      const next = parseShlink(window.location.hash);
      setLink(next);
      setState(initialState(next));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  async function open(passcode?: string) {
    if (!link) return;
    setBusy(true);
    const outcome = await openLink(link, passcode);
    setBusy(false);
    setState(stateOf(outcome));
  }

  useEffect(() => {
    if (state.kind === 'opening') void open();
    // Opens once per link without a passcode; `open` reads the current link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.kind, link]);

  return (
    <div className="page shared-viewer">
      <header className="page-header">
        <h1>Shared health summary</h1>
        {link?.label && <p className="page-subtitle">{link.label}</p>}
        {(state.kind === 'passcode' || state.kind === 'opening' || state.kind === 'opened') && (
          <p className="muted shared-note">Opened and decrypted in this browser: the key in this link is never sent to a server.</p>
        )}
      </header>
      {state.kind === 'passcode' && <PasscodeForm state={state} busy={busy} onOpen={(passcode) => void open(passcode)} />}
      {state.kind === 'opening' && (
        <p className="muted" role="status">
          Opening the shared summary…
        </p>
      )}
      {state.kind === 'opened' && <Opened files={state.files} />}
      {(state.kind === 'missing' || state.kind === 'gone' || state.kind === 'locked' || state.kind === 'failed') && (
        <div className="alert alert-error shared-refusal" role="alert">
          <p>{VIEWER_TEXTS[state.kind]}</p>
          {state.kind === 'failed' && (
            <button type="button" className="btn btn-secondary" onClick={() => setState(initialState(link))}>
              Try again
            </button>
          )}
        </div>
      )}
    </div>
  );
}

// A link's opens, fetched when its disclosure is first opened: when, which browser family, and the country the
// request came from where the host says it (docs/SHARING.md "What is logged").
import { useState } from 'react';
import { formatDateTime, useTimeZone } from '@/lib/time-zone';
import { shareOpens, type ShareOpen } from '../api/shares-api';

type Loaded = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'loaded'; opens: ShareOpen[] };

export function ShareOpens({ id, count }: { id: string; count: number }) {
  const { zone, format } = useTimeZone();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'idle' });

  async function load() {
    setLoaded({ kind: 'loading' });
    try {
      setLoaded({ kind: 'loaded', opens: (await shareOpens(id)).opens });
    } catch {
      setLoaded({ kind: 'failed' });
    }
  }

  return (
    <details
      className="share-opens"
      onToggle={(event) => {
        if (event.currentTarget.open && (loaded.kind === 'idle' || loaded.kind === 'failed')) void load();
      }}
    >
      <summary>
        Who opened it ({count} {count === 1 ? 'time' : 'times'})
      </summary>
      {loaded.kind === 'loading' && <p className="muted">Loading…</p>}
      {loaded.kind === 'failed' && (
        <p className="field-error" role="alert">
          The log could not be loaded. Close and open this list to try again.
        </p>
      )}
      {loaded.kind === 'loaded' && (
        <ul className="share-opens-list">
          {loaded.opens.map((open, index) => (
            <li key={`${open.at}-${index}`}>
              {formatDateTime(open.at, zone, format)} · {open.browser}
              {open.country ? ` · ${open.country}` : ''}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

// Export Data: a disclosure button with two choices for the chosen period — the doctor summary to print, and the
// daily series as a CSV file built from the figures already loaded. Escape or a click elsewhere closes it.
import { useRef, useState } from 'react';
import { useId } from '@/lib/use-id';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDismiss } from '@/lib/use-dismiss';
import type { Insights } from '../api/get-insights';
import { seriesCsv } from '../series-csv';
import './export-menu.css';

/** Some browsers cancel a download whose object URL is revoked at once; a minute is ample to hand it over. */
const REVOKE_DELAY_MS = 60_000;

function saveText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

export function ExportMenu({ days, insights }: { days: number; insights?: Insights }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(open, box, {
    escape: () => {
      setOpen(false);
      button.current?.focus();
    },
    outside: () => setOpen(false),
  });

  const downloadCsv = () => {
    if (!insights) return;
    const { text, filename } = seriesCsv(insights);
    saveText(text, filename);
    setOpen(false);
  };

  return (
    <div className="export-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Export Data <span aria-hidden="true">▾</span>
      </button>
      <ul id={panelId} className="export-menu-panel card" hidden={!open}>
        <li>
          <Link className="export-menu-item" to={`${paths.analyticsSummary}?days=${days}`}>
            Doctor summary (print)
          </Link>
        </li>
        <li>
          <button type="button" className="export-menu-item" onClick={downloadCsv} disabled={!insights}>
            Daily series (CSV)
          </button>
        </li>
      </ul>
    </div>
  );
}

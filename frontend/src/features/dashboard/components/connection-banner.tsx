// The banner when entries could not load (docs/PRODUCT.md §4, §8): what failed, why, a Retry that reloads all entries, and troubleshooting tips.
export interface ConnectionBannerProps {
  /** The load-failure text ('Unable to load any data...' or 'Failed to load health data.'). */
  title: string;
  /** The banner text for the cause, when it is the connection, the session or the server. */
  cause: string | null;
  onRetry(): void;
  retrying: boolean;
}

const TIPS = [
  'Check that this device is online (Wi-Fi or mobile data).',
  'Wait a moment and press Retry: the server may be busy.',
  'Reload the page; if you were away for a long time, sign in again.',
  'A VPN, proxy or content blocker can stop the connection: try without it.',
];

export function ConnectionBanner({ title, cause, onRetry, retrying }: ConnectionBannerProps) {
  return (
    <div className="alert alert-error connection-banner" role="alert">
      <div className="connection-banner-main">
        <div>
          <p className="connection-banner-title">{title}</p>
          {cause && <p className="connection-banner-cause">{cause}</p>}
        </div>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry} aria-disabled={retrying || undefined}>
          {retrying && <span className="spinner" aria-hidden="true" />}
          Retry
        </button>
      </div>
      <details className="connection-banner-tips">
        <summary>Troubleshooting tips</summary>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

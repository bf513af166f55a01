// Shown while a page's code or the session loads: the rough shape of a page, so nothing jumps.
export function PageSkeleton() {
  return (
    <div className="page page-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <div className="skeleton page-skeleton-title" />
      <div className="skeleton page-skeleton-subtitle" />
      <div className="grid grid-2">
        <div className="skeleton page-skeleton-card" />
        <div className="skeleton page-skeleton-card" />
      </div>
    </div>
  );
}

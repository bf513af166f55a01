// What a user sees when a page breaks: a plain apology, a reload button and a way home.
import { paths } from '@/config/paths';

export function ErrorNotice() {
  return (
    <div className="page page-narrow">
      <section className="card stack error-notice" role="alert">
        <h1>Something went wrong</h1>
        <p className="muted">This page hit an unexpected problem. Your saved data is safe. Reloading usually fixes it.</p>
        <div className="row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload page
          </button>
          {/* A full page load, not a router link: the router itself may be what failed. */}
          <a className="btn btn-secondary" href={paths.home}>
            Go to home
          </a>
        </div>
      </section>
    </div>
  );
}

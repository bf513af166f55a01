// The landing page's own top bar for visitors (the app navigation only appears once signed in).
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/config/constants';
import { loginView, paths } from '@/config/paths';

export function LandingHeader() {
  return (
    <header className="landing-header">
      <Link to={paths.home} className="landing-brand" aria-label={`${APP_NAME} home`}>
        <span className="landing-logo" aria-hidden="true" />
        {APP_NAME}
      </Link>
      <nav aria-label="Account" className="landing-header-links">
        <Link to={paths.pricing} className="landing-nav-link">
          Pricing
        </Link>
        <Link to={paths.login} className="landing-nav-link">
          Sign in
        </Link>
        <Link to={loginView('register')} className="btn btn-primary btn-sm">
          Sign up
        </Link>
      </nav>
    </header>
  );
}

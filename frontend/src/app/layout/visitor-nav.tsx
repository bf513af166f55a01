// The top bar for visitors who are not signed in: the logo, Sign in and Sign up.
import { Link } from 'react-router-dom';
import { loginView, paths } from '@/config/paths';
import { AppLogo } from './app-logo';

export function VisitorNav() {
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <AppLogo />
        <nav aria-label="Account" className="topbar-actions">
          <Link to={paths.login} className="topbar-link">
            Sign in
          </Link>
          <Link to={loginView('register')} className="btn btn-primary btn-sm">
            Sign up
          </Link>
        </nav>
      </div>
    </header>
  );
}

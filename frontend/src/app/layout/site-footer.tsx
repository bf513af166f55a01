// The footer on every page: the copyright line, the policy links and the accessibility statement.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';

// memo: the layout draws this again when the session's check answers; nothing here depends on it (docs/PERFORMANCE.md
// "Boot work, profiled").
export const SiteFooter = memo(function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p>
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </p>
        <nav aria-label="Legal" className="site-footer-links">
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          <Link to={paths.termsOfService}>Terms of Service</Link>
          <Link to={paths.accessibility}>Accessibility</Link>
        </nav>
      </div>
    </footer>
  );
});

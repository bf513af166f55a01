// The landing page's closing card: the way in again, the contact popup, and the privacy and terms links.
import { Link } from 'react-router-dom';
import { loginView, paths } from '@/config/paths';
import { ContactPopover } from './contact-popover';

export function LandingLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="card landing-closing" aria-labelledby="closing-title">
      <div>
        <h2 id="closing-title">Start with one sentence about today</h2>
        <p className="muted">
          Your data stays yours: read our <Link to={paths.privacyPolicy}>Privacy Policy</Link> and{' '}
          <Link to={paths.termsOfService}>Terms of Service</Link>.
        </p>
      </div>
      <div className="row landing-closing-actions">
        <Link className="btn btn-primary" to={signedIn ? paths.dashboard : loginView('register')}>
          {signedIn ? 'Open your dashboard' : 'Get started free'}
        </Link>
        <ContactPopover className="btn btn-secondary" />
      </div>
    </section>
  );
}

// The landing page's closing strip: privacy, terms and the contact popup.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ContactPopover } from './contact-popover';

export function LandingLinks() {
  return (
    <nav className="landing-links" aria-label="Legal and contact">
      <Link to={paths.privacyPolicy}>Privacy Policy</Link>
      <Link to={paths.termsOfService}>Terms of Service</Link>
      <ContactPopover />
    </nav>
  );
}

// The public privacy policy at /privacy-policy, with a logo button back to the landing page.
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { LegalDocument } from './components/legal-document';
import { policySections } from './components/policy-sections';
import { POLICY_UPDATED } from './policy-date';
import './privacy.css';

export function PrivacyPolicyPage() {
  // Signed-in users already have the app bar's logo; visitors get this one (the layout shows them no bar here).
  const { isAuthenticated } = useAuth();
  return (
    <div className="page page-narrow privacy">
      {!isAuthenticated && (
        <Link to={paths.home} className="privacy-logo" aria-label={`${APP_NAME} home`}>
          <span className="privacy-logo-mark" aria-hidden="true" />
          {APP_NAME}
        </Link>
      )}
      <LegalDocument
        title="Privacy Policy"
        updated={POLICY_UPDATED}
        intro={`This policy explains what ${APP_NAME} collects when you use it, why, who helps us process it, and how you stay in control of it.`}
        sections={policySections}
      />
    </div>
  );
}

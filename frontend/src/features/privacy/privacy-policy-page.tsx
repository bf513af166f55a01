// The public privacy policy at /privacy-policy, with a logo button back to the landing page.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { policySections } from './components/policy-sections';
import { POLICY_PRODUCT_NAME, POLICY_UPDATED } from './policy-contact';
import './privacy.css';

export function PrivacyPolicyPage() {
  return (
    <div className="page page-narrow privacy">
      <Link to={paths.home} className="privacy-logo" aria-label={`${POLICY_PRODUCT_NAME} home`}>
        <span className="privacy-logo-mark" aria-hidden="true" />
        {POLICY_PRODUCT_NAME}
      </Link>
      <header className="page-header">
        <h1>Privacy Policy</h1>
        <p className="page-subtitle">Last updated: {POLICY_UPDATED}</p>
      </header>
      <article className="card privacy-body">
        <p>
          This policy explains what {POLICY_PRODUCT_NAME} collects when you use it, why, who helps us process it,
          and how you stay in control of it.
        </p>
        {policySections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </article>
    </div>
  );
}

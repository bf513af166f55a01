// The Terms of Service at /terms-of-service, linked from the footer and the landing page (docs/PRODUCT.md §2): plans,
// cancellation at the period's end, the registration agreement's medical disclaimer and data deletion.
import { APP_NAME } from '@/config/constants';
import { LegalDocument } from './components/legal-document';
import { termsSections } from './components/terms-sections';
import { TERMS_UPDATED } from './policy-date';
import './privacy.css';

export function TermsOfServicePage() {
  return (
    <div className="page page-narrow privacy">
      <LegalDocument
        title="Terms of Service"
        updated={TERMS_UPDATED}
        intro={`These terms are the agreement between you and ${APP_NAME}: what the service is and is not, what paid plans cost and how to cancel them, and what happens to your data.`}
        sections={termsSections}
      />
    </div>
  );
}

// The accessibility statement at /accessibility, linked from the footer (issue 12): what works, what does not yet, how to
// report a barrier, and what was tested and how, in the shape of a public-sector statement.
import { APP_NAME } from '@/config/constants';
import { LegalDocument } from './components/legal-document';
import { accessibilitySections } from './components/accessibility-sections';
import { ACCESSIBILITY_UPDATED } from './policy-date';
import './privacy.css';

export function AccessibilityStatementPage() {
  return (
    <div className="page page-narrow privacy">
      <LegalDocument
        title="Accessibility statement"
        updated={ACCESSIBILITY_UPDATED}
        intro={`This statement covers the ${APP_NAME} web app, every page of it, signed out and signed in. We want everyone to be able to keep their health diary here, and this page says how well we do that, what is not yet right, what we tested, and how to tell us about a barrier.`}
        sections={accessibilitySections}
      />
    </div>
  );
}

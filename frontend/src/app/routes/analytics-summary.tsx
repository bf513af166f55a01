// /analytics/summary (docs/PRODUCT.md §2): the doctor summary with "Share with a clinician" beside Print; the analytics
// and shares features meet here, in app/ (features do not import each other).
import { SummaryPage } from '@/features/analytics/summary-page';
import { ShareWithClinician } from '@/features/shares/components/share-button';

export function AnalyticsSummaryRoute() {
  return <SummaryPage share={(days) => <ShareWithClinician days={days} />} />;
}

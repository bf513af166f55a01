// The dashboard at /dashboard (docs/PRODUCT.md §2): the Instructions guide, the assistant cards app/ hands in, and the seven entry panels.
import type { ReactNode } from 'react';
import { Later } from '@/components/later';
import { EntriesSection } from './components/entries-section';
import { WelcomeGuide } from './components/welcome-guide';
import './dashboard.css';

export interface DashboardPageProps {
  /** The input and chat cards (issue 4), composed in app/routes/dashboard.tsx: a feature never imports another. */
  assistant?: ReactNode;
  /** The "Left today" line (docs/REMINDERS.md "Today"), under the greeting: composed in app/routes/dashboard.tsx. */
  today?: ReactNode;
}

export function DashboardPage({ assistant, today }: DashboardPageProps) {
  return (
    <div className="page dashboard">
      <WelcomeGuide />
      {today}
      {/* Side by side on desktop, stacked on phones (.dashboard-assistant in dashboard.css). */}
      {assistant && <div className="dashboard-assistant">{assistant}</div>}
      {/* Two tasks after the cards above (the chat card draws in the one between): docs/PERFORMANCE.md "The first
          render in tasks". */}
      <Later tasks={2}>
        <EntriesSection />
      </Later>
    </div>
  );
}

// The dashboard at /dashboard (SPEC.md §2): the Instructions guide, the input and chat cards (issue 4), and the seven log panels.
import { useSWRConfig } from 'swr';
import { DataInputCard } from '@/features/ai-input';
import { ChatCard } from '@/features/chat';
import { DASHBOARD_LOGS_KEY } from './api/get-dashboard-logs';
import { LogsSection } from './components/logs-section';
import { WelcomeGuide } from './components/welcome-guide';
import './dashboard.css';

export function DashboardPage() {
  const { mutate } = useSWRConfig();
  return (
    <div className="page dashboard">
      <WelcomeGuide />
      {/* Side by side on desktop, stacked on phones (.dashboard-assistant in dashboard.css). */}
      <div className="dashboard-assistant">
        {/* Saved entries show in their panels without a reload. */}
        <DataInputCard onSaved={() => void mutate(DASHBOARD_LOGS_KEY)} />
        <ChatCard />
      </div>
      <LogsSection />
    </div>
  );
}

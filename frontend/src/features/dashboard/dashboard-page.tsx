// The dashboard at /dashboard (SPEC.md §2): the Instructions guide, the input and chat cards (issue 4), and the seven log panels.
import { LogsSection } from './components/logs-section';
import { WelcomeGuide } from './components/welcome-guide';
import './dashboard.css';

export function DashboardPage() {
  return (
    <div className="page dashboard">
      <WelcomeGuide />
      {/*
        The AI issue adds the 'Your Data' input card and the 'AI Chat Assistant' card here, side by side on
        desktop (.dashboard-assistant in dashboard.css), between the guide and the logs. Nothing renders here until then.
      */}
      <LogsSection />
    </div>
  );
}

// /dashboard (SPEC.md §2): the dashboard with the input and chat cards beside each other; features meet here, in app/.
import { DataInputCard } from '@/features/ai-input';
import { ChatCard } from '@/features/chat';
import { DashboardPage, useRefreshDashboardLogs } from '@/features/dashboard';
import { DashboardTrialWarnings } from '@/features/settings/components/trial-warnings';

export function DashboardRoute() {
  const refreshLogs = useRefreshDashboardLogs();
  return (
    <DashboardPage
      assistant={
        <>
          {/* Saved entries show in their panels without a reload. */}
          <DataInputCard onSaved={refreshLogs} />
          <ChatCard />
          {/* SPEC.md's trial warnings where the AI is used, not only in Settings. */}
          <DashboardTrialWarnings />
        </>
      }
    />
  );
}

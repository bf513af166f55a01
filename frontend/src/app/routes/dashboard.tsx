// /dashboard (SPEC.md §2): the dashboard with the input and chat cards beside each other; features meet here, in app/.
import { DataInputCard } from '@/features/ai-input';
import { ChatCard } from '@/features/chat';
import { DashboardPage, useRefreshDashboardLogs } from '@/features/dashboard';
import { UnverifiedNotice } from '@/features/email-verification';
import { DashboardTrialWarnings } from '@/features/settings/components/trial-warnings';

export function DashboardRoute() {
  const refreshLogs = useRefreshDashboardLogs();
  return (
    <DashboardPage
      assistant={
        <>
          {/* Until the sign-up address is verified the AI refuses (issue 21): say why, with a way to resend the link. */}
          <UnverifiedNotice />
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

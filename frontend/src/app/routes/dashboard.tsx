// /dashboard (docs/PRODUCT.md §2): the dashboard with the input and chat cards beside each other; features meet here, in app/.
import { DataInputCard } from '@/features/ai-input';
import { ChatCard } from '@/features/chat';
import { DashboardPage, useRefreshDashboardEntries } from '@/features/dashboard';
import { UnverifiedNotice } from '@/features/email-verification';
import { QuickLogChips } from '@/features/quick-log';
import { TodayLine, useRefreshToday } from '@/features/reminders-today';
import { useCaptureLimits } from '@/features/billing/components/capture-limits';
import { ExperimentTodayLine } from '@/features/experiments';
import { Later } from '@/components/later';
import { DashboardSummaryProvider } from './dashboard-summary';

/** The first screen's loads come in one call (docs/PERFORMANCE.md "Dashboard in two calls"). */
export function DashboardRoute() {
  return (
    <DashboardSummaryProvider>
      <DashboardScreen />
    </DashboardSummaryProvider>
  );
}

function DashboardScreen() {
  const refreshEntries = useRefreshDashboardEntries();
  // The limits where the AI is used (issue 23): a close or reached limit is said on the capture card, just above
  // Process (docs/PRODUCT.md's warnings used to sit below the chat, far down a phone); with AI off, Process says why.
  const limits = useCaptureLimits();
  const refreshToday = useRefreshToday();
  const onSaved = () => {
    refreshEntries();
    limits.refresh();
    // A saved entry can settle a check-in or a dose on the "Left today" line.
    refreshToday();
  };
  return (
    <DashboardPage
      // What is left today: a dose answered Taken shows in the Supplements panel at once. Then each running
      // experiment's condition today ("Experiment day 9 of 42: B — no magnesium 400 mg"; nothing when none runs).
      today={
        <>
          <TodayLine onAnswered={refreshEntries} />
          <ExperimentTodayLine />
        </>
      }
      assistant={
        <>
          {/* Until the sign-up address is verified the AI refuses (issue 21): say why, with a way to resend the link. */}
          <UnverifiedNotice />
          {/* Saved entries show in their panels without a reload; the meters follow what the AI call spent. "Log again"
              re-logs a recent or favourite item without the AI (docs/QUICK-LOG.md), in this route's lazy chunk. */}
          <DataInputCard
            onSaved={onSaved}
            notice={limits.notice}
            aiPaused={limits.aiPaused}
            quickLog={<QuickLogChips onLogged={onSaved} />}
          />
          {/* A task after the input card, and the panels a task after it: the screen's first render in three. */}
          <Later tasks={1}>
            <ChatCard />
          </Later>
        </>
      }
    />
  );
}

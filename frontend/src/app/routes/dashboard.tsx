// /dashboard (docs/PRODUCT.md §2): the dashboard with the input and chat cards beside each other; features meet here, in app/.
import { lazy, Suspense } from 'react';
import { DataInputCard } from '@/features/ai-input';
import { ChatCard } from '@/features/chat';
import { DashboardPage, useRefreshDashboardEntries } from '@/features/dashboard';
import { UnverifiedNotice } from '@/features/email-verification';
import { useCaptureLimits } from '@/features/billing/components/capture-limits';

// The quick re-log chips load on their own (docs/QUICK-LOG.md), after the card: none of it is in the first JS.
const QuickLogChips = lazy(async () => ({ default: (await import('@/features/quick-log/components/quick-log-chips')).QuickLogChips }));

export function DashboardRoute() {
  const refreshEntries = useRefreshDashboardEntries();
  // The limits where the AI is used (issue 23): a close or reached limit is said on the capture card, just above
  // Process (docs/PRODUCT.md's warnings used to sit below the chat, far down a phone); with AI off, Process says why.
  const limits = useCaptureLimits();
  const onSaved = () => {
    refreshEntries();
    limits.refresh();
  };
  return (
    <DashboardPage
      assistant={
        <>
          {/* Until the sign-up address is verified the AI refuses (issue 21): say why, with a way to resend the link. */}
          <UnverifiedNotice />
          {/* Saved entries show in their panels without a reload; the meters follow what the AI call spent. */}
          <DataInputCard
            onSaved={onSaved}
            notice={limits.notice}
            aiPaused={limits.aiPaused}
            quickLog={
              <Suspense fallback={null}>
                <QuickLogChips onLogged={onSaved} />
              </Suspense>
            }
          />
          <ChatCard />
        </>
      }
    />
  );
}

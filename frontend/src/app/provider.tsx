// App-wide providers: a last-resort error boundary, the signed-in state, and SWR with the API client as fetcher.
import { useEffect, useRef, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { AuthProvider, useAuth } from '@/lib/auth';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { TimeZoneProvider } from '@/lib/time-zone';
import { ErrorBoundary } from './error-boundary';

const swrOptions = { ...SWR_DEFAULTS, fetcher: (path: string) => api.get(path) };

/** Forgets every cached answer when the user signs out, so the next user never sees the last one's data. */
function ForgetDataOnSignOut() {
  const { isAuthenticated } = useAuth();
  const { mutate } = useSWRConfig();
  const wasSignedIn = useRef(isAuthenticated);
  useEffect(() => {
    if (wasSignedIn.current && !isAuthenticated) void mutate(() => true, undefined, { revalidate: false });
    wasSignedIn.current = isAuthenticated;
  }, [isAuthenticated, mutate]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <SWRConfig value={swrOptions}>
          <ForgetDataOnSignOut />
          <TimeZoneProvider>{children}</TimeZoneProvider>
        </SWRConfig>
      </AuthProvider>
    </ErrorBoundary>
  );
}

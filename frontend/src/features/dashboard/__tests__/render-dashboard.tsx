// The dashboard tests' page: the dashboard signed in as a fixed user, in New York, with a fresh SWR cache. Each test
// file still mocks the data fetcher's retries and the navigation itself (jest.mock belongs in the test file).
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { FreshSwr } from '@/components/entries/__tests__/fixtures';
import { DashboardPage } from '../dashboard-page';

/** What a signed-in browser holds before the page loads. */
export function signedInStorage() {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'America/New_York');
}

export function renderDashboard(firstName = 'Ada') {
  return render(
    <MemoryRouter>
      <FixedAuthProvider state={fixedAuth({ user: sampleUser({ first_name: firstName }) })}>
        <FreshSwr>
          <DashboardPage />
        </FreshSwr>
      </FixedAuthProvider>
    </MemoryRouter>,
  );
}

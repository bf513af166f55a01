// Logout on a browser that holds a push subscription (docs/REMINDERS.md "Delivery"): the subscription is deleted on
// the server while the session still is one, then unsubscribed here, then the session ends; with none, nothing more
// is asked. The browser's service worker and push manager are stand-ins (jsdom has neither).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';
import { SignedInNav } from '../signed-in-nav';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

function browserWith(subscription: { endpoint: string; unsubscribe: jest.Mock } | null) {
  const getSubscription = jest.fn(async () => subscription);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription } }) },
  });
}

function server(push: () => FakeAnswer = () => ({ status: 200, body: { count: 0, devices: [] } })) {
  return installFetch((request: RecordedRequest) => {
    if (request.url === '/api/auth/me/') return { status: 200, body: sampleUser() };
    if (request.url === '/api/push/subscriptions/') return push();
    return { status: 204 };
  }).requests;
}

async function signOut() {
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<SignedInNav />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  const [logout] = await screen.findAllByRole('button', { name: 'Logout' });
  await userEvent.setup().click(logout);
  await screen.findByRole('heading', { name: 'Login page' });
}

beforeEach(() => {
  localStorage.setItem('token', tokenExpiringIn(3_600_000));
  localStorage.setItem('refreshToken', 'r1');
});
afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

test("Logout deletes this browser's subscription on the server, with the session, then unsubscribes", async () => {
  const unsubscribe = jest.fn(async () => true);
  browserWith({ endpoint: ENDPOINT, unsubscribe });
  const requests = server();
  await signOut();
  const asked = requests.map((r) => `${r.method} ${r.url}`);
  expect(asked.slice(-2)).toEqual(['DELETE /api/push/subscriptions/', 'POST /api/auth/logout/']);
  const deleted = requests.at(-2)!;
  expect(deleted.body).toEqual({ endpoint: ENDPOINT });
  expect(deleted.headers.Authorization).toMatch(/^Bearer /);
  expect(unsubscribe).toHaveBeenCalled();
  expect(localStorage.getItem('token')).toBeNull();
});

test('Logout still unsubscribes and signs out when the server refuses the deletion', async () => {
  const unsubscribe = jest.fn(async () => true);
  browserWith({ endpoint: ENDPOINT, unsubscribe });
  server(() => ({ status: 503, body: { error: 'Try again later.' } }));
  await signOut();
  await waitFor(() => expect(unsubscribe).toHaveBeenCalled());
  expect(localStorage.getItem('token')).toBeNull();
});

test('Logout asks nothing more of a browser with no subscription, or with no service worker', async () => {
  browserWith(null);
  const requests = server();
  await signOut();
  expect(requests.map((r) => r.url)).not.toContain('/api/push/subscriptions/');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.setItem('token', tokenExpiringIn(3_600_000));
  localStorage.setItem('refreshToken', 'r1');
  const again = server();
  await signOut();
  expect(again.map((r) => r.url)).not.toContain('/api/push/subscriptions/');
});

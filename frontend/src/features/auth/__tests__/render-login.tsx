// Renders the sign-in page with the real auth state inside a router whose other pages say where the user landed.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { LoginPage } from '../login-page';
import { ResetPasswordPage } from '../reset-password-page';
import { DebugAuthPage } from '../debug-auth-page';

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

export function renderAuthScreens(entry: InitialEntry) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/reset-password/:uidb64/:token" element={<ResetPasswordPage />} />
          <Route path="/debug/auth" element={<DebugAuthPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

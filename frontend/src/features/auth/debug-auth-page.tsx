// /debug/auth: test registration (with last_name) and test login against the real endpoints; login → /dashboard after 1.5 s.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEBUG_LOGIN_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { getAccessToken, getRefreshToken } from '@/lib/token-storage';
import { DebugLoginCard, DebugRegisterCard, type DebugResult } from './components/debug-forms';
import './auth.css';

export function DebugAuthPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [result, setResult] = useState<DebugResult | null>(null);

  useEffect(() => {
    if (result?.action !== 'login' || !result.ok) return;
    const timer = setTimeout(() => navigate(paths.dashboard), DEBUG_LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <div className="page page-narrow stack">
      <header className="page-header">
        <h1>Auth debug</h1>
        <p className="page-subtitle">Test registration and login against the live endpoints.</p>
      </header>
      <section className="card stack stack-sm" aria-label="Current session">
        <h2 className="card-title">Current session</h2>
        <p className="muted">
          {user ? `Signed in as ${user.username}${user.is_staff ? ' (staff)' : ''}` : 'Not signed in'} · access token{' '}
          {getAccessToken() ? 'stored' : 'absent'} · refresh token {getRefreshToken() ? 'stored' : 'absent'}
        </p>
      </section>
      {result && (
        <section className={`alert ${result.ok ? 'alert-success' : 'alert-error'}`} role="status">
          <p>
            <strong>{result.summary}</strong>
          </p>
          {result.detail && <pre className="debug-detail">{result.detail}</pre>}
        </section>
      )}
      <div className="grid grid-2">
        <DebugRegisterCard onResult={setResult} />
        <DebugLoginCard onResult={setResult} />
      </div>
    </div>
  );
}

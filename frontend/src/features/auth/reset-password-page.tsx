// /reset-password/:uidb64/:token (docs/PRODUCT.md §2, §4, §5, §8): a new password twice; success goes to / after 2 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { RESET_LINK_VALID_HOURS, RESET_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { resetPassword } from './api/account-calls';
import { resetErrorText } from './api/account-errors';
import { AuthBackLink, AuthFormHeader } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { PasswordPairFields } from './components/password-pair-fields';
import { usePasswordPair } from './use-password-pair';
import './auth.css';

type Stage = 'form' | 'submitting' | 'success';

export function ResetPasswordPage() {
  const { uidb64 = '', token = '' } = useParams();
  const navigate = useNavigate();
  const pair = usePasswordPair();
  const [stage, setStage] = useState<Stage>('form');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (stage !== 'success') return;
    const timer = setTimeout(() => navigate(paths.home), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pair.password || !pair.confirm || stage !== 'form' || !pair.checkMatch()) return;
    setStage('submitting');
    setError(null);
    try {
      const answer = await resetPassword(uidb64, token, pair.password, pair.confirm);
      setDone(answer?.message || 'Your password has been reset.');
      setStage('success');
    } catch (failure) {
      setError(resetErrorText(failure));
      setStage('form');
    }
  };

  return (
    <div className="auth-page auth-page-single">
      <section className="auth-panel" aria-labelledby="auth-title">
        <AuthBackLink />
        <div className="auth-card">
          <AuthFormHeader title="Choose a new password" subtitle={`Reset links expire after ${RESET_LINK_VALID_HOURS} hours.`} />
          {stage === 'success' ? (
            <div className="stack" role="status">
              <p className="alert alert-success">{done}</p>
              <p className="muted">Taking you to the home page…</p>
            </div>
          ) : (
            <form className="stack" onSubmit={submit}>
              <FormAlert tone="error">{error}</FormAlert>
              <PasswordPairFields pair={pair} labels={{ password: 'New Password', confirm: 'Confirm New Password' }} />
              <button type="submit" className="btn btn-primary btn-block" disabled={pair.mismatch || stage === 'submitting'}>
                {stage === 'submitting' && <span className="spinner" aria-hidden="true" />}
                {stage === 'submitting' ? 'Resetting…' : 'Reset Password'}
              </button>
            </form>
          )}
        </div>
      </section>
    </div>
  );
}

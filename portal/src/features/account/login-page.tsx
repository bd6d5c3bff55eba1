import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_MESSAGES } from '@contexts/identity/identity.constants';
import { ApiError } from '../../shared/api-client';
import { useSession } from '../../shared/session';

/** Where to go after sign-in: the target from navigation state (default /admin); /admin only for admins. */
export function afterSignIn(target: string | undefined, role: 'admin' | 'user'): string {
  const to = target && target.startsWith('/') && !target.startsWith('//') ? target : '/admin';
  if (to === '/admin' && role !== 'admin') return '/user';
  return to;
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const state = (location.state ?? {}) as { redirectTo?: string; message?: string };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!email.trim() || !password) {
      setError(LOGIN_MESSAGES.bothRequired);
      return;
    }
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      navigate(afterSignIn(state.redirectTo, user.role), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : LOGIN_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="container narrow page">
      <h1>Admin Login</h1>
      {state.message && (
        <p className="banner" role="status">
          {state.message}
        </p>
      )}
      <form className="lead-form" onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
        {error && (
          <div id="login-error" className="error-summary" role="alert">
            <p>{error}</p>
          </div>
        )}
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input id="login-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <p>
        <Link to="/">Return to homepage</Link>
      </p>
    </main>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_MESSAGES } from '@contexts/identity/identity.constants';
import { api, userMessage } from '../../shared/api-client';
import { paths } from '../../shared/paths';
import { type SessionUser, useSession } from '../../shared/session';
import { useDocumentTitle } from '../../shared/use-document-title';
import { EmailLinkForm } from './email-link-form';

interface LoginState {
  redirectTo?: string;
  message?: string;
}

/**
 * Where to go after sign-in: the navigation state's target (default /admin), only a same-site path.
 * The admin area is only for admins; anyone else who was heading there goes to My Appointments.
 */
export function afterSignIn(target: unknown, role: SessionUser['role'], isStaff = false): string {
  const to = typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : paths.admin.getHref();
  const isAdminArea = to === paths.admin.getHref() || to.startsWith(`${paths.admin.getHref()}/`);
  // Practice staff land on their practice's day (issue 20); other users on My Appointments.
  if (isAdminArea && role !== 'admin') return isStaff ? paths.staff.getHref() : paths.user.getHref();
  return to;
}

/** Whether the user is staff of any practice (a failed check only means landing on My Appointments). */
async function isPracticeStaff(): Promise<boolean> {
  try {
    return (await api.get<{ practices: unknown[] }>('/api/staff/practices')).practices.length > 0;
  } catch {
    return false;
  }
}

/** /login: "Admin Login", also the sign-in page for any user. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const state = (location.state ?? {}) as LoginState;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [errorCount, setErrorCount] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  useDocumentTitle('Admin Login');

  useEffect(() => {
    if (errorCount) errorBox.current?.focus();
  }, [errorCount]);

  function fail(message: string) {
    setError(message);
    setErrorCount((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    if (!email.trim() || !password) {
      fail(LOGIN_MESSAGES.bothRequired);
      return;
    }
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      navigate(afterSignIn(state.redirectTo, user.role, user.role !== 'admin' && (await isPracticeStaff())), { replace: true });
    } catch (e) {
      setBusy(false);
      fail(userMessage(e, LOGIN_MESSAGES.failed));
    }
  }

  return (
    <div className="container narrow page">
      <h1 id="login-title">Admin Login</h1>
      {typeof state.message === 'string' && state.message && (
        <p className="banner" role="status">
          {state.message}
        </p>
      )}
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="login-title" aria-busy={busy}>
        {error && (
          <div ref={errorBox} id="login-error" className="error-summary" role="alert" tabIndex={-1}>
            <p className="error-summary__title">There is a problem</p>
            <p>{error}</p>
          </div>
        )}
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby={error ? 'login-error' : undefined}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={error ? 'login-error' : undefined}
            required
          />
        </div>
        <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <EmailLinkForm />
      <p>
        <Link to={paths.home.getHref()}>Return to homepage</Link>
      </p>
    </div>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_MESSAGES, SECOND_FACTOR_MESSAGES } from '@contexts/identity/identity.constants';
import { api, ApiError, userMessage } from '../../shared/api-client';
import type { ApiAnswer } from '../../shared/api/types';
import { paths } from '../../shared/paths';
import { type SessionUser, useSession } from '../../shared/session';
import { useDocumentTitle } from '../../shared/use-document-title';
import { EmailLinkForm } from './components/email-link-form';
import { type SecondFactorSetup, secondFactorApi } from './api/second-factor';
import { useFocusedError } from './hooks/use-focused-error';
import { CodeField, RecoveryCodesStep, SetupStep } from './components/two-step';

interface LoginState {
  redirectTo?: string;
  message?: string;
}

const SETUP_FAILED = 'We could not set up two-step verification. Please try again.';

/** Where the sign-in is: the password, a code, enrolling an authenticator, or its recovery codes shown once. */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; recovery: boolean }
  | { kind: 'setup'; setup: SecondFactorSetup }
  | { kind: 'recovery-codes'; codes: string[]; user: SessionUser };

/**
 * Where to go after sign-in: the navigation state's target (default /admin), only a same-site path.
 * The admin area is only for admins; anyone else who was heading there goes to My Appointments.
 */
export function afterSignIn(target: unknown, role: SessionUser['role'], isStaff = false): string {
  const to = typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : paths.admin.getHref();
  const isAdminArea = to === paths.admin.getHref() || to.startsWith(`${paths.admin.getHref()}/`);
  // Practice staff land on their practice's day; other users on My Appointments.
  if (isAdminArea && role !== 'admin') return isStaff ? paths.staff.getHref() : paths.user.getHref();
  return to;
}

/** Whether the user is staff of any practice (a failed check only means landing on My Appointments). */
export async function isPracticeStaff(): Promise<boolean> {
  try {
    return (await api.get<ApiAnswer<'/api/staff/practices', 'get'>>('/api/staff/practices')).practices.length > 0;
  } catch {
    return false;
  }
}

const isApiCode = (e: unknown, code: string) => e instanceof ApiError && e.code === code;

/**
 * /login: "Admin Login", also the sign-in page for any user. Admins and practice staff with two-step
 * verification (ADR 0037) give a code from their authenticator app after the password,
 * or a recovery code; where their account must have it and does not yet, the page enrols them
 * (a QR code, the key as text, a first code) and then shows their recovery codes once. After too
 * many failed attempts, the password and a code together still sign the owner in.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const signedIn = useSession((s) => s.signedIn);
  const state = (location.state ?? {}) as LoginState;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  /** After a 429: the owner may add a code to get past a lock that others' guesses set. */
  const [offerCode, setOfferCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const { message: error, show: fail, clear: clearError, ref: errorBox } = useFocusedError();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle('Admin Login');

  useEffect(() => {
    // A new step replaces the form that had focus: move focus to its heading.
    if (step.kind !== 'password') stepHeading.current?.focus();
  }, [step]);

  function goTo(next: Step) {
    clearError();
    setCode('');
    setStep(next);
  }

  async function finish(user: SessionUser) {
    navigate(afterSignIn(state.redirectTo, user.role, user.role !== 'admin' && (await isPracticeStaff())), { replace: true });
  }

  async function beginSetup() {
    try {
      const setup = await secondFactorApi.setup(email.trim(), password);
      goTo({ kind: 'setup', setup });
    } catch (e) {
      fail(userMessage(e, SETUP_FAILED));
    }
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clearError();
    if (!email.trim() || !password) {
      fail(LOGIN_MESSAGES.bothRequired);
      return;
    }
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password, offerCode ? code.trim() || undefined : undefined);
      await finish(user);
    } catch (e) {
      setBusy(false);
      if (isApiCode(e, 'second_factor_required')) return goTo({ kind: 'code', recovery: false });
      if (isApiCode(e, 'second_factor_setup_required')) return beginSetup();
      if (e instanceof ApiError && e.status === 429) setOfferCode(true);
      fail(userMessage(e, LOGIN_MESSAGES.failed));
    }
  }

  /** "Set up two-step verification" from the sign-in form (where it is optional: enrol when you like). */
  async function startSetup() {
    if (busy) return;
    clearError();
    if (!email.trim() || !password) {
      fail(LOGIN_MESSAGES.bothRequired);
      return;
    }
    setBusy(true);
    await beginSetup();
    setBusy(false);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clearError();
    if (!code.trim()) {
      fail(SECOND_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password, code.trim());
      await finish(user);
    } catch (e) {
      setBusy(false);
      fail(userMessage(e, LOGIN_MESSAGES.failed));
    }
  }

  async function submitSetupCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clearError();
    if (!code.trim()) {
      fail(SECOND_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const { user, recoveryCodes } = await secondFactorApi.confirm(email.trim(), password, code.trim());
      signedIn(user);
      goTo({ kind: 'recovery-codes', codes: recoveryCodes, user });
    } catch (e) {
      fail(userMessage(e, SETUP_FAILED));
    } finally {
      setBusy(false);
    }
  }

  function startAgain() {
    setPassword('');
    setOfferCode(false);
    goTo({ kind: 'password' });
  }

  const errorSummary = error && (
    <div ref={errorBox} id="login-error" className="error-summary" role="alert" tabIndex={-1}>
      <p className="error-summary__title">There is a problem</p>
      <p>{error}</p>
    </div>
  );

  return (
    <div className="container narrow page">
      <h1 id="login-title">Admin Login</h1>
      {typeof state.message === 'string' && state.message && step.kind === 'password' && (
        <p className="banner" role="status">
          {state.message}
        </p>
      )}
      {step.kind === 'password' && (
        <>
          <form className="form-card" onSubmit={submitPassword} noValidate aria-labelledby="login-title" aria-busy={busy}>
            {errorSummary}
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
            {offerCode && (
              <CodeField
                id="login-lock-code"
                label="Code from your authenticator app (if you use two-step verification)"
                hint="With your password and a current code you can sign in now, whatever the attempts made before."
                value={code}
                onChange={setCode}
                recovery={false}
              />
            )}
            <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
              {busy ? 'Signing in...' : 'Sign in'}
            </button>
            <p>
              <button type="button" className="button button--secondary" onClick={() => void startSetup()} disabled={busy}>
                Set up two-step verification
              </button>
            </p>
            <p className="field__hint">For admin and practice staff accounts: after your password, you will also give a code from an authenticator app.</p>
          </form>
          <EmailLinkForm />
        </>
      )}
      {step.kind === 'code' && (
        <form className="form-card" onSubmit={submitCode} noValidate aria-labelledby="code-title" aria-busy={busy}>
          <h2 id="code-title" ref={stepHeading} tabIndex={-1}>
            Two-step verification
          </h2>
          {errorSummary}
          <CodeField
            id="login-code"
            label={step.recovery ? 'Recovery code' : 'Code from your authenticator app'}
            hint={step.recovery ? 'One of the recovery codes you saved when you set up two-step verification. Each works once.' : 'Open your authenticator app and enter the 6-digit code it shows for Emergency Dental.'}
            value={code}
            onChange={setCode}
            recovery={step.recovery}
            describedBy={error ? 'login-error' : undefined}
          />
          <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
            {busy ? 'Signing in...' : 'Continue'}
          </button>
          <p>
            <button type="button" className="button button--secondary" onClick={() => goTo({ kind: 'code', recovery: !step.recovery })}>
              {step.recovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
            </button>
          </p>
          <p>
            <button type="button" className="button button--secondary" onClick={startAgain}>
              Start again
            </button>
          </p>
        </form>
      )}
      {step.kind === 'setup' && (
        <SetupStep
          setup={step.setup}
          code={code}
          onCode={setCode}
          onSubmit={submitSetupCode}
          onStartAgain={startAgain}
          busy={busy}
          errorSummary={errorSummary}
          errorId={error ? 'login-error' : undefined}
          headingRef={stepHeading}
        />
      )}
      {step.kind === 'recovery-codes' && <RecoveryCodesStep codes={step.codes} onDone={() => void finish(step.user)} headingRef={stepHeading} />}
      <p>
        <Link to={paths.home.getHref()}>Return to homepage</Link>
      </p>
    </div>
  );
}

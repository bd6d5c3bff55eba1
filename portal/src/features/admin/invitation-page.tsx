import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, SECOND_FACTOR_MESSAGES } from '@contexts/identity/identity.constants';
import { INVITATION_MESSAGES } from '@contexts/invitations/invitations.constants';
import { api, ApiError, userMessage } from '../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../shared/api/types';
import { TextField } from '../../shared/back-office/form-fields';
import { paths } from '../../shared/paths';
import { type SessionUser, useSession } from '../../shared/session';
import { useSiteSettings } from '../../shared/site-settings';
import { useDocumentTitle } from '../../shared/use-document-title';
import { type SecondFactorSetup, secondFactorApi } from './api/second-factor';
import { useFocusedError } from './hooks/use-focused-error';
import { RecoveryCodesStep, SetupStep } from './components/two-step';
import { afterSignIn, isPracticeStaff } from './login-page';

type Accepted = ApiAnswer<'/api/invitations/accept', 'post'>;
type Step = { kind: 'password' } | { kind: 'choose' } | { kind: 'setup'; setup: SecondFactorSetup } | { kind: 'recovery-codes'; codes: string[]; user: SessionUser };

const FAILED = 'Something went wrong. Please try again.';
const SETUP_FAILED = 'We could not set up two-step verification. Please try again.';
const NOT_THE_SAME = 'The two passwords are not the same.';

/**
 * /invitation?token=…: an invitation's e-mailed link (ADR 0043). The invitee chooses a password
 * (the link is used up then, once), then sets up two-step verification where the site requires it,
 * or may choose to, and lands on their page: the practice's day, or the admin area. Shown without the
 * site's password (GATE_FREE_PATHS); signing in as staff or admin passes the gate.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const signedIn = useSession((s) => s.signedIn);
  const token = params.get('token');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  /** The new password and the same again: one form, typed together. */
  const [{ password, again }, setPasswords] = useState({ password: '', again: '' });
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; again?: string }>({});
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<Accepted>();
  const [code, setCode] = useState('');
  const { message: error, show: fail, clear: clearError, ref: errorBox } = useFocusedError();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle('Set up your account');

  useEffect(() => {
    if (step.kind !== 'password') stepHeading.current?.focus();
  }, [step]);

  function goTo(next: Step) {
    clearError();
    setCode('');
    setStep(next);
  }

  /** Signed in: the gate is passed for staff and admins (the server set its cookie), then their page. */
  async function finish(user: SessionUser) {
    await useSiteSettings.getState().load();
    navigate(afterSignIn(undefined, user.role, user.role !== 'admin' && (await isPracticeStaff())), { replace: true });
  }

  async function beginSetup(email: string) {
    try {
      goTo({ kind: 'setup', setup: await secondFactorApi.setup(email, password) });
    } catch (e) {
      fail(userMessage(e, SETUP_FAILED));
    }
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (busy || !token) return;
    clearError();
    const problems = {
      ...(password.length < PASSWORD_MIN_LENGTH ? { password: PASSWORD_MESSAGES.tooShort } : {}),
      ...(again !== password ? { again: NOT_THE_SAME } : {}),
    };
    setFieldErrors(problems);
    if (Object.keys(problems).length) {
      fail(Object.values(problems)[0]);
      return;
    }
    setBusy(true);
    try {
      const done = await api.post<Accepted>('/api/invitations/accept', { token, password } satisfies ApiBody<'/api/invitations/accept', 'post'>);
      setAccepted(done);
      if (done.secondFactor === 'required') await beginSetup(done.email);
      else goTo({ kind: 'choose' });
    } catch (e) {
      if (e instanceof ApiError && e.fields?.password) setFieldErrors({ password: e.fields.password });
      fail(userMessage(e, FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function notNow() {
    if (!accepted || busy) return;
    setBusy(true);
    try {
      await finish(await signIn(accepted.email, password));
    } catch (e) {
      setBusy(false);
      fail(userMessage(e, FAILED));
    }
  }

  async function setUpNow() {
    if (!accepted || busy) return;
    setBusy(true);
    await beginSetup(accepted.email);
    setBusy(false);
  }

  async function submitSetupCode(event: FormEvent) {
    event.preventDefault();
    if (busy || !accepted) return;
    clearError();
    if (!code.trim()) {
      fail(SECOND_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const { user, recoveryCodes } = await secondFactorApi.confirm(accepted.email, password, code.trim());
      signedIn(user);
      goTo({ kind: 'recovery-codes', codes: recoveryCodes, user });
    } catch (e) {
      fail(userMessage(e, SETUP_FAILED));
    } finally {
      setBusy(false);
    }
  }

  const errorSummary = error && (
    <div ref={errorBox} id="invitation-error" className="error-summary" role="alert" tabIndex={-1}>
      <p className="error-summary__title">There is a problem</p>
      <p>{error}</p>
    </div>
  );

  return (
    <div className="container narrow page">
      <h1 id="invitation-title">Set up your account</h1>
      {!token ? (
        <>
          <p className="banner banner--error" role="alert">
            {INVITATION_MESSAGES.invalid}
          </p>
          <p>
            <Link to={paths.home.getHref()}>Return to homepage</Link>
          </p>
        </>
      ) : (
        <>
          {step.kind === 'password' && (
            <form className="form-card" onSubmit={submitPassword} noValidate aria-labelledby="invitation-title" aria-busy={busy}>
              {errorSummary}
              <p>You were invited to the Emergency Dental back office. Choose a password for your account: {PASSWORD_MIN_LENGTH} characters or more. A few words you will remember make a good one.</p>
              <TextField
                id="invitation-password"
                label="New password"
                type="password"
                required
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPasswords({ password: e.target.value, again })}
                error={fieldErrors.password}
              />
              <TextField
                id="invitation-password-again"
                label="The same password again"
                type="password"
                required
                autoComplete="new-password"
                value={again}
                onChange={(e) => setPasswords({ password, again: e.target.value })}
                error={fieldErrors.again}
              />
              <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
                {busy ? 'Saving...' : 'Save my password'}
              </button>
            </form>
          )}
          {step.kind === 'choose' && accepted && (
            <section className="form-card" aria-labelledby="choose-title">
              <h2 id="choose-title" ref={stepHeading} tabIndex={-1}>
                Your account is ready
              </h2>
              {errorSummary}
              <p className="banner banner--success" role="status">
                Your password is saved. You sign in as {accepted.email}.
              </p>
              <p>We recommend two-step verification: a code from an authenticator app on your phone as well as your password, so that nobody who learns your password can sign in as you.</p>
              <div className="actions">
                <button type="button" className="button button--large" disabled={busy} onClick={() => void setUpNow()}>
                  Set up two-step verification
                </button>
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => void notNow()}>
                  Not now
                </button>
              </div>
            </section>
          )}
          {step.kind === 'setup' && (
            <SetupStep
              setup={step.setup}
              code={code}
              onCode={setCode}
              onSubmit={submitSetupCode}
              busy={busy}
              errorSummary={errorSummary}
              errorId={error ? 'invitation-error' : undefined}
              headingRef={stepHeading}
            />
          )}
          {step.kind === 'recovery-codes' && <RecoveryCodesStep codes={step.codes} onDone={() => void finish(step.user)} headingRef={stepHeading} />}
        </>
      )}
    </div>
  );
}

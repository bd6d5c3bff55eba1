import type { FormEvent, ReactNode, RefObject } from 'react';
import { groupedSecret, type SecondFactorSetup } from '../api/second-factor';

/*
 * Two-step verification's screens (ADR 0037), shared by the sign-in page and an invitation's page
 * (ADR 0043): enrolling an authenticator, and the recovery codes shown once.
 */

/** A one-time code input (GOV.UK's security code pattern): digits for the app's code, text for a recovery code. */
export function CodeField(props: { id: string; label: string; hint?: ReactNode; value: string; onChange: (v: string) => void; recovery: boolean; describedBy?: string }) {
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : undefined, props.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      <input
        id={props.id}
        type="text"
        className={props.recovery ? undefined : 'input--code'}
        inputMode={props.recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={props.recovery ? 24 : 8}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/** Enrolment: the QR code, the key as text, and the first code from the app. */
export function SetupStep(props: {
  setup: SecondFactorSetup;
  code: string;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  onStartAgain?: () => void;
  busy: boolean;
  errorSummary: ReactNode;
  errorId?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <form className="form-card" onSubmit={props.onSubmit} noValidate aria-labelledby="setup-title" aria-busy={props.busy}>
      <h2 id="setup-title" ref={props.headingRef} tabIndex={-1}>
        Set up two-step verification
      </h2>
      {props.errorSummary}
      <p>Your account needs a code from an authenticator app on your phone as well as your password.</p>
      <ol className="steps">
        <li>Open an authenticator app on your phone, or install one.</li>
        <li>
          <p>Add an account in the app and scan this QR code:</p>
          <img className="qr-code" src={props.setup.qrCode} width={192} height={192} alt="QR code that adds Emergency Dental to your authenticator app" />
          <p>
            If you cannot scan it, enter this key in the app instead: <code className="secret-key">{groupedSecret(props.setup.secret)}</code>
          </p>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <CodeField id="setup-code" label="Code from your authenticator app" value={props.code} onChange={props.onCode} recovery={false} describedBy={props.errorId} />
      <button type="submit" className="button button--large" disabled={props.busy} aria-busy={props.busy}>
        {props.busy ? 'Checking...' : 'Turn on two-step verification'}
      </button>
      {props.onStartAgain && (
        <p>
          <button type="button" className="button button--secondary" onClick={props.onStartAgain}>
            Start again
          </button>
        </p>
      )}
    </form>
  );
}

/** The recovery codes, shown this once. */
export function RecoveryCodesStep(props: { codes: string[]; onDone: () => void; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className="form-card" aria-labelledby="recovery-title">
      <h2 id="recovery-title" ref={props.headingRef} tabIndex={-1}>
        Save your recovery codes
      </h2>
      <p className="banner banner--success" role="status">
        Two-step verification is on.
      </p>
      <p>If you lose your phone, each of these codes signs you in once in place of a code from the app. Keep them somewhere safe, such as a password manager: we show them only now.</p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {props.codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--large" onClick={props.onDone}>
        I have saved my recovery codes
      </button>
    </section>
  );
}

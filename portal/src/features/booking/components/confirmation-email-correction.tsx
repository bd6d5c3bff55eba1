import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { ApiError } from '../../../shared/api-client';
import { useLocale, useSay } from '../../../shared/i18n/app-i18n';
import { changeConfirmationEmail, type EmailChangeResult } from '../api/change-confirmation-email';
import { emailError } from './payment-step';
import { EMAIL_CORRECTION as T, RESULTS } from './results-messages';

/**
 * "Wrong address? Correct it and send it again" on the confirmation page. Open
 * from the start when the e-mail failed; otherwise behind a button. The server decides whether it is
 * still allowed (not delivered, or booked moments ago) and says why not.
 */
export function EmailCorrection({
  appointment,
  currentEmail,
  openAtStart,
  onChanged,
}: {
  appointment: { id: string; accessToken: string };
  currentEmail: string | undefined;
  openAtStart: boolean;
  onChanged: (result: EmailChangeResult) => void;
}) {
  const say = useSay();
  const locale = useLocale();
  const [open, setOpen] = useState(openAtStart);
  const [email, setEmail] = useState(currentEmail ?? '');
  const [fieldProblem, setFieldProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  /** POST /api/appointments/:id/email (the checkout's access token). */
  const changing = useMutation({
    mutationFn: () => changeConfirmationEmail(appointment.id, appointment.accessToken, email.trim()),
    onSuccess: (result) => {
      setOpen(false);
      setOpened(false);
      onChanged(result);
    },
    onError: (e) => {
      const field = e instanceof ApiError ? e.fields?.email : undefined;
      if (field) {
        setFieldProblem(field);
        input.current?.focus();
      } else setRefusal(e instanceof ApiError && e.fromServer ? e.message : say(T.failed));
    },
  });
  const busy = changing.isPending;
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const [opened, setOpened] = useState(false);

  useEffect(() => setOpen((was) => was || openAtStart), [openAtStart]);
  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email, locale);
    setFieldProblem(problem);
    setRefusal(undefined);
    if (problem) {
      input.current?.focus();
      return;
    }
    changing.mutate();
  }

  if (!open) {
    return (
      <p>
        <button
          ref={toggle}
          type="button"
          className="link-button"
          aria-expanded={false}
          onClick={() => {
            setEmail(currentEmail ?? '');
            setOpen(true);
            setOpened(true);
          }}
        >
          {say(T.toggle)}
        </button>
      </p>
    );
  }
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  return (
    <form className="card" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{say(T.title)}</h2>
      {refusal && (
        <div className="error-summary" role="alert">
          <p>{refusal}</p>
          <p>
            <Trans
              id="results.emailCorrection.phoneLine"
              message="Our phone line: <0>{phone}</0>"
              values={{ phone: SUPPORT_PHONE_DISPLAY }}
              components={{ 0: <a href={`tel:${SUPPORT_PHONE_TEL}`} /> }}
            />
          </p>
        </div>
      )}
      <div className={fieldProblem ? 'field field--error' : 'field'}>
        <label htmlFor={`${ids}-email`}>{say(T.label)}</label>
        <p id={hintId} className="field__hint">
          {say(T.hint)}
        </p>
        {fieldProblem && (
          <p id={errorId} className="error-message">
            <span className="visually-hidden">{say(RESULTS.errorPrefix)}</span> {fieldProblem}
          </p>
        )}
        <input
          ref={input}
          id={`${ids}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          aria-invalid={fieldProblem ? true : undefined}
          aria-describedby={fieldProblem ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {say(busy ? T.busy : T.submit)}
        </button>
        {!openAtStart && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              setOpen(false);
              setFieldProblem(undefined);
              setRefusal(undefined);
              requestAnimationFrame(() => toggle.current?.focus());
            }}
          >
            {say(T.cancel)}
          </button>
        )}
      </div>
    </form>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { WAITLIST_MESSAGES_CY } from '@contexts/waitlist/waitlist.cy.constants';
import { userMessage } from '../../../shared/api-client';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import { RobotTokenUnavailable, useRobotCheck } from './robot-check';
import type { LeadFormData } from '../api/search-practices';
import { joinWaitlist } from '../api/join-waitlist';
import { RESULTS, WAITLIST_JOIN as W } from './results-messages';

/**
 * On "No Available Appointments Found": leave an e-mail address to be offered the next slot nearby.
 * The place starts only when the link e-mailed to that address is opened (double opt-in); the answer
 * is the same whether or not the address is on the list already. When the site has the robot check
 * on, a join carries its token, as search and holds do.
 */
export function WaitlistJoinForm({ formData, radiusKm }: { formData: LeadFormData; radiusKm: number }) {
  const say = useSay();
  const WAITLIST = useWords<typeof WAITLIST_MESSAGES>({ 'en-GB': WAITLIST_MESSAGES, cy: WAITLIST_MESSAGES_CY });
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string; form?: string }>({});
  /** POST /api/waitlist, with the robot check's token when the site has it on. */
  const joining = useMutation({
    mutationFn: async () => joinWaitlist(formData, email, consent, radiusKm, await robot.token()),
    onError: (e) => {
      const fields = (e as { fields?: Record<string, string> }).fields;
      setErrors(fields?.email ? { email: fields.email } : { form: e instanceof RobotTokenUnavailable ? e.message : userMessage(e, say(W.failed)) });
    },
  });
  const joined = joining.data?.message;
  const busy = joining.isPending;
  const joinedHeading = useRef<HTMLHeadingElement>(null);
  const robot = useRobotCheck();
  // The form (and its button, which had focus) is replaced by the answer: move focus to it.
  useEffect(() => {
    if (joined) joinedHeading.current?.focus();
  }, [joined]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(email.trim() ? {} : { email: WAITLIST.emailRequired }),
      ...(consent ? {} : { consent: WAITLIST.consentRequired }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    joining.mutate();
  }

  if (joined) {
    return (
      <section className="card section-block" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title" ref={joinedHeading} tabIndex={-1}>
          {say(W.joined)}
        </h2>
        <p className="banner banner--success" role="status">
          {joined}
        </p>
      </section>
    );
  }
  return (
    <section className="card section-block" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">{say(W.title)}</h2>
      <p>{WAITLIST.invite}</p>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {errors.form && (
          <p className="banner banner--error" role="alert">
            {errors.form}
          </p>
        )}
        <div className={`field${errors.email ? ' field--error' : ''}`}>
          <label htmlFor="waitlist-email">{say(W.emailLabel)}</label>
          {errors.email && (
            <p id="waitlist-email-error" className="error-message" role="alert">
              <span className="visually-hidden">{say(RESULTS.errorPrefix)}</span> {errors.email}
            </p>
          )}
          <input
            id="waitlist-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'waitlist-email-error' : undefined}
          />
        </div>
        <div className={`field${errors.consent ? ' field--error' : ''}`}>
          {errors.consent && (
            <p id="waitlist-consent-error" className="error-message" role="alert">
              <span className="visually-hidden">{say(RESULTS.errorPrefix)}</span> {errors.consent}
            </p>
          )}
          <div className="checkbox">
            <input
              id="waitlist-consent"
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'waitlist-consent-error' : undefined}
            />
            <label htmlFor="waitlist-consent">{say(W.consent)}</label>
          </div>
        </div>
        {robot.widget}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {say(busy ? W.joining : W.submit)}
        </button>
      </form>
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { SIGN_IN_LINK_MESSAGES } from '@contexts/identity/identity.constants';
import { api, userMessage } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';

const FAILED = 'We could not send a sign-in link. Please try again.';

/** "E-mail me a sign-in link": patients who booked without a password reach My Appointments. */
export function EmailLinkForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    setSent(undefined);
    if (!email.trim()) {
      setError(SIGN_IN_LINK_MESSAGES.emailRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await api.post<ApiAnswer<'/api/auth/email-link', 'post', 202>>('/api/auth/email-link', {
        email: email.trim(),
      } satisfies ApiBody<'/api/auth/email-link', 'post'>);
      setSent(result.message);
    } catch (e) {
      setError(userMessage(e, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="form-card section-block" aria-labelledby="email-link-title">
      <h2 id="email-link-title">Booked without an account?</h2>
      <p>We can e-mail you a link that signs you in to My Appointments. Use the address you booked with.</p>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <div className={`field${error ? ' field--error' : ''}`}>
          <label htmlFor="email-link-address">Email address you booked with</label>
          {error && (
            <p id="email-link-error" className="error-message" role="alert">
              <span className="visually-hidden">Error:</span> {error}
            </p>
          )}
          <input
            id="email-link-address"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby={error ? 'email-link-error' : undefined}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'E-mail me a sign-in link'}
        </button>
        <div aria-live="polite">{sent && <p className="banner banner--success">{sent}</p>}</div>
      </form>
    </section>
  );
}

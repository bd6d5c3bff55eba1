import { type FormEvent, useRef, useState } from 'react';
import type { Words } from '@contexts/site/languages.constants';
import { GATE_MESSAGES } from '@contexts/site/site.constants';
import { GATE_MESSAGES_CY } from '@contexts/site/site.cy.constants';
import { api, userMessage } from '../shared/api-client';
import type { ApiBody } from '../shared/api/types';
import { useWords } from '../shared/i18n/app-i18n';
import { Logo } from './logo';

/**
 * The gate's own words, which the site's constants do not hold (GATE_MESSAGES has the heading, the
 * text, the button and the server's refusal): the field's label and the empty field's error.
 */
const FIELD_WORDS: Words<{ label: string; empty: string }> = {
  'en-GB': { label: 'Password', empty: 'Enter the password.' },
  cy: { label: 'Cyfrinair', empty: 'Rhowch y cyfrinair.' },
};

/**
 * The site-wide password gate (spec section 2). The server checks the password (POST /api/site/gate)
 * and sets the gate cookie; 204 lets the visitor in, 401 shows the spec's text and clears the field.
 */
export function PasswordGate({ onPassed }: { onPassed: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The gate in the page's language: the site's messages from their Welsh mirror, the field's from here.
  const messages = useWords({ 'en-GB': GATE_MESSAGES, cy: GATE_MESSAGES_CY });
  const field = useWords(FIELD_WORDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError(field.empty);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await api.post('/api/site/gate', { password } satisfies ApiBody<'/api/site/gate', 'post'>);
      onPassed();
    } catch (e) {
      setBusy(false);
      setError(userMessage(e, messages.wrongPassword));
      setPassword('');
      input.current?.focus();
    }
  }

  return (
    <main id="main" className="gate">
      <div className="gate__card">
        <Logo />
        <h1>{messages.heading}</h1>
        <p>{messages.text}</p>
        <form onSubmit={submit} noValidate>
          <label htmlFor="gate-password">{field.label}</label>
          {error && (
            <p id="gate-error" className="error-message" role="alert">
              {error}
            </p>
          )}
          <input
            ref={input}
            id="gate-password"
            name="password"
            type="password"
            required
            aria-required="true"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gate-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
            {messages.button}
          </button>
        </form>
      </div>
    </main>
  );
}

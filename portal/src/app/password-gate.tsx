import { type FormEvent, useRef, useState } from 'react';
import { GATE_MESSAGES } from '@contexts/site/site.constants';
import { api, userMessage } from '../shared/api-client';
import type { ApiBody } from '../shared/api/types';
import { Logo } from './logo';

/**
 * The site-wide password gate (spec section 2). The server checks the password (POST /api/site/gate)
 * and sets the gate cookie; 204 lets the visitor in, 401 shows the spec's text and clears the field.
 */
export function PasswordGate({ onPassed }: { onPassed: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError('Enter the password.');
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
      setError(userMessage(e, GATE_MESSAGES.wrongPassword));
      setPassword('');
      input.current?.focus();
    }
  }

  return (
    <main id="main" className="gate">
      <div className="gate__card">
        <Logo />
        <h1>{GATE_MESSAGES.heading}</h1>
        <p>{GATE_MESSAGES.text}</p>
        <form onSubmit={submit} noValidate>
          <label htmlFor="gate-password">
            Password
          </label>
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
            {GATE_MESSAGES.button}
          </button>
        </form>
      </div>
    </main>
  );
}

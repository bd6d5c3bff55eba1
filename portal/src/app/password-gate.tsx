import { type FormEvent, useRef, useState } from 'react';
import { GATE_MESSAGES } from '@contexts/site/site.constants';
import { ApiError, api } from '../shared/api-client';
import { Logo } from './logo';

/** The site-wide password gate; the server checks the password and sets the gate cookie. */
export function PasswordGate({ onPassed }: { onPassed: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api.post('/api/site/gate', { password });
      onPassed();
    } catch (e) {
      setError(e instanceof ApiError && e.status === 401 ? GATE_MESSAGES.wrongPassword : e instanceof Error ? e.message : GATE_MESSAGES.wrongPassword);
      setPassword('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="gate">
      <div className="gate__card">
        <Logo />
        <h1>{GATE_MESSAGES.heading}</h1>
        <p>{GATE_MESSAGES.text}</p>
        <form onSubmit={submit} noValidate={false}>
          <label htmlFor="gate-password">Password</label>
          <input
            ref={input}
            id="gate-password"
            type="password"
            required
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gate-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <p id="gate-error" className="error-message" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {GATE_MESSAGES.button}
          </button>
        </form>
      </div>
    </main>
  );
}

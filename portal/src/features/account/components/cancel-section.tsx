import { useEffect, useRef, useState } from 'react';
import { userMessage } from '../../../shared/api-client';
import { useSay } from '../../../shared/i18n/app-i18n';
import { SupportText } from '../../../shared/support-text';
import { useCancelAppointment } from '../api/cancel-appointment';
import type { ManagedAppointment } from '../api/get-managed-appointment';
import { CANCEL } from '../messages';

/** "Cancel your appointment": the refund the booking would get, said before the patient commits, then asked once more. */
export function CancelSection({ appointment, token, onCancelled }: { appointment: ManagedAppointment; token: string; onCancelled: (lines: string[]) => void }) {
  const say = useSay();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancel = useCancelAppointment(token, onCancelled);
  const busy = cancel.isPending;
  const error = cancel.isError ? userMessage(cancel.error, say(CANCEL.failed)) : undefined;
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  return (
    <section className="card section-block" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{say(CANCEL.heading)}</h2>
      <p id="refund-rule">{appointment.cancellation?.explanation}</p>
      {error && (
        <p className="banner banner--error" role="alert">
          {/* A failed cancellation: the support line, tap-to-call. */}
          {error} <SupportText />
        </p>
      )}
      {!asking ? (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          {say(CANCEL.start)}
        </button>
      ) : (
        <div className="warning-text" role="group" aria-labelledby="cancel-question" aria-describedby="refund-rule">
          <p id="cancel-question">
            <strong>{say(CANCEL.areYouSure)}</strong>
          </p>
          <div className="actions">
            <button ref={confirmRef} type="button" className="button button--danger" onClick={() => cancel.mutate()} disabled={busy} aria-busy={busy}>
              {busy ? say(CANCEL.cancelling) : say(CANCEL.confirm)}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)} disabled={busy}>
              {say(CANCEL.keep)}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

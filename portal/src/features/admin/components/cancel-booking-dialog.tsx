import { type FormEvent, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CANCEL_CHOICES, ADMIN_CANCEL_TEXTS as T, type AdminCancelChoice, CANCELLATION_REASON_MAX } from '@contexts/booking/booking.constants';
import { ApiError, userMessage } from '../../../shared/api-client';
import { accessProblem, useAccessErrors } from '../../../shared/access';
import { patientNameOf } from '../../../shared/back-office/booking-display';
import { ErrorSummary } from '../../../shared/back-office/form-fields';
import { Dialog } from '../../../shared/dialog';
import { formatDateShort, formatTime } from '../../../shared/format';
import { Spinner } from '../../../shared/spinner';
import { adminApi, adminKeys } from '../api/admin';

type Field = 'choice' | 'reason';
const FIELD_ORDER: readonly Field[] = ['choice', 'reason'];
const idFor = (field: string) => (field === 'choice' ? `cancel-choice-${ADMIN_CANCEL_CHOICES[0]}` : 'cancel-reason');

/** The booking as the dialog names it: whose, where and when. */
export interface CancellableBooking {
  id: string;
  reference: string;
  startTime: string;
  practice: { name: string };
  patient: { name: string };
  bookedFor?: { name: string; under16: boolean } | null;
}

/** What the problems of a try are, before anything is sent: a choice, and a reason of at most 200 characters. */
export function cancelProblems(choice: AdminCancelChoice | undefined, reason: string): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!choice) problems.choice = T.choiceRequired;
  if (!reason.trim()) problems.reason = T.reasonRequired;
  else if (reason.trim().length > CANCELLATION_REASON_MAX) problems.reason = T.reasonTooLong;
  return problems;
}

/**
 * An admin cancels a booking from the back office: why (the patient asked: the patient's own rule;
 * the practice cannot see them: everything back), the money each choice moves said before it happens
 * in the words the patient will read (the server's preview, `paymentWording`), and a reason for the
 * patient. The refund shown goes with the request: if the booking changed meanwhile the server
 * refuses (409 `refund_changed`) and the dialog reads the money again.
 */
export function CancelBookingDialog({
  booking,
  onClose,
  onCancelled,
}: {
  booking: CancellableBooking;
  onClose: () => void;
  onCancelled: (result: { id: string; explanation: string; message: string }) => void;
}) {
  const handleAccess = useAccessErrors();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<AdminCancelChoice>();
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const preview = useQuery({ queryKey: adminKeys.cancellationPreview(booking.id), queryFn: () => adminApi.cancellationPreview(booking.id), staleTime: 0, gcTime: 0 });
  const options = preview.data?.choices;
  const chosen = options?.find((o) => o.choice === choice);

  const cancel = useMutation({
    mutationFn: () => adminApi.cancelAppointment(booking.id, { choice: choice!, reason: reason.trim(), refundPence: chosen!.refundPence }),
    onSuccess: (result) => onCancelled(result),
    onError: (error) => {
      handleAccess(error);
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        setProblems(Object.fromEntries(FIELD_ORDER.filter((f) => error.fields?.[f]).map((f) => [f, error.fields![f]])));
        setAttempt((n) => n + 1);
      }
      // The money moved since it was shown: read it again, so what is shown is what would happen.
      if (error instanceof ApiError && error.code === 'refund_changed') void queryClient.invalidateQueries({ queryKey: adminKeys.cancellationPreview(booking.id) });
    },
  });
  const failure =
    cancel.error && accessProblem(cancel.error) === undefined && !(cancel.error instanceof ApiError && cancel.error.status === 400 && cancel.error.fields)
      ? userMessage(cancel.error, T.failed)
      : undefined;
  const busy = cancel.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = cancelProblems(choice, reason);
    setProblems(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length || !chosen || chosen.refusal) return;
    cancel.mutate();
  }

  const describedBy = 'cancel-booking-text';
  return (
    <Dialog title={T.title(booking.reference)} onClose={onClose} describedBy={describedBy}>
      <div id={describedBy}>
        <p>
          {patientNameOf(booking)} at {booking.practice.name}, {formatDateShort(booking.startTime)} {formatTime(booking.startTime)}.
        </p>
        <p className="warning-text">{T.irreversible}</p>
      </div>
      {preview.isError ? (
        <div className="banner banner--error" role="alert">
          <p>{userMessage(preview.error, T.previewFailed)}</p>
          <button type="button" className="button button--small" onClick={() => void preview.refetch()}>
            Try again
          </button>
        </div>
      ) : !options ? (
        <Spinner label="Working out what happens to the fee…" />
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <ErrorSummary errors={problems as Record<string, string>} order={FIELD_ORDER} idFor={idFor} boxRef={summaryRef} attempt={attempt} />
          {failure && (
            <p className="banner banner--error" role="alert">
              {failure}
            </p>
          )}
          <div className={problems.choice ? 'field field--error' : 'field'}>
            <fieldset className="radios-fieldset" aria-describedby={problems.choice ? 'cancel-choice-error' : undefined}>
              <legend className="radios__legend">{T.choiceLegend}</legend>
              {problems.choice && (
                <p id="cancel-choice-error" className="error-message">
                  <span className="visually-hidden">Error:</span> {problems.choice}
                </p>
              )}
              <div className="radios">
                {options.map((o) => {
                  const id = `cancel-choice-${o.choice}`;
                  return (
                    <div key={o.choice}>
                      <div className="radios__item">
                        <input id={id} type="radio" name="cancel-choice" value={o.choice} checked={choice === o.choice} aria-describedby={`${id}-hint`} onChange={() => setChoice(o.choice)} />
                        <label htmlFor={id}>{T.choices[o.choice]}</label>
                      </div>
                      <div id={`${id}-hint`} className="field__hint radios__hint">
                        <p>{T.choiceHints[o.choice]}</p>
                        {/* The money of this choice, in the words the patient's e-mail and page will use. */}
                        <p>{o.refusal ?? <strong>{o.payment.sentence}</strong>}</p>
                      </div>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          </div>
          <div className={problems.reason ? 'field field--error' : 'field'}>
            <label htmlFor="cancel-reason">{T.reasonLabel}</label>
            <p id="cancel-reason-hint" className="field__hint">
              {T.reasonHint}
            </p>
            {problems.reason && (
              <p id="cancel-reason-error" className="error-message">
                <span className="visually-hidden">Error:</span> {problems.reason}
              </p>
            )}
            <textarea
              id="cancel-reason"
              className="reason-text"
              rows={3}
              maxLength={CANCELLATION_REASON_MAX}
              value={reason}
              aria-invalid={problems.reason ? true : undefined}
              aria-describedby={['cancel-reason-hint', problems.reason ? 'cancel-reason-error' : ''].filter(Boolean).join(' ')}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <section className="inset-text" aria-labelledby="cancel-money-title" aria-live="polite">
            <h3 id="cancel-money-title" className="h4">
              {T.moneyHeading}
            </h3>
            {chosen ? (
              chosen.refusal ? (
                <p>{chosen.refusal}</p>
              ) : (
                <p>
                  {T.moneyIntro} <strong>{chosen.payment.sentence}</strong>
                </p>
              )
            ) : (
              <p>{T.choiceRequired}</p>
            )}
          </section>
          <div className="actions">
            <button type="submit" className="button button--danger" disabled={busy || Boolean(chosen?.refusal)} aria-busy={busy}>
              {busy ? T.busy : T.submit}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {T.keep}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

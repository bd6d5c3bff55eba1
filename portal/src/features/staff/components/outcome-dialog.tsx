import { type FormEvent, useState } from 'react';
import { ADMIN_CANCEL_TEXTS, type AppointmentOutcome, CANCELLATION_REASON_MAX, OUTCOME_MESSAGES } from '@contexts/booking/booking.constants';
import { userMessage } from '../../../shared/api-client';
import { TextField } from '../../../shared/back-office/form-fields';
import { patientNameOf } from '../../../shared/back-office/booking-display';
import { Dialog } from '../../../shared/dialog';
import { formatDateShort, formatTime } from '../../../shared/format';
import type { StaffAppointment } from '../api/get-practice-day';
import { useRecordOutcome } from '../api/record-outcome';

const OUTCOME_DIALOG: Record<AppointmentOutcome, { title: string; text: (name: string) => string; button: string }> = {
  attended: { title: 'Record attendance', text: (name) => `Record that ${name} attended. This cannot be changed afterwards.`, button: 'Record attended' },
  no_show: {
    title: 'Record a no-show',
    text: (name) => `Record that ${name} did not attend. The booking fee is kept, as the booking terms say. This cannot be changed afterwards.`,
    button: 'Record no-show',
  },
  cancelled_by_practice: {
    title: 'Cancel for the practice',
    text: (name) => `Cancel ${name}'s booking. The patient gets the booking fee back in full, and an e-mail and a text saying the practice had to cancel, with your reason. This cannot be undone.`,
    button: 'Cancel booking and refund',
  },
};

/** Attended, no-show or cancelled by the practice: said plainly, with what it does to the fee, then recorded. */
export function OutcomeDialog({
  practiceId,
  outcome,
  appointment,
  onClose,
  onRecorded,
}: {
  practiceId: string;
  outcome: AppointmentOutcome;
  appointment: StaffAppointment;
  onClose: () => void;
  onRecorded: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const texts = OUTCOME_DIALOG[outcome];
  const cancelling = outcome === 'cancelled_by_practice';
  const record = useRecordOutcome(practiceId, (result) => onRecorded(result.message));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (cancelling && !reason.trim()) {
      setFieldError(OUTCOME_MESSAGES.reasonRequired);
      return;
    }
    setFieldError(undefined);
    record.mutate({ id: appointment.id, outcome, reason: cancelling ? reason.trim() : undefined });
  }
  const textId = `outcome-text-${appointment.id}`;
  return (
    <Dialog title={texts.title} onClose={onClose} describedBy={textId}>
      <p id={textId}>
        {formatDateShort(appointment.startTime)} {formatTime(appointment.startTime)}, {appointment.reference}. {texts.text(patientNameOf(appointment))}
      </p>
      <form onSubmit={submit} noValidate aria-busy={record.isPending}>
        {record.isError && (
          <p className="banner banner--error" role="alert">
            {userMessage(record.error, 'We could not record this. Please try again.')}
          </p>
        )}
        {cancelling && (
          <TextField
            id="outcome-reason"
            label="Reason (for the patient)"
            hint={ADMIN_CANCEL_TEXTS.reasonHint}
            required
            value={reason}
            maxLength={CANCELLATION_REASON_MAX}
            error={fieldError}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        <div className="actions">
          <button type="submit" className={`button${cancelling ? ' button--danger' : ''}`} disabled={record.isPending} aria-busy={record.isPending}>
            {record.isPending ? 'Saving…' : texts.button}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {cancelling ? 'Keep booking' : 'Cancel'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

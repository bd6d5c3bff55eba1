import { useMutation } from '@tanstack/react-query';
import { ADMIN_APPOINTMENT_TEXTS as T, BOOKED_FOR_TEXTS, BOOKING_MESSAGES as M } from '@contexts/booking/booking.constants';
import { accessProblem, useAccessErrors } from '../access';
import { userMessage } from '../api-client';
import { Dialog } from '../dialog';
import { formatDateShort, formatTime } from '../format';
import type { ApiAnswer } from '../api/types';


/** How the back office (the admin's pages, the practice staff's) shows a booking: its payment badge, its story, the Confirm dialog. */

/** While a capture runs in the payment queue a list of bookings re-reads itself this often. */
export const PROCESSING_POLL_MS = 3000;

/** A payment status's badge in the back office's lists (the admin's and the practice staff's). */
export function paymentBadgeClass(status: string): string {
  if (status === 'completed') return 'badge badge--green';
  if (status === 'processing') return 'badge badge--blue';
  if (status === 'authorized') return 'badge badge--amber';
  if (status === 'failed') return 'badge badge--red';
  return 'badge';
}

/** What the back office's bookings say of who is who: `patient` booked (we contact them); `bookedFor`, when given, is the patient. */
interface WhoIsWho {
  patient: { name: string };
  bookedFor?: { name: string; under16: boolean } | null;
}

/** The name of the person the appointment is for: the patient someone booked for, else the person who booked. */
export const patientNameOf = (a: WhoIsWho) => a.bookedFor?.name ?? a.patient.name;

/**
 * The patient's name and, when someone else booked for them, who did ("Booked by Sarah Jones,
 * parent or guardian, who will come with them"): the contact details shown after it are the booker's.
 */
export function PatientAndBooker({ patient, bookedFor }: WhoIsWho) {
  if (!bookedFor) return <>{patient.name}</>;
  return (
    <>
      {BOOKED_FOR_TEXTS.patient(bookedFor.name, bookedFor.under16)}
      <span className="cell-note">{BOOKED_FOR_TEXTS.bookedBy(patient.name, bookedFor.under16)}</span>
    </>
  );
}

/** One line of a booking's story (the admin's and the staff's timeline routes). */
export type TimelineEntry = ApiAnswer<'/api/admin/appointments/{id}/timeline', 'get'>['entries'][number];

/** A booking's story, oldest first: when, what and who (the admin's page and the staff's dialog). */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="timeline">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="timeline__entry">
          <time dateTime={e.at}>
            {formatDateShort(e.atLondon)} {formatTime(e.atLondon)}
          </time>{' '}
          <strong>{e.label}</strong> <span className="cell-note">by {e.actor}</span>
        </li>
      ))}
    </ol>
  );
}

/** The spec's Confirm dialog; `confirm` is the admin's route or a practice's staff route. */
export function ConfirmDialog({
  appointment,
  onClose,
  onConfirmed,
  confirm: send,
}: {
  appointment: { id: string; startTime: string; paymentStatus: string; practice: { name: string } } & WhoIsWho;
  onClose: () => void;
  onConfirmed: (result: { id: string; paymentStatus: string }) => void;
  confirm: (id: string) => Promise<{ id: string; paymentStatus: string }>;
}) {
  const handleAccess = useAccessErrors();
  const confirm = useMutation({ mutationFn: () => send(appointment.id), onSuccess: onConfirmed, onError: (e) => handleAccess(e) });
  const error = confirm.error && accessProblem(confirm.error) === undefined ? userMessage(confirm.error, M.confirmFailed) : undefined;
  const busy = confirm.isPending;
  const paid = appointment.paymentStatus === 'completed';
  return (
    <Dialog title={T.confirmTitle} onClose={onClose} describedBy="confirm-appointment-text">
      <div id="confirm-appointment-text">
        <p>
          {patientNameOf(appointment)} at {appointment.practice.name}, {formatDateShort(appointment.startTime)} {formatTime(appointment.startTime)}.
        </p>
        <p className="warning-text">
          <strong>{T.irreversible}</strong>
          {!paid && ` ${T.paymentSentence}`}
        </p>
      </div>
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {T.cancel}
        </button>
        <button type="button" className="button" onClick={() => confirm.mutate()} disabled={busy} aria-busy={busy}>
          {busy ? 'Confirming…' : paid ? T.confirmOnly : T.confirmAndPay}
        </button>
      </div>
    </Dialog>
  );
}

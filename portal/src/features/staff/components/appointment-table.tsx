import type { AppointmentOutcome } from '@contexts/booking/booking.constants';
import { PAYMENT_STATUS_EXPLAINED } from '@contexts/booking/booking.constants';
import { PatientAndBooker, patientNameOf, paymentBadgeClass } from '../../../shared/back-office/booking-display';
import { formatDateShort, formatTime } from '../../../shared/format';
import type { StaffAppointment } from '../api/get-practice-day';

/** What the staff asked to do with a booking: confirm it, read its timeline, or record an outcome. */
export type Action = { kind: 'confirm' | 'timeline' | AppointmentOutcome; appointment: StaffAppointment };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const OUTCOME_LABEL: Record<AppointmentOutcome, string> = { attended: 'Attended', no_show: 'Did not attend', cancelled_by_practice: 'Cancelled by the practice' };

/** A practice's bookings: a table on a laptop, cards on a phone; each row's actions as the server allows them. */
export function AppointmentTable({ caption, rows, onAction, empty }: { caption: string; rows: StaffAppointment[]; onAction: (a: Action) => void; empty: string }) {
  if (!rows.length) return <p className="empty-state">{empty}</p>;
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table admin-table--actions table--cards-wide">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Patient</th>
            <th scope="col">Issue</th>
            <th scope="col">Appointment Status</th>
            <th scope="col">Payment Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              <td data-label="Time">
                {formatDateShort(a.startTime)}
                <br />
                {formatTime(a.startTime)}–{formatTime(a.endTime)}
                {a.operative && <span className="cell-note">With {a.operative}</span>}
              </td>
              <th scope="row" data-label="Patient">
                <PatientAndBooker patient={a.patient} bookedFor={a.bookedFor} />
                <span className="cell-note">
                  <a href={`tel:${a.patient.phone.replace(/\s+/g, '')}`}>{a.patient.phone}</a>
                </span>
                <span className="cell-note">Ref {a.reference}</span>
              </th>
              <td data-label="Issue">{a.issue || 'Not given'}</td>
              <td data-label="Appointment Status">
                <span className={a.status === 'confirmed' ? 'badge badge--green' : 'badge'}>{capitalise(a.status)}</span>
                {a.outcome && <span className="cell-note">{OUTCOME_LABEL[a.outcome]}</span>}
                {!a.outcome && a.status === 'cancelled' && <span className="cell-note">Cancelled{a.cancelledBy === 'patient' ? ' by the patient' : ''}</span>}
              </td>
              <td data-label="Payment Status">
                <span className={paymentBadgeClass(a.paymentStatus)}>{capitalise(a.paymentStatus)}</span>
                <span className="cell-note">{PAYMENT_STATUS_EXPLAINED[a.paymentStatus] ?? ''}</span>
              </td>
              <td data-label="Actions">
                <div className="actions actions--stack">
                  {a.canConfirm && (
                    <button type="button" className="button button--small" onClick={() => onAction({ kind: 'confirm', appointment: a })}>
                      Confirm <span className="visually-hidden">the appointment of {patientNameOf(a)}</span>
                    </button>
                  )}
                  {a.canRecordAttendance && (
                    <>
                      <button type="button" className="button button--small" onClick={() => onAction({ kind: 'attended', appointment: a })}>
                        Attended <span className="visually-hidden">: {patientNameOf(a)}</span>
                      </button>
                      <button type="button" className="button button--small button--secondary" onClick={() => onAction({ kind: 'no_show', appointment: a })}>
                        No-show <span className="visually-hidden">: {patientNameOf(a)}</span>
                      </button>
                    </>
                  )}
                  {a.canCancel && (
                    <button type="button" className="button button--small button--secondary" onClick={() => onAction({ kind: 'cancelled_by_practice', appointment: a })}>
                      Cancel for the practice <span className="visually-hidden">: {patientNameOf(a)}</span>
                    </button>
                  )}
                  <button type="button" className="button button--small button--secondary" onClick={() => onAction({ kind: 'timeline', appointment: a })}>
                    Timeline <span className="visually-hidden">of {patientNameOf(a)}'s booking</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

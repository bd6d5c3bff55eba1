import { useCallback, useEffect, useState } from 'react';
import {
  ADMIN_APPOINTMENT_TEXTS as T,
  APPOINTMENT_FILTERS,
  type AppointmentFilter,
  BOOKING_MESSAGES as M,
  PAYMENT_STATUS_EXPLAINED,
} from '@contexts/booking/booking.constants';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { userMessage } from '../../shared/api-client';
import { formatDateShort, formatPounds, formatTime } from '../../shared/format';
import { Spinner } from '../../shared/spinner';
import { useAccessErrors } from './admin-access';
import { type AdminAppointment, adminApi } from './admin-api';
import { canConfirm, confirmRefusal, shownPaymentStatus } from './appointment-rules';
import { Dialog } from './dialog';
import { MessageBanner, useTimedMessage } from './use-timed-message';
import { WaitlistPanel } from './waitlist-panel';

/** While a capture runs in the payment queue the list re-reads itself this often. */
export const PROCESSING_POLL_MS = 3000;
const FILTER_LABEL: Record<AppointmentFilter, string> = { all: 'All', pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function paymentBadgeClass(status: string): string {
  if (status === 'completed') return 'badge badge--green';
  if (status === 'processing') return 'badge badge--blue';
  if (status === 'authorized') return 'badge badge--amber';
  if (status === 'failed') return 'badge badge--red';
  return 'badge';
}

/**
 * Appointments newest first; Confirm (pending with the fee held or taken, as the server accepts)
 * captures the held fee through the payment queue. A table on a laptop, cards below 1000 px.
 */
export function AppointmentsTab() {
  const handleAccess = useAccessErrors();
  const [filter, setFilter] = useState<AppointmentFilter>('all');
  const [rows, setRows] = useState<AdminAppointment[]>();
  const [loadError, setLoadError] = useState<string>();
  const [refreshing, setRefreshing] = useState(false);
  const [confirming, setConfirming] = useState<AdminAppointment>();
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);

  const load = useCallback(
    async (which: AppointmentFilter) => {
      setRefreshing(true);
      try {
        setRows(await adminApi.appointments(which));
        setLoadError(undefined);
      } catch (e) {
        if (!handleAccess(e)) setLoadError(M.loadFailed);
      } finally {
        setRefreshing(false);
      }
    },
    [handleAccess],
  );

  useEffect(() => {
    setRows(undefined);
    void load(filter);
  }, [filter, load]);

  const processing = rows?.some((r) => r.paymentStatus === 'processing' || (r.status === 'confirmed' && r.paymentStatus === 'authorized')) ?? false;
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void load(filter), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, filter, load]);

  return (
    <div>
      <h2>Appointments</h2>
      <div className="actions toolbar" role="group" aria-label="Show appointments">
        {APPOINTMENT_FILTERS.map((f) => (
          <button key={f} type="button" className={`button button--small${f === filter ? '' : ' button--secondary'}`} aria-pressed={f === filter} onClick={() => setFilter(f)}>
            {FILTER_LABEL[f]}
          </button>
        ))}
        <button type="button" className="button button--small button--secondary" onClick={() => load(filter)} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? 'Refreshing…' : T.refresh}
        </button>
      </div>
      <MessageBanner message={flash.message} />
      {loadError ? (
        <p className="banner banner--error" role="alert">
          {loadError}
        </p>
      ) : !rows ? (
        <Spinner label="Loading appointments…" />
      ) : rows.length === 0 ? (
        <p className="empty-state">{T.empty(filter)}</p>
      ) : (
        <div className="table-wrap">
          <table className="admin-table admin-table--actions table--cards-wide">
            <caption className="visually-hidden">
              {FILTER_LABEL[filter]} appointments ({rows.length}){processing ? ', updating while payments are captured' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Patient</th>
                <th scope="col">Practice</th>
                <th scope="col">Date &amp; Time</th>
                <th scope="col">Service</th>
                <th scope="col">Appointment Status</th>
                <th scope="col">Payment Status</th>
                <th scope="col">Created</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => {
                const payment = shownPaymentStatus(a);
                const refusal = confirmRefusal(a);
                return (
                  <tr key={a.id}>
                    <th scope="row" data-label="Patient">
                      {a.patient.name}
                      <span className="cell-note">{a.patient.email ?? 'No e-mail'}</span>
                      <span className="cell-note">{a.patient.phone}</span>
                    </th>
                    <td data-label="Practice">
                      {a.practice.name}
                      <span className="cell-note">Ref {a.reference}</span>
                    </td>
                    <td data-label="Date & Time">
                      {formatDateShort(a.startTime)}
                      <br />
                      {formatTime(a.startTime)}–{formatTime(a.endTime)}
                    </td>
                    <td data-label="Service">{a.service}</td>
                    <td data-label="Appointment Status">
                      <span className={a.status === 'confirmed' ? 'badge badge--green' : 'badge'}>{capitalise(a.status)}</span>
                    </td>
                    <td data-label="Payment Status">
                      <span className={paymentBadgeClass(payment)}>{capitalise(payment)}</span>
                      <span className="cell-note">{PAYMENT_STATUS_EXPLAINED[payment] ?? ''}</span>
                      {a.paymentError && <span className="cell-note">{a.paymentError}</span>}
                      {a.captureAtRisk && <span className="cell-note cell-note--warning">{T.atRisk}</span>}
                      {a.refundedPence > 0 && <span className="cell-note">{T.refunded(formatPounds(a.refundedPence))}</span>}
                      {a.refundedPence === 0 && (a.refundDuePence ?? 0) > 0 && <span className="cell-note">Refund of {formatPounds(a.refundDuePence ?? 0)} in progress</span>}
                    </td>
                    <td data-label="Created">{formatDateShort(a.createdAt)}</td>
                    <td data-label="Actions">
                      {canConfirm(a) ? (
                        <button type="button" className="button button--small" onClick={() => setConfirming(a)}>
                          {T.confirm}
                          {' '}<span className="visually-hidden">the appointment of {a.patient.name}</span>
                        </button>
                      ) : refusal ? (
                        <span className="cell-note">{refusal}</span>
                      ) : a.status === 'confirmed' ? (
                        <span className="confirmed-note">
                          {T.confirmed}
                          {a.paymentStatus === 'completed' && (
                            <>
                              <br />
                              <strong>{T.paymentProcessed}</strong>
                            </>
                          )}
                        </span>
                      ) : a.status === 'cancelled' ? (
                        <span className="cell-note">
                          Cancelled{a.cancelledBy === 'patient' ? ' by the patient' : ''}
                          {a.cancelledAt ? ` on ${formatDateShort(a.cancelledAt)}` : ''}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <WaitlistPanel />
      {confirming && (
        <ConfirmDialog
          appointment={confirming}
          onClose={() => setConfirming(undefined)}
          onConfirmed={(result) => {
            setConfirming(undefined);
            // Spec 4: the list shows processing at once (a held fee is now being captured); the poll picks up the queue's result.
            setRows((list) =>
              list?.map((r) => (r.id === result.id ? { ...r, status: 'confirmed', paymentStatus: result.paymentStatus === 'completed' ? 'completed' : 'processing' } : r)),
            );
            flash.show('success', M.confirmSuccess);
            void load(filter);
          }}
        />
      )}
    </div>
  );
}

function ConfirmDialog({
  appointment,
  onClose,
  onConfirmed,
}: {
  appointment: AdminAppointment;
  onClose: () => void;
  onConfirmed: (result: { id: string; paymentStatus: string }) => void;
}) {
  const handleAccess = useAccessErrors();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const paid = appointment.paymentStatus === 'completed';
  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      onConfirmed(await adminApi.confirmAppointment(appointment.id));
    } catch (e) {
      setBusy(false);
      if (!handleAccess(e)) setError(userMessage(e, M.confirmFailed));
    }
  }
  return (
    <Dialog title={T.confirmTitle} onClose={onClose} describedBy="confirm-appointment-text">
      <div id="confirm-appointment-text">
        <p>
          {appointment.patient.name} at {appointment.practice.name}, {formatDateShort(appointment.startTime)} {formatTime(appointment.startTime)}.
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
        <button type="button" className="button" onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy ? 'Confirming…' : paid ? T.confirmOnly : T.confirmAndPay}
        </button>
      </div>
    </Dialog>
  );
}

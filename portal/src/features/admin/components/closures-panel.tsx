import { type FormEvent, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CANCEL_TEXTS, CANCELLATION_REASON_MAX } from '@contexts/booking/booking.constants';
import { CLOSURE_REASON_LABELS, CLOSURE_REASONS, type ClosureReason } from '@contexts/availability/availability.constants';
import { BANK_HOLIDAY_REGION_LABELS, BANK_HOLIDAY_REGIONS, type BankHolidayRegion } from '@contexts/availability/bank-holidays.constants';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { userMessage } from '../../../shared/api-client';
import { formatDateShort, formatSlotShort, londonToday } from '../../../shared/format';
import { Spinner } from '../../../shared/spinner';
import { accessProblem, useAccessErrors } from '../../../shared/access';
import { useGuardedQuery } from '../../../shared/back-office/use-guarded-query';
import type { Closure, ClosureAffected, SupplyPractice } from '../../../shared/back-office/supply-api';
import { useSupplyApi } from '../api/supply';
import { Dialog } from './dialog';
import { TextField } from '../../../shared/back-office/form-fields';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';
import { adminKeys } from '../api/admin';

const LOAD_FAILED = 'Failed to load closures. Please try again.';
const SAVE_FAILED = 'Failed to save the closure. Please try again.';

/**
 * Closures in the Availability tab: a practice (or one operative) closed for a range of days, or
 * every upcoming bank holiday at once. Open slots inside are blocked by the server; bookings and
 * holds inside are listed here to cancel (full refund) or leave.
 */
export function ClosuresPanel({ practices }: { practices: SupplyPractice[] }) {
  const handleAccess = useAccessErrors();
  const today = londonToday();
  const queryClient = useQueryClient();
  // The admin's API, or a practice's staff API with its practice chosen already (supply-api.ts).
  const supply = useSupplyApi();
  // The closure being written, as one draft: its fields are sent together.
  const [draft, setDraft] = useState({ practiceId: supply.fixedPracticeId ?? '', operativeId: '', startsOn: today, endsOn: today, reason: 'holiday' as ClosureReason, note: '' });
  const { practiceId, operativeId, startsOn, endsOn, reason, note } = draft;
  const edit = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
  const [region, setRegion] = useState<BankHolidayRegion>('england-and-wales');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState<ClosureAffected>();
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS * 2);
  const practice = practices.find((p) => p.id === practiceId);

  const list = useGuardedQuery([...adminKeys.closures, supply.fixedPracticeId ?? 'every-practice'], () => supply.closures());
  const closures = list.data;
  const loadError = list.failed ? LOAD_FAILED : undefined;
  // A closure cancels nothing itself, but it blocks slots and lists bookings: every admin list may change.
  const changed = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const failed = (e: unknown) => {
    if (!handleAccess(e)) flash.show('error', userMessage(e, SAVE_FAILED));
  };

  const closing = useMutation({
    mutationFn: () => supply.createClosure({ practiceId, operativeId: operativeId || null, startsOn, endsOn, reason, note }),
    onSuccess: async (result) => {
      flash.show('success', result.message);
      edit({ note: '' });
      await changed();
    },
    onError: (e) => {
      if (handleAccess(e)) return;
      const fields = (e as { fields?: Record<string, string> }).fields;
      if (fields && Object.keys(fields).length) setErrors(fields);
      else flash.show('error', userMessage(e, SAVE_FAILED));
    },
  });
  const holidays = useMutation({
    mutationFn: () => supply.applyBankHolidays(practiceId, region),
    onSuccess: async (result) => {
      flash.show('success', result.message);
      await changed();
    },
    onError: failed,
  });
  const ending = useMutation({
    mutationFn: (closure: Closure) => supply.removeClosure(closure.id),
    onSuccess: async (_result, closure) => {
      flash.show('success', `Closure of ${closure.practice.name} ended. Its blocked slots stay blocked until you open them above.`);
      await changed();
    },
    onError: failed,
  });
  const busy = closing.isPending ? 'close' : holidays.isPending ? 'holidays' : undefined;

  function close(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (!practiceId) {
      setErrors({ practiceId: 'Please select a practice.' });
      return;
    }
    closing.mutate();
  }

  function addBankHolidays() {
    setErrors({});
    if (!practiceId) {
      setErrors({ practiceId: 'Please select a practice.' });
      return;
    }
    holidays.mutate();
  }

  const end = (closure: Closure) => ending.mutate(closure);

  return (
    <section className="section-block" aria-labelledby="closures-title">
      <h2 id="closures-title">Closures</h2>
      <p className="field__hint">Days a practice or an operative is closed: nobody can book them. Bookings already inside are listed so you can cancel them with a full refund.</p>
      <form className="form-card admin-form" onSubmit={close} noValidate aria-labelledby="closure-form-title" aria-busy={busy !== undefined}>
        <h3 id="closure-form-title">Close a practice</h3>
        <div className="field-grid">
          <div className={`field${errors.practiceId ? ' field--error' : ''}`}>
            <label htmlFor="closure-practice">Practice</label>
            {errors.practiceId && (
              <p id="closure-practice-error" className="error-message">
                {errors.practiceId}
              </p>
            )}
            <select
              id="closure-practice"
              value={practiceId}
              aria-describedby={errors.practiceId ? 'closure-practice-error' : undefined}
              onChange={(e) => edit({ practiceId: e.target.value, operativeId: '' })}
            >
              <option value="">Select a practice</option>
              {practices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="closure-operative">Who is away</label>
            <select id="closure-operative" value={operativeId} onChange={(e) => edit({ operativeId: e.target.value })} disabled={!practice}>
              <option value="">The whole practice</option>
              {practice?.operatives.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.displayName}
                </option>
              ))}
            </select>
          </div>
          <TextField id="closure-starts" label="First day closed" type="date" required min={today} value={startsOn} onChange={(e) => edit({ startsOn: e.target.value })} error={errors.startsOn} />
          <TextField id="closure-ends" label="Last day closed" type="date" required min={startsOn || today} value={endsOn} onChange={(e) => edit({ endsOn: e.target.value })} error={errors.endsOn} />
          <div className="field">
            <label htmlFor="closure-reason">Reason</label>
            <select id="closure-reason" value={reason} onChange={(e) => edit({ reason: e.target.value as ClosureReason })}>
              {CLOSURE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {CLOSURE_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <TextField id="closure-note" label="Note" value={note} maxLength={200} onChange={(e) => edit({ note: e.target.value })} error={errors.note} />
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={busy !== undefined} aria-busy={busy === 'close'}>
            {busy === 'close' ? 'Saving…' : 'Close these days'}
          </button>
        </div>
        <div className="inline-form">
          <div className="field">
            <label htmlFor="closure-region">Bank holidays of</label>
            <select id="closure-region" value={region} onChange={(e) => setRegion(e.target.value as BankHolidayRegion)}>
              {BANK_HOLIDAY_REGIONS.map((r) => (
                <option key={r} value={r}>
                  {BANK_HOLIDAY_REGION_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--secondary" onClick={addBankHolidays} disabled={busy !== undefined} aria-busy={busy === 'holidays'}>
            {busy === 'holidays' ? 'Adding…' : 'Add bank holidays'}
          </button>
        </div>
      </form>
      <MessageBanner message={flash.message} />
      {loadError ? (
        <p className="banner banner--error" role="alert">
          {loadError}
        </p>
      ) : !closures ? (
        <Spinner label="Loading closures…" />
      ) : closures.length === 0 ? (
        <p className="empty-state">No closures from today on.</p>
      ) : (
        <div className="table-wrap" role="region" aria-label="Closures" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">Closures from today on ({closures.length})</caption>
            <thead>
              <tr>
                <th scope="col">Practice</th>
                <th scope="col">Days</th>
                <th scope="col">Reason</th>
                <th scope="col">Bookings inside</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {closures.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    {c.practice.name}
                    <span className="cell-note">{c.operative ? c.operative.displayName : 'Whole practice'}</span>
                  </th>
                  <td>{c.startsOn === c.endsOn ? formatDateShort(`${c.startsOn}T12:00:00Z`) : `${formatDateShort(`${c.startsOn}T12:00:00Z`)} to ${formatDateShort(`${c.endsOn}T12:00:00Z`)}`}</td>
                  <td>
                    {CLOSURE_REASON_LABELS[c.reason as ClosureReason] ?? c.reason}
                    {c.note && <span className="cell-note">{c.note}</span>}
                  </td>
                  <td>
                    {c.affected.length === 0
                      ? 'None'
                      : c.affected.map((a) => (
                          <div key={a.slotId} className="affected">
                            {formatSlotShort(a.startTime)}:{' '}
                            {a.appointment ? (
                              <>
                                {a.appointment.patientName} ({a.appointment.reference}){' '}
                                <button type="button" className="button button--small button--danger" onClick={() => setCancelling(a)}>
                                  Cancel and refund{' '}<span className="visually-hidden">the booking of {a.appointment.patientName}</span>
                                </button>
                              </>
                            ) : (
                              'a patient is paying now'
                            )}
                          </div>
                        ))}
                  </td>
                  <td>
                    <button type="button" className="button button--small button--secondary" onClick={() => end(c)}>
                      End closure
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancelling?.appointment && (
        <CancelBookingDialog
          affected={cancelling}
          onClose={() => setCancelling(undefined)}
          onCancelled={(message) => {
            setCancelling(undefined);
            flash.show('success', message);
            void changed();
          }}
        />
      )}
    </section>
  );
}

function CancelBookingDialog({ affected, onClose, onCancelled }: { affected: ClosureAffected; onClose: () => void; onCancelled: (message: string) => void }) {
  const handleAccess = useAccessErrors();
  const [reason, setReason] = useState('The practice is closed on this day.');
  const supply = useSupplyApi();
  const a = affected.appointment!;
  const cancelling = useMutation({
    mutationFn: () => supply.cancelAppointment(a.id, reason),
    onSuccess: (result) => onCancelled(`Booking ${a.reference} cancelled. ${result.explanation}`),
    onError: (e) => handleAccess(e),
  });
  const error = cancelling.error && accessProblem(cancelling.error) === undefined ? userMessage(cancelling.error, 'Failed to cancel the booking. Please try again.') : undefined;
  const busy = cancelling.isPending;
  function cancel(event: FormEvent) {
    event.preventDefault();
    cancelling.mutate();
  }
  return (
    <Dialog title={`Cancel ${a.patientName}'s booking`} onClose={onClose} describedBy="cancel-booking-text">
      <p id="cancel-booking-text">
        {formatSlotShort(affected.startTime)}, {a.reference}. The patient gets the booking fee back in full, and an e-mail and a text saying the practice had to
        cancel, with your reason. This cannot be undone.
      </p>
      <form onSubmit={cancel} noValidate aria-busy={busy}>
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        <TextField id="cancel-reason" label="Reason (for the patient)" hint={ADMIN_CANCEL_TEXTS.reasonHint} required value={reason} maxLength={CANCELLATION_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        <div className="actions">
          <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
            {busy ? 'Cancelling…' : 'Cancel booking and refund'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep booking
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { MANAGE_MESSAGES } from '@contexts/booking/booking.constants';
import { type PaymentStatus, paymentWording } from '@contexts/booking/payment-wording';
import { SEARCH_HORIZON_DAYS } from '@contexts/search/search.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { ApiError, userMessage } from '../../shared/api-client';
import { formatDateLong, formatTime, londonDateOptions } from '../../shared/format';
import { paths } from '../../shared/paths';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { type ManagedAppointment, manageApi, type OpenSlot } from './manage-api';
import { DirectionsLink } from '../../shared/directions-link';
import { firstDateWithFreeTimes, movableSlots } from './first-move-date';

const LOAD_FAILED = 'We could not load your booking. Please try again.';
const STATUS_TEXT: Record<ManagedAppointment['status'], string> = {
  pending: 'Booked: the practice will confirm it shortly',
  confirmed: 'Confirmed by the practice',
  cancelled: 'Cancelled',
  completed: 'Completed',
};
/** A checkout whose payment never held money (issue #29 item 3): never "Booked". */
const NOT_BOOKED_TEXT = 'Not booked: the payment did not go through';

/** Where the fee stands: the api's words, or the same function's from the booking's own fields. */
function feeSentence(a: ManagedAppointment): string {
  return (
    a.payment?.sentence ??
    paymentWording({ paymentStatus: a.paymentStatus as PaymentStatus, appointmentStatus: a.status, feePence: a.amountPence, refundedPence: a.refundedPence, refundDuePence: a.refundDuePence })
      .sentence
  );
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; appointment: ManagedAppointment };

/**
 * /appointments/manage?token=…: the page the booking e-mails link to. A patient who booked without
 * an account sees the booking, moves it to another free time at the same practice, or cancels it
 * with the refund shown before they commit.
 */
export function ManageAppointmentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [notice, setNotice] = useState<string[]>();
  const noticeRef = useRef<HTMLDivElement>(null);
  useDocumentTitle('Manage your appointment');

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      if (!token) {
        setLoad({ state: 'error', message: MANAGE_MESSAGES.linkInvalid });
        return;
      }
      try {
        setLoad({ state: 'ready', appointment: await manageApi.get(token, signal) });
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return;
        setLoad({ state: 'error', message: userMessage(e, LOAD_FAILED) });
      }
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function done(lines: string[]) {
    await refresh();
    setNotice(lines);
  }

  if (load.state === 'loading') return <Spinner fullPage label="Loading your booking…" />;
  if (load.state === 'error') {
    return (
      <div className="container narrow page">
        <h1>Manage your appointment</h1>
        <p className="banner banner--error" role="alert">
          {load.message}
        </p>
        <p>
          Call us on <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>, or <Link to={paths.home.getHref()}>book a new appointment</Link>.
        </p>
      </div>
    );
  }
  const a = load.appointment;
  return (
    <div className="container narrow page">
      <h1>Manage your appointment</h1>
      {notice && (
        <div ref={noticeRef} className="banner banner--success" role="status" tabIndex={-1}>
          {notice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <section className="card section-block" aria-labelledby="booking-title">
        <h2 id="booking-title">Your booking</h2>
        <dl className="summary">
          <dt>Booking reference</dt>
          <dd>{a.reference}</dd>
          <dt>Status</dt>
          <dd>{a.booked === false ? NOT_BOOKED_TEXT : STATUS_TEXT[a.status]}</dd>
          <dt>Date and time</dt>
          <dd>
            {formatDateLong(a.startTime)} at {formatTime(a.startTime)}
          </dd>
          <dt>Practice</dt>
          <dd>
            {a.practice.name}
            <br />
            {[a.practice.address.line1, a.practice.address.line2, a.practice.address.city, a.practice.address.postcode].filter(Boolean).join(', ')}
            <br />
            <a href={`tel:${a.practice.phone.replace(/\s+/g, '')}`}>{a.practice.phone}</a>
            <br />
            <DirectionsLink practice={a.practice} />
          </dd>
          {/* Held, paid, being refunded or refunded with the amount: the words of the e-mails and texts (issue #29 item 4). */}
          <dt>Booking fee</dt>
          <dd>{feeSentence(a)}</dd>
        </dl>
      </section>
      {a.canChange ? (
        <>
          <RescheduleSection appointment={a} token={token} onMoved={(message) => done([message])} />
          <CancelSection appointment={a} token={token} onCancelled={(lines) => done(lines)} />
        </>
      ) : (
        a.status !== 'cancelled' && a.changeRefusal && <p className="banner">{a.changeRefusal}</p>
      )}
      <p>
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </p>
    </div>
  );
}

function RescheduleSection({ appointment, token, onMoved }: { appointment: ManagedAppointment; token: string; onMoved: (message: string) => void }) {
  const [dates] = useState(() => londonDateOptions(SEARCH_HORIZON_DAYS));
  /** Unknown until the first date with free times is found (audit U5: never open on a full day). */
  const [date, setDate] = useState<string>();
  /** Nothing free at the practice within the horizon. */
  const [noneSoon, setNoneSoon] = useState(false);
  /** The first date's times, found while looking for it: shown without asking again. */
  const found = useRef<{ date: string; slots: OpenSlot[] }>(undefined);
  const [slots, setSlots] = useState<OpenSlot[]>();
  const [slotError, setSlotError] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    firstDateWithFreeTimes(appointment.practice.id, appointment.startTime, dates.map((d) => d.value))
      .then((first) => {
        if (!live) return;
        found.current = first;
        setNoneSoon(!first);
        setDate(first?.date ?? dates[0].value);
      })
      .catch(() => live && setDate(dates[0].value));
    return () => {
      live = false;
    };
  }, [appointment.practice.id, appointment.startTime, dates]);

  useEffect(() => {
    if (!date) return;
    let live = true;
    setChosen(undefined);
    setSlotError(undefined);
    if (found.current?.date === date && reload === 0) {
      setSlots(found.current.slots);
      return;
    }
    setSlots(undefined);
    manageApi
      .slots(appointment.practice.id, date)
      .then((r) => live && setSlots(movableSlots(r.slots, appointment.startTime)))
      .catch(() => live && setSlotError('Failed to check availability for the selected date. Please try again.'));
    return () => {
      live = false;
    };
  }, [appointment.practice.id, appointment.startTime, date, reload]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!chosen) {
      setError(AVAILABILITY_MESSAGES.selectSlot);
      return;
    }
    setBusy(true);
    try {
      const moved = await manageApi.reschedule(token, chosen);
      onMoved(`${moved.message} New time: ${formatDateLong(moved.startTime)} at ${formatTime(moved.startTime)}.`);
    } catch (e) {
      setBusy(false);
      setError(userMessage(e, 'We could not move your appointment. Please try again.'));
      // Someone took that time meanwhile: show the date's free times as they are now.
      if (e instanceof ApiError && e.status === 409) setReload((n) => n + 1);
    }
  }

  return (
    <section className="card section-block" aria-labelledby="move-title">
      <h2 id="move-title">Move your appointment</h2>
      <p>Choose another time at {appointment.practice.name}. There is nothing more to pay.</p>
      {noneSoon && (
        <p className="banner">
          No other times are free at {appointment.practice.name} in the next {SEARCH_HORIZON_DAYS} days. Please call us on{' '}
          <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a> and we will help.
        </p>
      )}
      {!date ? (
        <Spinner label="Finding the next free times…" />
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy}>
          {error && (
            <p className="banner banner--error" role="alert">
              {error}
            </p>
          )}
          <div className="field">
            <label htmlFor="move-date">Date</label>
            <select
              id="move-date"
              value={date}
              onChange={(e) => {
                found.current = undefined;
                setDate(e.target.value);
              }}
            >
              {dates.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          {slotError ? (
            <p className="banner banner--error" role="alert">
              {slotError}
            </p>
          ) : !slots ? (
            <Spinner label="Checking free times…" />
          ) : slots.length === 0 ? (
            <p>No other times are free on this date. Please choose another date.</p>
          ) : (
            <fieldset className="slot-group">
              <legend>Free times</legend>
              {slots.map((s) => (
                <label key={s.id} className={chosen === s.id ? 'slot slot--selected' : 'slot'}>
                  <input type="radio" name="move-slot" value={s.id} checked={chosen === s.id} onChange={() => setChosen(s.id)} />
                  {formatTime(s.startTime)}
                </label>
              ))}
            </fieldset>
          )}
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? 'Moving your appointment…' : 'Move my appointment'}
          </button>
        </form>
      )}
    </section>
  );
}

function CancelSection({ appointment, token, onCancelled }: { appointment: ManagedAppointment; token: string; onCancelled: (lines: string[]) => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function cancel() {
    setBusy(true);
    setError(undefined);
    try {
      const result = await manageApi.cancel(token);
      onCancelled([result.message, result.explanation]);
    } catch (e) {
      setBusy(false);
      setError(userMessage(e, 'We could not cancel your appointment. Please try again or call us.'));
    }
  }

  return (
    <section className="card section-block" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel your appointment</h2>
      <p id="refund-rule">{appointment.cancellation?.explanation}</p>
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      {!asking ? (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Cancel appointment
        </button>
      ) : (
        <div className="warning-text" role="group" aria-labelledby="cancel-question" aria-describedby="refund-rule">
          <p id="cancel-question">
            <strong>Are you sure you want to cancel this appointment? This cannot be undone.</strong>
          </p>
          <div className="actions">
            <button ref={confirmRef} type="button" className="button button--danger" onClick={cancel} disabled={busy} aria-busy={busy}>
              {busy ? 'Cancelling…' : 'Yes, cancel my appointment'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)} disabled={busy}>
              Keep my appointment
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

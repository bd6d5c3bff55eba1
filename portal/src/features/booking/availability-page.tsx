import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { BOOKING_MESSAGES, TREATMENT_FEES } from '@contexts/booking/booking.constants';
import { RADIUS_STEP_KM, SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { ApiError } from '../../shared/api-client';
import { formatDateLong, formatPounds, formatSlotShort, formatTime } from '../../shared/format';
import { getNextAvailable, getSlots, type HoldResult, holdSlot } from './booking-api';
import { PaymentStep } from './payment-step';
import { WaitlistJoinForm } from './waitlist-join-form';
import { useSiteSettings } from '../../shared/site-settings';
import { PracticeDetails, PracticeMap } from './practice-details';
import { type AvailabilityState, availabilityStateFrom, type PracticeSummary, searchPractices, type SlotView } from './search-api';
import { dateOptions, groupSlots } from './slot-groups';

/** /availability-check: the nearest practice, its slots by date, alternatives, and the payment step. */
export function AvailabilityPage() {
  const location = useLocation();
  const mapTileUrl = useSiteSettings((s) => s.settings?.mapTileUrl);
  const navigate = useNavigate();
  const state = location.state as AvailabilityState | null;
  const [practice, setPractice] = useState<PracticeSummary | null>(state?.nearestPractice ?? null);
  const [date, setDate] = useState<string>(state?.search.date ?? dateOptions()[0].value);
  const [slots, setSlots] = useState<SlotView[]>(state?.search.slots ?? []);
  const [selected, setSelected] = useState<SlotView>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [hold, setHold] = useState<HoldResult>();
  const [alternatives, setAlternatives] = useState(state?.search.alternatives ?? []);
  /** When the chosen date has no slots: the practice's next available date, offered as "Try {date}". */
  const [suggestion, setSuggestion] = useState<string>();
  const top = useRef<HTMLHeadingElement>(null);

  const loadSlots = useCallback(
    async (practiceId: string, on: string, failure: string) => {
      setBusy(true);
      setMessage(undefined);
      setSuggestion(undefined);
      try {
        const res = await getSlots(practiceId, on);
        setSlots(res.slots);
        if (!res.slots.length) {
          setMessage(AVAILABILITY_MESSAGES.noneOnDate(formatDateLong(`${on}T12:00:00Z`)));
          const next = await getNextAvailable(practiceId).catch(() => undefined);
          if (next && next.date !== on) setSuggestion(next.date);
        }
        return res.slots;
      } catch (e) {
        setMessage(e instanceof ApiError && e.status === 400 ? e.message : failure);
        return [];
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  useEffect(() => {
    top.current?.focus();
  }, [practice?.id]);

  if (!state?.formData) return <Navigate to="/" replace />;
  const { formData, search } = state;

  async function widen() {
    setBusy(true);
    try {
      const res = await searchPractices(formData, search.radiusKm + RADIUS_STEP_KM);
      const next = availabilityStateFrom(formData, res);
      if (next) {
        navigate('/availability-check', { replace: true, state: next });
        setPractice(next.nearestPractice);
        setSlots(res.slots);
        setDate(res.date ?? dateOptions()[0].value);
        setAlternatives(res.alternatives);
      }
    } catch {
      setMessage(SEARCH_MESSAGES.failedAvailable);
    } finally {
      setBusy(false);
    }
  }

  async function choose(p: PracticeSummary) {
    setBusy(true);
    setSelected(undefined);
    try {
      const next = await getNextAvailable(p.id);
      setPractice(p);
      setDate(next.date);
      await loadSlots(p.id, next.date, 'Failed to check availability for the selected practice. Please try again.');
      setAlternatives((alts) => alts.filter((a) => a.practice.id !== p.id));
      window.scrollTo(0, 0);
    } catch (e) {
      setMessage(e instanceof ApiError && e.status === 404 ? SEARCH_MESSAGES.noneForPractice(p.name) : 'Failed to check availability for the selected practice. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function book() {
    if (!practice) return;
    if (!selected) {
      setMessage(AVAILABILITY_MESSAGES.selectSlot);
      return;
    }
    setBusy(true);
    try {
      setHold(await holdSlot(selected.id, formData));
    } catch (e) {
      setSelected(undefined);
      // Refresh first (it clears messages), then say why the slot went.
      await loadSlots(practice.id, date, 'Failed to refresh available slots. Please try again.');
      setMessage(e instanceof ApiError && e.status === 409 ? BOOKING_MESSAGES.slotTaken : BOOKING_MESSAGES.paymentFailed);
    } finally {
      setBusy(false);
    }
  }

  if (!practice) {
    const next = search.radiusKm + RADIUS_STEP_KM;
    return (
      <div className="container page">
        <h1 ref={top} tabIndex={-1}>
          No Available Appointments Found
        </h1>
        <p role="status">{search.message ?? SEARCH_MESSAGES.noAppointmentsWithin(search.radiusKm)}</p>
        <div className="actions">
          <button type="button" className="button" onClick={widen} disabled={busy}>
            Search within {next}km
          </button>
          <Link className="button button--secondary" to="/">
            Return to Home
          </Link>
        </div>
        <WaitlistJoinForm formData={formData} radiusKm={search.radiusKm} />
      </div>
    );
  }

  const groups = groupSlots(slots);
  return (
    <div className="container page" aria-busy={busy}>
      <h1 ref={top} tabIndex={-1}>
        Next Available Appointment
      </h1>
      {hold && selected ? (
        <>
          <p>
            {practice.name}, {formatDateLong(selected.startTime)} at {formatTime(selected.startTime)}
          </p>
          <PaymentStep
            hold={hold}
            payerName={formData.name}
            onBack={() => setHold(undefined)}
            onPaid={(c) =>
              navigate('/appointment-confirmation', {
                state: { formData, practice, selectedSlot: selected, appointment: { id: c.appointmentId, reference: c.reference, accessToken: c.accessToken } },
              })
            }
          />
        </>
      ) : (
        <div className="availability-grid">
          <div>
            <PracticeDetails practice={practice} />
            <section className="card" aria-labelledby="choose-title">
              <h2 id="choose-title">Choose a time</h2>
              {message && (
                <p className="error-message" role="alert">
                  {message}
                </p>
              )}
              <div className="field">
                <label htmlFor="date-select">Date</label>
                <select
                  id="date-select"
                  value={date}
                  onChange={async (e) => {
                    setDate(e.target.value);
                    setSelected(undefined);
                    const isToday = e.target.value === dateOptions()[0].value;
                    await loadSlots(
                      practice.id,
                      e.target.value,
                      isToday ? 'Failed to check availability for today. Please try again.' : 'Failed to check availability for the selected date. Please try again.',
                    );
                  }}
                >
                  {dateOptions().map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              {!groups.length && !busy && (
                <div className="banner">
                  <h3>No Available Appointments</h3>
                  {suggestion && (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={async () => {
                        setDate(suggestion);
                        await loadSlots(practice.id, suggestion, 'Failed to check availability for the suggested date. Please try again.');
                      }}
                    >
                      Try {formatDateLong(`${suggestion}T12:00:00Z`)}
                    </button>
                  )}
                </div>
              )}
              {groups.map((g) => (
                <fieldset key={g.key} className="slot-group">
                  <legend>{g.label}</legend>
                  {g.slots.map((s) => (
                    <label key={s.id} className={selected?.id === s.id ? 'slot slot--selected' : 'slot'}>
                      <input type="radio" name="slot" value={s.id} checked={selected?.id === s.id} onChange={() => setSelected(s)} />
                      {formatTime(s.startTime)}
                    </label>
                  ))}
                </fieldset>
              ))}
              {selected && (
                <p className="banner" role="status">
                  Selected: {formatDateLong(selected.startTime)} at {formatTime(selected.startTime)}
                </p>
              )}
              <div className="actions">
                <button type="button" className="button button--large" onClick={book} disabled={busy}>
                  Book Appointment
                </button>
                <Link className="button button--secondary" to="/">
                  Return to Home
                </Link>
              </div>
            </section>
          </div>
          <div>
            <PracticeMap from={search.location} practice={practice} tileUrl={mapTileUrl} />
            <section className="card" aria-labelledby="you-title">
              <h2 id="you-title">Your details</h2>
              <p>
                {formData.name} · {formData.phone} · {formData.postcode}
                {formData.issue && <> · {formData.issue}</>}
              </p>
            </section>
          </div>
        </div>
      )}
      {!hold && (
        <>
          <section className="section" aria-labelledby="alternatives-title">
            <h2 id="alternatives-title">Alternative Options</h2>
            {alternatives.length === 0 ? (
              <p>No alternative options are currently available.</p>
            ) : (
              <ul className="cards">
                {alternatives.map((a) => (
                  <li key={a.practice.id} className="card">
                    <h3>{a.practice.name}</h3>
                    <p>{[a.practice.address.line1, a.practice.address.line2, a.practice.address.city, a.practice.address.postcode].filter(Boolean).join(', ')}</p>
                    <p>{a.practice.distanceKm !== null ? `${a.practice.distanceKm.toFixed(1)} km` : 'Distance not available'}</p>
                    {a.nextAvailable ? <p>Next available: {formatSlotShort(a.nextAvailable.slot.startTime)}</p> : <p>Check availability</p>}
                    <button type="button" className="button button--secondary" onClick={() => choose(a.practice)} disabled={busy}>
                      {a.nextAvailable ? 'Select This Practice' : 'Check Availability'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section id="treatment-fees" className="section" aria-labelledby="fees-title">
            <h2 id="fees-title">Treatment fees</h2>
            <ul>
              {TREATMENT_FEES.map((t) => (
                <li key={t.name}>
                  {t.name} {formatPounds(t.pricePence)}: {t.items.join(', ')}
                </li>
              ))}
            </ul>
            <a href="#main" onClick={() => window.scrollTo(0, 0)}>
              Continue with booking
            </a>
          </section>
        </>
      )}
    </div>
  );
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { BOOKING_MESSAGES, TREATMENT_FEES } from '@contexts/booking/booking.constants';
import { RADIUS_STEP_KM, SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { KNOCKED_OUT_TOOTH } from '@contexts/search/clinical-safety.constants';
import { ApiError, userMessage } from '../../shared/api-client';
import { formatDateLong, formatPounds, formatSlotShort, formatTime, formatWhen } from '../../shared/format';
import { getNextAvailable, getSlots, type HoldResult, holdSlot, releaseHold } from './booking-api';
import { replacementForPastDate, usePastDateCheck } from './past-date';
import { RobotTokenUnavailable, useRobotCheck } from './robot-check';
import { PaymentStep } from './payment-step';
import { WaitlistJoinForm } from './waitlist-join-form';
import { useSiteSettings } from '../../shared/site-settings';
import { APPROXIMATE_LOCATION_NOTE, PracticeDetails, PracticeMap } from './practice-details';
import { type AlternativeOption, type AvailabilityState, availabilityStateFrom, type PracticeSummary, searchPractices, type SlotView } from './search-api';
import { dateOptions, groupSlots } from './slot-groups';
import { noSlotsMessage, SLOT_LOAD_MESSAGES, type SlotLoadReason, slotLoadFailure } from './slot-loading';
import { showNhs111, UrgentHelp } from './urgent-help';

/** Said by "Book Appointment" (disabled) on a date without times (issue #29 item 5, audit U3). */
export const NO_TIMES_REASON = 'There are no times on this date. Choose another date to book.';
/** Added to the date list's "Today" when the chosen practice has no time left today (audit U3). */
export const NO_TIMES_LEFT_TODAY = ' (no times left)';

/** The search's times, less any that have started since it ran (a page reopened from history, or left open). */
function timesNotStarted(slots: SlotView[], now = Date.now()): SlotView[] {
  return slots.filter((s) => Date.parse(s.startTime) > now);
}

/** /availability-check: the nearest practice, its slots by date, alternatives, and the payment step. */
export function AvailabilityPage() {
  const location = useLocation();
  const mapTileUrl = useSiteSettings((s) => s.settings?.mapTileUrl);
  const navigate = useNavigate();
  const state = location.state as AvailabilityState | null;
  const [practice, setPractice] = useState<PracticeSummary | null>(state?.nearestPractice ?? null);
  const [date, setDate] = useState<string>(state?.search.date ?? dateOptions()[0].value);
  const [slots, setSlots] = useState<SlotView[]>(() => timesNotStarted(state?.search.slots ?? []));
  const [selected, setSelected] = useState<SlotView>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [hold, setHold] = useState<HoldResult>();
  // The payment step replaces the long list the patient scrolled down: start it at the top of the
  // page before it paints, so the shorter page does not pull the footer up into view (a layout
  // shift, issue #22); its heading then takes focus (payment-step.tsx).
  useLayoutEffect(() => {
    if (hold) window.scrollTo?.(0, 0);
  }, [hold]);
  /** The e-mail typed on the payment step, kept when the patient comes back (Back) to the times. */
  const [email, setEmail] = useState('');
  /** The hold the patient left with Back when letting it go failed (offline): still theirs until it runs out. */
  const leftHold = useRef<{ hold: HoldResult; slotId: string }>(undefined);
  const [alternatives, setAlternatives] = useState(state?.search.alternatives ?? []);
  /** The chosen practice's next appointment, said at the top ("Tomorrow 08:00"); it travels with the practice if another is chosen. */
  const [next, setNext] = useState(() => firstAvailable(state?.search.date ?? null, timesNotStarted(state?.search.slots ?? [])));
  /** A past date replaced by today (spec 5), said by the date list until the patient picks a date. */
  const [dateNotice, setDateNotice] = useState<string>();
  /** What "Check Availability" found for one alternative (nothing in 7 days, or a failure): said on its card. */
  const [altNotice, setAltNotice] = useState<{ practiceId: string; text: string }>();
  const altNoticeRef = useRef<HTMLParagraphElement>(null);
  /** When the chosen date has no slots: the practice's next available date, offered as "Try {date}". */
  const [suggestion, setSuggestion] = useState<string>();
  /** The last slot load failed: the date's slots are unknown (not "none"), so no no-availability panel. */
  const [loadFailed, setLoadFailed] = useState(false);
  /** Only the latest slot load may change the page: an older answer arriving late is dropped. */
  const latestLoad = useRef(0);
  const top = useRef<HTMLHeadingElement>(null);
  /** Holds and a widened search carry the robot check's token when the site has it on (spec 5). */
  const robot = useRobotCheck();
  /** Which alternative's "Select This Practice" takes focus after its "Check availability" link found a time. */
  const [focusAlternative, setFocusAlternative] = useState<string>();

  /** Loads a practice's slots for a date; the slots, or null when the load failed (the message says so). */
  const loadSlots = useCallback(async (practiceId: string, on: string, reason: SlotLoadReason): Promise<SlotView[] | null> => {
    const load = ++latestLoad.current;
    const today = dateOptions()[0].value;
    setBusy(true);
    setMessage(undefined);
    setSuggestion(undefined);
    setLoadFailed(false);
    try {
      const res = await getSlots(practiceId, on);
      if (load !== latestLoad.current) return null;
      setSlots(res.slots);
      if (!res.slots.length) {
        setMessage(noSlotsMessage(on, today));
        const next = await getNextAvailable(practiceId).catch(() => undefined);
        if (load === latestLoad.current && next && next.date !== on) setSuggestion(next.date);
      }
      return res.slots;
    } catch (e) {
      if (load !== latestLoad.current) return null;
      // Never leave another date's times on screen under this date: they could be booked by mistake.
      setSlots([]);
      setLoadFailed(true);
      setMessage(e instanceof ApiError && e.status === 400 && e.fromServer ? e.message : slotLoadFailure(reason, on, today));
      return null;
    } finally {
      if (load === latestLoad.current) setBusy(false);
    }
  }, []);

  useEffect(() => {
    top.current?.focus();
  }, [practice?.id]);

  useEffect(() => {
    if (altNotice) altNoticeRef.current?.focus();
  }, [altNotice]);

  useEffect(() => {
    if (focusAlternative) document.getElementById(`alternative-${focusAlternative}-select`)?.focus();
  }, [focusAlternative]);

  // Audit U3: the page never opens on a today whose times have all gone (reopened from history, or
  // opened as the last one started): it opens on the first date that has times, as the search does.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const today = dateOptions()[0].value;
    if (!practice || date !== today || slots.length > 0) return;
    const load = latestLoad.current;
    void getNextAvailable(practice.id).then(
      (found) => {
        if (load !== latestLoad.current) return; // the patient has moved on meanwhile
        setDate(found.date);
        setNext(found);
        void loadSlots(practice.id, found.date, 'date');
      },
      () => undefined, // nothing in 7 days, or offline: today's panel says so, with its "Try {date}"
    );
  }, [practice, date, slots.length, loadSlots]);

  /** Spec 5: the date became past while the page was open: today instead, with the spec's text. */
  const showToday = (today: string) => {
    if (!practice) return;
    setDate(today);
    setSelected(undefined);
    setDateNotice(AVAILABILITY_MESSAGES.pastDate);
    void loadSlots(practice.id, today, 'date');
  };
  usePastDateCheck(Boolean(practice) && !hold, date, showToday);

  const groups = groupSlots(slots);
  /** The chosen date's times are known and there are none: "No Available Appointments", Book disabled. */
  const noTimes = !groups.length && !busy && !loadFailed;

  if (!state?.formData) return <Navigate to="/" replace />;
  const { formData, search } = state;

  /**
   * Back from the payment step: the hold is let go at once, then the times come back fresh, the
   * chosen one still chosen; said when it went to someone else meanwhile (spec 5).
   */
  async function back(typedEmail: string) {
    const left = hold;
    const chosen = selected;
    setEmail(typedEmail);
    setHold(undefined);
    if (!left || !chosen || !practice) return;
    setBusy(true);
    if (!(await letGo(left))) {
      // Not let go (offline): it is still theirs, so the same time re-uses it and another lets it go.
      leftHold.current = { hold: left, slotId: chosen.id };
      setBusy(false);
      return;
    }
    const fresh = await loadSlots(practice.id, date, 'refresh');
    if (fresh && !fresh.some((s) => s.id === chosen.id)) {
      setSelected((current) => (current?.id === chosen.id ? undefined : current));
      setMessage(AVAILABILITY_MESSAGES.previouslySelectedGone);
    }
  }

  /**
   * The patient's own hold that Back could not let go: answered for the same time while it is live
   * (re-used, no second hold); for another time it is let go (again).
   */
  function takeBackLeftHold(slotId: string): HoldResult | undefined {
    const left = leftHold.current;
    if (!left) return undefined;
    leftHold.current = undefined;
    if (Date.parse(left.hold.expiresAt) <= Date.now()) return undefined;
    if (left.slotId === slotId) return left.hold;
    void letGo(left.hold).then((gone) => {
      if (!gone && !leftHold.current) leftHold.current = left;
    });
    return undefined;
  }

  /** Another time, date or practice chosen: a hold left over from Back is let go. */
  function chooseOther(slotId = '') {
    if (leftHold.current && leftHold.current.slotId !== slotId) takeBackLeftHold(slotId);
  }

  async function widen() {
    chooseOther();
    setBusy(true);
    try {
      const res = await searchPractices(formData, search.radiusKm + RADIUS_STEP_KM, await robot.token(), state?.urgentIssue);
      const next = availabilityStateFrom(formData, res, state?.urgentIssue);
      if (next) {
        latestLoad.current++; // a slot load still under way was for the old search
        setMessage(undefined);
        setSuggestion(undefined);
        setLoadFailed(false);
        setSelected(undefined);
        navigate('/availability-check', { replace: true, state: next });
        setPractice(next.nearestPractice);
        setSlots(res.slots);
        setDate(res.date ?? dateOptions()[0].value);
        setDateNotice(undefined);
        setAltNotice(undefined);
        setNext(firstAvailable(res.date, res.slots));
        setAlternatives(res.alternatives);
      }
    } catch (e) {
      setMessage(e instanceof RobotTokenUnavailable ? e.message : userMessage(e, SEARCH_MESSAGES.failedAvailable));
    } finally {
      setBusy(false);
    }
  }

  async function choose(p: PracticeSummary) {
    chooseOther();
    setBusy(true);
    setSelected(undefined);
    setAltNotice(undefined);
    try {
      const found = await getNextAvailable(p.id);
      // The practice left behind stays reachable: it becomes an alternative, with its next time.
      const leaving: AlternativeOption | undefined = practice ? { practice, nextAvailable: next ?? null } : undefined;
      setPractice(p);
      setDate(found.date);
      setDateNotice(undefined);
      setNext(found);
      await loadSlots(p.id, found.date, 'practice');
      setAlternatives((alts) => byDistance([...(leaving ? [leaving] : []), ...alts.filter((a) => a.practice.id !== p.id)]));
      window.scrollTo(0, 0);
    } catch (e) {
      // Said on the card the patient pressed, where they are looking (not in the slot card at the top).
      setAltNotice({
        practiceId: p.id,
        text: e instanceof ApiError && e.status === 404 ? SEARCH_MESSAGES.noneForPractice(p.name) : SLOT_LOAD_MESSAGES.selectedPractice,
      });
    } finally {
      setBusy(false);
    }
  }

  /**
   * The alternative card's "Check availability" link (spec 2): its next time within 7 days, said on
   * the card, which then offers "Select This Practice"; nothing found, said on the card too.
   */
  async function checkAlternative(p: PracticeSummary) {
    setAltNotice(undefined);
    setBusy(true);
    try {
      const found = await getNextAvailable(p.id);
      setAlternatives((alts) => alts.map((a) => (a.practice.id === p.id ? { ...a, nextAvailable: found } : a)));
      setFocusAlternative(p.id);
    } catch (e) {
      setAltNotice({
        practiceId: p.id,
        text: e instanceof ApiError && e.status === 404 ? SEARCH_MESSAGES.noneForPractice(p.name) : SLOT_LOAD_MESSAGES.selectedPractice,
      });
    } finally {
      setBusy(false);
    }
  }

  async function book() {
    if (!practice || noTimes) return;
    const today = replacementForPastDate(date);
    if (today) {
      showToday(today);
      return;
    }
    if (!selected) {
      setMessage(AVAILABILITY_MESSAGES.selectSlot);
      return;
    }
    // Spec 5: the chosen time must still be in the list shown.
    if (!slots.some((s) => s.id === selected.id)) {
      setSelected(undefined);
      setMessage(AVAILABILITY_MESSAGES.selectedGone);
      return;
    }
    const mine = takeBackLeftHold(selected.id);
    if (mine) {
      // The patient's own hold of this very time is still live: carry on with it.
      setMessage(undefined);
      setHold(mine);
      return;
    }
    setBusy(true);
    let robotToken: string | undefined;
    try {
      robotToken = await robot.token();
    } catch (e) {
      // No token, no hold asked for: the slot is still free, so it stays chosen.
      setMessage((e as RobotTokenUnavailable).message);
      setBusy(false);
      return;
    }
    try {
      setHold(await holdSlot(selected.id, formData, robotToken));
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.code?.startsWith('robot_')) {
        // The robot check refused the token: the slot was never taken, so it stays chosen.
        setMessage(e.message);
        return;
      }
      setSelected(undefined);
      // Refresh first (it clears messages), then say why the slot went, and that the refresh failed if it did.
      const fresh = await loadSlots(practice.id, date, 'refresh');
      setMessage(fresh ? holdRefusal(e) : `${holdRefusal(e)} ${SLOT_LOAD_MESSAGES.refresh}`);
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
        {state.urgentIssue === 'knocked_out_tooth' && <p className="urgent-note urgent-note--warning">{KNOCKED_OUT_TOOTH.noneToday}</p>}
        {/* Nothing within reach, so no time today: NHS 111 as well as the support line (issue #29). */}
        <UrgentHelp nhs111 headingLevel={2} />
        <div className="actions">
          <button type="button" className="button" onClick={widen} disabled={busy}>
            Search within {next}km
          </button>
          {robot.widget}
          <Link className="button button--secondary" to="/">
            Return to Home
          </Link>
        </div>
        <WaitlistJoinForm formData={formData} radiusKm={search.radiusKm} />
      </div>
    );
  }

  const today = dateOptions()[0].value;
  /** The chosen practice has no time left today: its first time is on a later date. */
  const noTimeToday = !next || next.date > today;
  // Said of the search's own answer only: a practice chosen afterwards was not picked as today's earliest.
  const knockedOut = state.urgentIssue === 'knocked_out_tooth' && practice.id === search.nearestPractice?.id;
  return (
    <div className="container page" aria-busy={busy}>
      <h1 ref={top} tabIndex={-1}>
        Next Available Appointment
      </h1>
      {!hold && next && (
        <p className="next-appointment">
          <strong>{formatWhen(next.slot.startTime)}</strong> at {practice.name}
          {practice.distanceKm !== null && <>, {practice.distanceKm.toFixed(1)} km away</>}
        </p>
      )}
      {/* A knocked-out adult tooth (issue #29): why this time leads, or that there is none today. */}
      {!hold && knockedOut && next && !noTimeToday && <p className="urgent-note">{KNOCKED_OUT_TOOTH.earliestToday}</p>}
      {!hold && knockedOut && noTimeToday && (
        <div className="urgent-note urgent-note--warning">
          <p>{KNOCKED_OUT_TOOTH.noneToday}</p>
          <UrgentHelp nhs111 headingLevel={2} />
        </div>
      )}
      {hold && selected ? (
        <>
          <p>
            {practice.name}, {formatDateLong(selected.startTime)} at {formatTime(selected.startTime)}
          </p>
          <PaymentStep
            hold={hold}
            payerName={formData.name}
            initialEmail={email}
            onBack={back}
            onPaid={(c, email) =>
              navigate('/appointment-confirmation', {
                state: { formData, practice, selectedSlot: selected, email, appointment: { id: c.appointmentId, reference: c.reference, accessToken: c.accessToken } },
              })
            }
          />
        </>
      ) : (
        <div className="availability-grid">
          <div>
            {/* The times first: on a phone they are on the first screen; the practice's details follow. */}
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
                  aria-describedby={dateNotice ? 'date-notice' : undefined}
                  onChange={async (e) => {
                    chooseOther();
                    setDate(e.target.value);
                    setSelected(undefined);
                    setDateNotice(undefined);
                    await loadSlots(practice.id, e.target.value, 'date');
                  }}
                >
                  {dateOptions().map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.value === today && noTimeToday ? `${o.label}${NO_TIMES_LEFT_TODAY}` : o.label}
                    </option>
                  ))}
                </select>
                {dateNotice && (
                  <p id="date-notice" className="error-message" role="alert">
                    {dateNotice}
                  </p>
                )}
              </div>
              {noTimes && (
                <div className="banner">
                  <h3>No Available Appointments</h3>
                  {suggestion && (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={async () => {
                        chooseOther();
                        setDate(suggestion);
                        setSelected(undefined);
                        await loadSlots(practice.id, suggestion, 'suggested');
                      }}
                    >
                      Try {formatDateLong(`${suggestion}T12:00:00Z`)}
                    </button>
                  )}
                  <UrgentHelp nhs111={showNhs111({ noTimeToday: noTimeToday || date === today })} headingLevel={4} />
                </div>
              )}
              {groups.map((g) => (
                <fieldset key={g.key} className="slot-group">
                  <legend>{g.label}</legend>
                  {g.slots.map((s) => (
                    <label key={s.id} className={selected?.id === s.id ? 'slot slot--selected' : 'slot'}>
                      <input
                        type="radio"
                        name="slot"
                        value={s.id}
                        checked={selected?.id === s.id}
                        onChange={() => {
                          chooseOther(s.id);
                          setSelected(s);
                        }}
                      />
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
              {noTimes && (
                <p id="book-reason" className="book-reason">
                  {NO_TIMES_REASON}
                </p>
              )}
              <div className="actions">
                {robot.widget}
                {/* Disabled with its reason on a date without times: aria-disabled keeps it focusable, so the reason is read with it. */}
                <button
                  type="button"
                  className="button button--large"
                  onClick={book}
                  disabled={busy}
                  aria-disabled={noTimes || undefined}
                  aria-describedby={noTimes ? 'book-reason' : undefined}
                >
                  Book Appointment
                </button>
                <Link className="button button--secondary" to="/">
                  Return to Home
                </Link>
              </div>
            </section>
            <PracticeDetails practice={practice} />
          </div>
          <div>
            {search.approximate && <p className="location-note">{APPROXIMATE_LOCATION_NOTE}</p>}
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
                  <li key={a.practice.id} id={`alternative-${a.practice.id}`} className="card">
                    <h3>{a.practice.name}</h3>
                    <p>{[a.practice.address.line1, a.practice.address.line2, a.practice.address.city, a.practice.address.postcode].filter(Boolean).join(', ')}</p>
                    <p>{a.practice.distanceKm !== null ? `${a.practice.distanceKm.toFixed(1)} km` : 'Distance not available'}</p>
                    {a.nextAvailable ? (
                      <p>Next available: {formatSlotShort(a.nextAvailable.slot.startTime)}</p>
                    ) : (
                      <p>
                        {/* Spec 2: a link that looks up this practice's next time, here on its card. */}
                        <a
                          href={`#alternative-${a.practice.id}`}
                          aria-label={`Check availability at ${a.practice.name}`}
                          onClick={(e) => {
                            e.preventDefault();
                            if (!busy) void checkAlternative(a.practice);
                          }}
                        >
                          Check availability
                        </a>
                      </p>
                    )}
                    {altNotice?.practiceId === a.practice.id && (
                      <p ref={altNoticeRef} tabIndex={-1} className="error-message" role="alert">
                        {altNotice.text}
                      </p>
                    )}
                    <button
                      type="button"
                      id={`alternative-${a.practice.id}-select`}
                      className="button button--secondary"
                      onClick={() => choose(a.practice)}
                      disabled={busy}
                    >
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

/** Lets a hold go; true once it is gone (released now, or no longer there), false when it may still be live. */
function letGo(hold: HoldResult): Promise<boolean> {
  return releaseHold(hold).then(
    () => true,
    (e: unknown) => e instanceof ApiError && e.status === 404,
  );
}

/**
 * Why a time could not be held (spec 5): taken by someone else (the spec's text), gone from the
 * practice's list, a refusal the api explains (too many holds, a detail), or a failure of its own:
 * no payment has started, so never the payment text.
 */
function holdRefusal(e: unknown): string {
  if (e instanceof ApiError && e.status === 409) return BOOKING_MESSAGES.slotTaken;
  if (e instanceof ApiError && e.status === 404) return AVAILABILITY_MESSAGES.selectedGone;
  return userMessage(e, BOOKING_MESSAGES.holdFailed);
}

/** The first free time of a search or next-available answer (the server sorts them; the earliest wins regardless). */
function firstAvailable(date: string | null, slots: SlotView[]): AlternativeOption['nextAvailable'] | undefined {
  if (!date || !slots.length) return undefined;
  const slot = slots.reduce((a, b) => (Date.parse(b.startTime) < Date.parse(a.startTime) ? b : a));
  return { date, slot };
}

/** Alternatives nearest first (unknown distances last), as the search lists them. */
function byDistance(alternatives: AlternativeOption[]): AlternativeOption[] {
  return [...alternatives].sort((a, b) => (a.practice.distanceKm ?? Infinity) - (b.practice.distanceKm ?? Infinity));
}

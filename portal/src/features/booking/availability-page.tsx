import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useIsFetching, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { AVAILABILITY_MESSAGES_CY } from '@contexts/availability/availability.cy.constants';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { BOOKING_MESSAGES_CY } from '@contexts/booking/booking.cy.constants';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
import { ApiError, userMessage } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { useSay, useWords } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import { Later } from '../../shared/later';
import { Spinner } from '../../shared/spinner';
import { useSiteSettings } from '../../shared/site-settings';
import { NEXT_AVAILABLE_KEY, nextAvailableQueryOptions, useNextAvailable } from './api/get-next-available';
import { usePractice } from './api/get-practice';
import { useSlots } from './api/get-slots';
import { holdSlot, isScreeningRequired } from './api/hold-slot';
import { letGo } from './api/release-hold';
import type { AlternativeOption, AvailabilityState, PracticeSummary, SlotView } from './api/search-practices';
import { Alternatives } from './components/alternatives';
import { ChooseTime } from './components/choose-time';
import { LinkedPractice } from './components/linked-practice';
import { NextAppointment } from './components/next-appointment';
import { NoPracticeFound } from './components/no-practice-found';
import { PaymentStep } from './components/payment-step';
import { PracticeNotFound } from './components/practice-not-found';
import { PracticeDetails, PracticeMap } from './components/practice-details';
import { PRACTICE } from './components/results-messages';
import { RobotTokenUnavailable, useRobotCheck } from './components/robot-check';
import { ScreenAgain } from './components/screen-again';
import { TreatmentFees } from './components/treatment-fees';
import { showNhs111 } from './components/urgent-help';
import { type AvailabilityPlace, useAvailabilityPlace } from './hooks/use-availability-place';
import { useDateLong } from '../../shared/i18n/use-london-dates';
import { useLeftHold } from './hooks/use-left-hold';
import { replacementForPastDate, usePastDateCheck } from './hooks/use-past-date-check';
import { dateOptions, groupSlots } from './utils/slot-groups';
import { noSlotsMessage, SLOT_LOAD_MESSAGES, type SlotLoadReason, slotLoadFailure } from './utils/slot-loading';
import { TIME_CHOICE_START, timeChoiceReducer } from './utils/time-choice';
import { AVAILABILITY_PAGE, BOOKING } from './messages';

/** The availability context's words the patient meets here (its Welsh mirror has these; the admin's are English only). */
type AvailabilityWords = Pick<typeof AVAILABILITY_MESSAGES, keyof typeof AVAILABILITY_MESSAGES_CY>;
/** The booking context's words said here: a refused hold. */
type HoldWords = Pick<typeof BOOKING_MESSAGES, 'slotTaken' | 'holdFailed'>;

/** The search's times, less any that have started since it ran (a page reopened from history, or left open). */
function timesNotStarted(slots: SlotView[], now = Date.now()): SlotView[] {
  return slots.filter((s) => Date.parse(s.startTime) > now);
}

/**
 * /availability-check?practice=<id>&date=<yyyy-MM-dd>: the chosen practice, its times by date,
 * alternatives, and the payment step. Practice and date live in the URL (a reload or a shared link
 * shows the same); the search's answer (navigation state) lends its practices and first times.
 * Server data is TanStack Query's (api/): one cache entry per practice and date, so an answer for a
 * date the patient has left never shows under the one they chose.
 */
export function AvailabilityPage() {
  const place = useAvailabilityPlace();
  // Neither a search nor a practice to show: the spec sends the visitor home.
  if (!place.state && !place.practiceId) return <Navigate to={paths.home.getHref()} replace />;
  // A search with nothing in reach: the no-availability panel and "Search within N+20km".
  if (place.state && !place.practiceId) return <NoPracticeFound state={place.state} />;
  // A search's page and a page opened from a link are different pages: nothing carries from one to the other.
  return <ChosenPractice key={place.state ? 'searched' : 'linked'} place={place} />;
}

/** The practices the search answered: its nearest (with its first time not yet started) and the alternatives. */
function searchPool(state: AvailabilityState | null): AlternativeOption[] {
  if (!state?.nearestPractice) return state?.search.alternatives ?? [];
  return [{ practice: state.nearestPractice, nextAvailable: firstAvailable(state.search.date, timesNotStarted(state.search.slots)) ?? null }, ...state.search.alternatives];
}

function ChosenPractice({ place }: { place: AvailabilityPlace }) {
  const { state, practiceId = '', date, move } = place;
  const say = useSay();
  const dateLong = useDateLong();
  // The shared modules' words in the page's language (their Welsh mirrors).
  const availabilityWords = useWords<AvailabilityWords>({ 'en-GB': AVAILABILITY_MESSAGES, cy: AVAILABILITY_MESSAGES_CY });
  const holdWords = useWords<HoldWords>({ 'en-GB': BOOKING_MESSAGES, cy: BOOKING_MESSAGES_CY });
  const searchWords = useWords({ 'en-GB': SEARCH_MESSAGES, cy: SEARCH_MESSAGES_CY });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mapTileUrl = useSiteSettings((s) => s.settings?.mapTileUrl);
  const googleMapsKey = useSiteSettings((s) => s.settings?.googleMapsBrowserKey);
  const today = dateOptions()[0].value;

  const pool = searchPool(state);
  const fromSearch = pool.find((a) => a.practice.id === practiceId);
  // A practice the search did not answer (a link, a reload in another tab): read by its id.
  const practiceQuery = usePractice(practiceId, !fromSearch);
  const practice: PracticeSummary | undefined = fromSearch?.practice ?? practiceQuery.data;

  // The search's own times for its own date: shown at once, as old as the search (or this page, for
  // a search that did not say when it ran).
  const [openedAt] = useState(Date.now);
  const searchSlots =
    state?.nearestPractice?.id === practiceId && state.search.date === date
      ? { slots: { date, slots: timesNotStarted(state.search.slots) }, readAt: state.searchedAt ?? openedAt }
      : undefined;
  const slots = useSlots(practiceId, date, searchSlots);
  const daySlots = useMemo(() => (slots.isError ? [] : (slots.data?.slots ?? [])), [slots.isError, slots.data]);
  // Memoised with the list it comes from: a choice of time re-renders only the times it changed (choose-time.tsx).
  const groups = useMemo(() => groupSlots(daySlots), [daySlots]);

  // The flow from the date's times to the payment step and back, as one reducer (utils/time-choice.ts):
  // why the times were asked for, the time chosen, what was said, the question again, the hold.
  const [choice, dispatch] = useReducer(timeChoiceReducer, TIME_CHOICE_START);
  const { reason, selected, chooseEarliest, said: saidNow, dateNotice, screenAgain, opening, hold, email } = choice;
  const said = saidNow?.text;
  /** What "Check Availability" found for one alternative (nothing in 7 days, or a failure): said on its card. */
  const [altNotice, setAltNotice] = useState<{ practiceId: string; text: string }>();
  const altNoticeRef = useRef<HTMLParagraphElement>(null);
  /** Which alternative's "Select This Practice" takes focus after its "Check availability" link found a time. */
  const [focusAlternative, setFocusAlternative] = useState<string>();
  const leftHold = useLeftHold();
  const top = useRef<HTMLHeadingElement>(null);
  /** Holds carry the robot check's token when the site has it on (spec 5). */
  const robot = useRobotCheck();
  /** Holds carry the search's screening proof, or a newer one when the question was asked again (screen-again.tsx). */
  const holding = useMutation({ mutationFn: async ({ slot, screening }: { slot: SlotView; screening: string }) => holdSlot(slot.id, state!.formData, screening, await robot.token()) });
  const releasing = useMutation({ mutationFn: letGo });

  /** A time tapped: another time's left hold goes (one function for the page's life: the time list is memoised). */
  const selectTime = useCallback(
    (s: SlotView) => {
      leftHold.letGoOther(s.id);
      dispatch({ type: 'selected', slot: s });
    },
    [leftHold],
  );

  /** The time "Book Appointment" books: the patient's, or the shown date's earliest. */
  const chosen = selected ?? (chooseEarliest && daySlots.length > 0 ? earliest(daySlots) : undefined);
  const forget = () => dispatch({ type: 'forgot' });

  /** The times are known and there are none. */
  const known = slots.isSuccess && !slots.isFetching;
  const lookingUp = useIsFetching({ queryKey: NEXT_AVAILABLE_KEY }) > 0;
  // The chosen practice's next time: found by the search, or read (a link, another practice chosen, a date without times).
  const noTimesOnDate = known && daySlots.length === 0;
  const next = useNextAvailable(practiceId, !fromSearch?.nextAvailable || noTimesOnDate);
  const nextTime = next.data ?? fromSearch?.nextAvailable ?? undefined;
  /** The chosen practice has no time left today: its first time is on a later date. */
  const noTimeToday = !nextTime || nextTime.date > today;
  const busy = slots.isFetching || lookingUp || holding.isPending || releasing.isPending || (opening && noTimesOnDate && date === today);
  const noTimes = noTimesOnDate && !busy;
  const suggestion = noTimes && next.data && next.data.date !== date ? next.data.date : undefined;
  const failure = slots.isError && !slots.isFetching ? slots.error : undefined;
  const message =
    said ??
    (failure
      ? failure instanceof ApiError && failure.status === 400 && failure.fromServer
        ? failure.message
        : say(slotLoadFailure(reason, date, today))
      : noTimes
        ? noSlotsMessage(date, today, { messages: availabilityWords, dateLong })
        : undefined);

  // The payment step replaces the long list the patient scrolled down: start it at the top of the
  // page before it paints, so the shorter page does not pull the footer up into view (a layout
  // shift); its heading then takes focus (payment-step.tsx).
  useLayoutEffect(() => {
    if (hold) window.scrollTo?.(0, 0);
  }, [hold]);

  // The heading takes focus once the page has painted: focused in the render's own task, it forced the
  // whole new page's style and layout into that task (the longest of the page's load on a slow phone).
  // Not if the patient (or the page) has moved focus meanwhile.
  useEffect(() => {
    const focusedBefore = document.activeElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const now = document.activeElement;
        if (now === focusedBefore || now === document.body || now === null) top.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [practice?.id]);

  useEffect(() => {
    if (altNotice) altNoticeRef.current?.focus();
  }, [altNotice]);

  useEffect(() => {
    if (focusAlternative) document.getElementById(`alternative-${focusAlternative}-select`)?.focus();
  }, [focusAlternative]);

  // The page never opens on a today whose times have all gone (reopened from history, or
  // opened as the last one started): it opens on the first date that has times, as the search does.
  useEffect(() => {
    if (!opening) return;
    if (date !== today || slots.isError || (known && daySlots.length > 0)) dispatch({ type: 'opened' });
    else if (known && !next.isFetching && (next.isSuccess || next.isError)) {
      dispatch({ type: 'opened' });
      if (next.data && next.data.date !== today) move({ date: next.data.date });
    }
  }, [opening, date, today, slots.isError, known, daySlots.length, next.isFetching, next.isSuccess, next.isError, next.data, move]);

  /** A new date or practice: what was said and chosen about the last one goes. */
  function startOver(why: SlotLoadReason) {
    leftHold.letGoOther();
    dispatch({ type: 'startedOver', why });
  }

  /** Spec 5: the date became past while the page was open: today instead, with the spec's text. */
  const showToday = (todayNow: string) => {
    startOver('date');
    dispatch({ type: 'dateNotice', text: availabilityWords.pastDate });
    move({ date: todayNow });
  };
  usePastDateCheck(Boolean(practice) && !hold, date, showToday);

  /** The date's times asked for again (after Back, or a refused hold): the fresh list, or null when that failed. */
  async function refresh(): Promise<SlotView[] | null> {
    dispatch({ type: 'refreshing' });
    const fresh = await slots.refetch();
    return fresh.isSuccess ? fresh.data.slots : null;
  }

  /**
   * Back from the payment step: the hold is let go at once, then the times come back fresh, the
   * chosen one still chosen; said when it went to someone else meanwhile (spec 5).
   */
  async function back(typedEmail: string) {
    const left = hold;
    const heldTime = selected;
    dispatch({ type: 'back', email: typedEmail });
    if (!left || !heldTime) return;
    if (!(await releasing.mutateAsync(left))) {
      // Not let go (offline): it is still theirs, so the same time re-uses it and another lets it go.
      leftHold.keep(left, heldTime.id);
      return;
    }
    const fresh = await refresh();
    if (fresh && !fresh.some((s) => s.id === heldTime.id)) dispatch({ type: 'heldTimeGone', slotId: heldTime.id, text: availabilityWords.previouslySelectedGone });
  }

  /** Another practice: its next time first (said on its card when there is none), then its times from that date. */
  async function choose(p: PracticeSummary) {
    leftHold.letGoOther();
    dispatch({ type: 'selected', slot: undefined });
    setAltNotice(undefined);
    try {
      const found = await queryClient.fetchQuery(nextAvailableQueryOptions(p.id));
      startOver('practice');
      dispatch({ type: 'dateNotice', text: undefined });
      move({ practiceId: p.id, date: found.date });
      window.scrollTo(0, 0);
    } catch (e) {
      // Said on the card the patient pressed, where they are looking (not in the slot card at the top).
      setAltNotice({ practiceId: p.id, text: alternativeFailure(e, p, say(SLOT_LOAD_MESSAGES.selectedPractice), searchWords) });
    }
  }

  /**
   * The alternative card's "Check availability" link (spec 2): its next time within 7 days, said on
   * the card, which then offers "Select This Practice"; nothing found, said on the card too.
   */
  async function checkAlternative(p: PracticeSummary) {
    setAltNotice(undefined);
    try {
      await queryClient.fetchQuery(nextAvailableQueryOptions(p.id));
      setFocusAlternative(p.id);
    } catch (e) {
      setAltNotice({ practiceId: p.id, text: alternativeFailure(e, p, say(SLOT_LOAD_MESSAGES.selectedPractice), searchWords) });
    }
  }

  async function book() {
    if (!practice || noTimes || !state) return;
    const todayNow = replacementForPastDate(date);
    if (todayNow) {
      showToday(todayNow);
      return;
    }
    if (!chosen) {
      dispatch({ type: 'said', text: availabilityWords.selectSlot });
      return;
    }
    // Spec 5: the chosen time must still be in the list shown.
    if (!daySlots.some((s) => s.id === chosen.id)) {
      forget();
      dispatch({ type: 'said', text: availabilityWords.selectedGone });
      return;
    }
    // The time booked is the patient's from here on, whatever the list does meanwhile.
    dispatch({ type: 'selected', slot: chosen });
    const mine = leftHold.takeBack(chosen.id);
    if (mine) {
      // The patient's own hold of this very time is still live: carry on with it.
      dispatch({ type: 'resumed', hold: mine });
      return;
    }
    await take(chosen, state.search.screening);
  }

  /** Holds the chosen time with a screening proof: the search's, or the one the question asked again gave. */
  async function take(slot: SlotView, screening: string) {
    try {
      dispatch({ type: 'held', hold: await holding.mutateAsync({ slot, screening }) });
    } catch (e) {
      // Not a refusal of the time: the question again, the time kept chosen (nothing was held).
      dispatch({ type: 'screenAgain', slot: isScreeningRequired(e) ? slot : undefined });
      if (isScreeningRequired(e)) return;
      if (e instanceof RobotTokenUnavailable || (e instanceof ApiError && e.status === 400 && e.code?.startsWith('robot_'))) {
        // No token, or the robot check refused it: the slot was never taken, so it stays chosen.
        dispatch({ type: 'said', text: e.message, help: true });
        return;
      }
      forget();
      // Refresh first, then say why the slot went, and that the refresh failed if it did.
      const fresh = await refresh();
      // Someone else's time (409) or a time gone (404): another time is the way on. Anything else is a
      // booking failure the patient may not get past alone: the support line with it.
      const help = !(e instanceof ApiError && (e.status === 409 || e.status === 404));
      const refusal = holdRefusal(e, holdWords, availabilityWords);
      dispatch({ type: 'said', text: fresh ? refusal : `${refusal} ${say(SLOT_LOAD_MESSAGES.refresh)}`, help });
    }
  }

  // The alternatives: the search's other practices (the one left behind among them, with its next
  // time), nearest first once another was chosen; each card's next time as a look-up found it.
  const others = state && practiceId === state.nearestPractice?.id ? state.search.alternatives : byDistance(pool.filter((a) => a.practice.id !== practiceId));
  const looked = useQueries({ queries: others.map((a) => ({ ...nextAvailableQueryOptions(a.practice.id), enabled: false })) });
  const alternatives = others.map((a, i) => ({ ...a, nextAvailable: looked[i]?.data ?? a.nextAvailable }));

  if (!practice) {
    if (practiceQuery.isError) return <PracticeNotFound error={practiceQuery.error} />;
    return <Spinner fullPage label={say(AVAILABILITY_PAGE.loadingPractice)} />;
  }

  const onDate = (value: string) => {
    startOver('date');
    dispatch({ type: 'dateNotice', text: undefined });
    // The same date picked again: its times as they are now (one may have been let go meanwhile).
    if (value === date) void slots.refetch();
    else move({ date: value });
  };
  // Asked only where it is said (the no-availability panel): the London clock's formatter is made at first use.
  const nhs111 = noTimes && showNhs111({ noTimeToday: noTimeToday || date === today });

  if (!state) {
    return (
      <LinkedPractice
        practice={practice}
        next={nextTime}
        noTimeToday={noTimeToday}
        date={date}
        dateNotice={dateNotice}
        onDate={onDate}
        message={message}
        noTimes={noTimes}
        suggestion={suggestion}
        onTry={(d) => {
          startOver('suggested');
          move({ date: d });
        }}
        nhs111={nhs111}
        groups={groups}
        headingRef={top}
        busy={busy}
      />
    );
  }

  const { formData, search } = state;
  // Said of the search's own answer only: a practice chosen afterwards was not picked as today's earliest.
  const knockedOut = state.urgentIssue === 'knocked_out_tooth' && practice.id === search.nearestPractice?.id;
  return (
    <div className="container page" aria-busy={busy}>
      <h1 ref={top} tabIndex={-1}>
        {say(AVAILABILITY_PAGE.heading)}
      </h1>
      {!hold && <NextAppointment next={nextTime} practice={practice} knockedOut={knockedOut} noTimeToday={noTimeToday} nation={search.nation} />}
      {hold && selected ? (
        <>
          <p>{say(BOOKING.heldTime, { practice: practice.name, date: dateLong(selected.startTime), time: formatTime(selected.startTime) })}</p>
          <PaymentStep
            hold={hold}
            payerName={formData.name}
            initialEmail={email}
            onBack={back}
            onPaid={(c, email) =>
              navigate(paths.appointmentConfirmation.getHref(), {
                state: { formData, practice, selectedSlot: selected, email, appointment: { id: c.appointmentId, reference: c.reference, accessToken: c.accessToken } },
              })
            }
          />
        </>
      ) : (
        <div className="availability-grid">
          <div>
            {/* The times first: on a phone they are on the first screen; the practice's details follow. */}
            {screenAgain ? (
              <ScreenAgain state={state} practiceName={practice.name} slot={screenAgain} robot={robot} onScreened={(screening) => take(screenAgain, screening)} />
            ) : (
            <ChooseTime
              message={message}
              messageHelp={message === said && Boolean(saidNow?.help)}
              date={date}
              noTimeToday={noTimeToday}
              dateNotice={dateNotice}
              onDate={onDate}
              noTimes={noTimes}
              suggestion={suggestion}
              onTry={(d) => {
                startOver('suggested');
                move({ date: d });
              }}
              nhs111={nhs111}
              nation={search.nation}
              groups={groups}
              selected={chosen}
              onSelect={selectTime}
              robotWidget={robot.widget}
              busy={busy}
              onBook={book}
            />
            )}
            {/* Below the times (and the map beside or below them): rendered just after them (shared/later.tsx). */}
            <Later>
              <PracticeDetails practice={practice} />
            </Later>
          </div>
          <div>
            <Later>
              {search.approximate && <p className="location-note">{say(PRACTICE.approximateLocation)}</p>}
              <PracticeMap from={search.location} practice={practice} tileUrl={mapTileUrl} googleMapsKey={googleMapsKey} />
              <section className="card" aria-labelledby="you-title">
                <h2 id="you-title">{say(AVAILABILITY_PAGE.yourDetails)}</h2>
                <p>
                  {formData.name} · {formData.phone} · {formData.postcode}
                  {formData.issue && <> · {formData.issue}</>}
                </p>
              </section>
            </Later>
          </div>
        </div>
      )}
      {!hold && (
        <Later reserve>
          <Alternatives alternatives={alternatives} notice={altNotice} noticeRef={altNoticeRef} busy={busy} onCheck={checkAlternative} onChoose={choose} />
          <TreatmentFees />
        </Later>
      )}
    </div>
  );
}

/**
 * What an alternative's look-up found wrong, said on its card: nothing in 7 days, or the spec's
 * failure text (`failed`); both in the page's language (`words`: the search context's, or its Welsh).
 */
function alternativeFailure(e: unknown, p: PracticeSummary, failed: string, words: Pick<typeof SEARCH_MESSAGES, 'noneForPractice'>): string {
  return e instanceof ApiError && e.status === 404 ? words.noneForPractice(p.name) : failed;
}

/**
 * Why a time could not be held (spec 5): taken by someone else (the spec's text), gone from the
 * practice's list, a refusal the api explains (too many holds, a detail), or a failure of its own:
 * no payment has started, so never the payment text. In the page's language: the booking and
 * availability contexts' words as the page picked them, and the api's own sentence as it sent it.
 */
function holdRefusal(e: unknown, hold: HoldWords, availability: Pick<AvailabilityWords, 'selectedGone'>): string {
  if (e instanceof ApiError && e.status === 409) return hold.slotTaken;
  if (e instanceof ApiError && e.status === 404) return availability.selectedGone;
  return userMessage(e, hold.holdFailed);
}

/** The first free time of a search or next-available answer (the server sorts them; the earliest wins regardless). */
function firstAvailable(date: string | null, slots: SlotView[]): AlternativeOption['nextAvailable'] | undefined {
  if (!date || !slots.length) return undefined;
  return { date, slot: earliest(slots) };
}

/** The earliest of a day's times (the server sorts them; the earliest wins regardless). */
function earliest(slots: SlotView[]): SlotView {
  return slots.reduce((a, b) => (Date.parse(b.startTime) < Date.parse(a.startTime) ? b : a));
}

/** Alternatives nearest first (unknown distances last), as the search lists them. */
function byDistance(alternatives: AlternativeOption[]): AlternativeOption[] {
  return [...alternatives].sort((a, b) => (a.practice.distanceKm ?? Infinity) - (b.practice.distanceKm ?? Infinity));
}

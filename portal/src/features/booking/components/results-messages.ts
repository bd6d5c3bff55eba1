import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useCallback, useContext, useMemo } from 'react';
import { SLOT_GROUPS } from '@contexts/availability/availability.constants';
import { SLOT_GROUPS_CY } from '@contexts/availability/availability.cy.constants';
import { INVALID_DATE, londonDateOptions, londonToday as londonDateOf } from '../../../shared/format';
import { addCatalogs, appI18n, useWords } from '../../../shared/i18n/app-i18n';
import { type Message, say } from '../../../shared/i18n/i18n';
import { londonDateLong, londonDayMonth, londonSlotShort, londonTime, londonToday } from '../../../shared/i18n/london-dates';
import { messages as cy } from './locales/results/cy.po';
import { messages as enGB } from './locales/results/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of the results and the payment step written in these components (the results catalog,
 * `locales/results/`): the chosen practice, its times, the alternatives, the map, the payment step,
 * the card forms, the waitlist and the e-mail correction. Words from the shared constants modules
 * (`@contexts/...`) are not here: they are read from their Welsh mirror where one exists. A sentence
 * with a link or emphasis inside is a `<Trans>` in its component (its id begins `results.` too).
 */

/** The page's translator: the provider's, or the portal's own where none is around, as `useSay` does. */
function useResultsI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? appI18n;
}

/** Said by more than one of these components. */
export const RESULTS = {
  errorPrefix: /*i18n*/ { id: 'results.errorMessage.prefix', message: 'Error:' },
  errorSummaryTitle: /*i18n*/ { id: 'results.errorSummary.title', message: 'There is a problem' },
  noAppointments: /*i18n*/ { id: 'results.noAppointments.title', message: 'No Available Appointments' },
  /** A date in words: the practice's next date with times, offered as a button. */
  tryDate: /*i18n*/ { id: 'results.tryDate', message: 'Try {date}' },
  distanceKm: /*i18n*/ { id: 'results.distance.km', message: '{distance} km' },
  distanceUnavailable: /*i18n*/ { id: 'results.distance.unavailable', message: 'Distance not available' },
  back: /*i18n*/ { id: 'results.back', message: 'Back' },
} as const satisfies Record<string, Message>;

/** When a time is, at a glance (next-appointment.tsx): "Today 14:30", "Tomorrow 08:00", "Wednesday 26 November, 08:00". */
export const WHEN = {
  today: /*i18n*/ { id: 'results.when.today', message: 'Today {time}' },
  tomorrow: /*i18n*/ { id: 'results.when.tomorrow', message: 'Tomorrow {time}' },
  later: /*i18n*/ { id: 'results.when.later', message: '{date}, {time}' },
} as const satisfies Record<string, Message>;

/** "Alternative Options" (alternatives.tsx). */
export const ALTERNATIVES = {
  title: /*i18n*/ { id: 'results.alternatives.title', message: 'Alternative Options' },
  none: /*i18n*/ { id: 'results.alternatives.none', message: 'No alternative options are currently available.' },
  nextAvailable: /*i18n*/ { id: 'results.alternatives.nextAvailable', message: 'Next available: {slot}' },
  checkAvailabilityLink: /*i18n*/ { id: 'results.alternatives.checkAvailability.link', message: 'Check availability' },
  /** The link's name: its visible words first (WCAG 2.5.3), then which practice. */
  checkAvailabilityAt: /*i18n*/ { id: 'results.alternatives.checkAvailability.linkName', message: 'Check availability at {practice}' },
  select: /*i18n*/ { id: 'results.alternatives.select', message: 'Select This Practice' },
  checkAvailabilityButton: /*i18n*/ { id: 'results.alternatives.checkAvailability.button', message: 'Check Availability' },
} as const satisfies Record<string, Message>;

/** "Choose a time" and its date list (choose-time.tsx). */
export const CHOOSE_TIME = {
  title: /*i18n*/ { id: 'results.chooseTime.title', message: 'Choose a time' },
  selected: /*i18n*/ { id: 'results.chooseTime.selected', message: 'Selected: {date} at {time}' },
  /** Said by "Book Appointment" (disabled) on a date without times. */
  noTimesReason: /*i18n*/ { id: 'results.chooseTime.noTimesReason', message: 'There are no times on this date. Choose another date to book.' },
  book: /*i18n*/ { id: 'results.chooseTime.book', message: 'Book Appointment' },
  returnHome: /*i18n*/ { id: 'results.chooseTime.returnHome', message: 'Return to Home' },
  dateLabel: /*i18n*/ { id: 'results.dateSelect.label', message: 'Date' },
  /** The date list's "Today" when the chosen practice has no time left today. */
  noTimesLeftToday: /*i18n*/ { id: 'results.dateSelect.noTimesLeft', message: '{date} (no times left)' },
} as const satisfies Record<string, Message>;

/** The page opened from a link to a practice's times (linked-practice.tsx); its sentence with a link is a `<Trans>` there. */
export const LINKED_PRACTICE = {
  title: /*i18n*/ { id: 'results.linkedPractice.title', message: 'Next Available Appointment' },
  freeTimes: /*i18n*/ { id: 'results.linkedPractice.freeTimes', message: 'Free times at {practice}' },
  bookAt: /*i18n*/ { id: 'results.linkedPractice.bookAt', message: 'Book at {practice}' },
} as const satisfies Record<string, Message>;

/** The chosen practice's card (practice-details.tsx). */
export const PRACTICE = {
  away: /*i18n*/ { id: 'results.practice.away', message: '{distance} km away' },
  phone: /*i18n*/ { id: 'results.practice.phone', message: 'Phone:' },
  email: /*i18n*/ { id: 'results.practice.email', message: 'Email:' },
  website: /*i18n*/ { id: 'results.practice.website', message: 'Website' },
  services: /*i18n*/ { id: 'results.practice.services', message: 'Services' },
  moreServices: /*i18n*/ { id: 'results.practice.moreServices', message: '+{count} more' },
  openingHours: /*i18n*/ { id: 'results.practice.openingHours', message: 'Opening hours' },
  day: /*i18n*/ {
    id: 'results.practice.openingHours.day',
    message:
      '{day, select, monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} saturday {Saturday} other {Sunday}}',
  },
  closed: /*i18n*/ { id: 'results.practice.openingHours.closed', message: 'Closed' },
  treatmentPricing: /*i18n*/ { id: 'results.practice.treatmentPricing', message: 'Treatment pricing' },
  alternativeOptions: /*i18n*/ { id: 'results.practice.alternativeOptions', message: 'Alternative options' },
  /** Said above the map when the search could place the patient only at their postcode district's centre. */
  approximateLocation: /*i18n*/ {
    id: 'results.practice.approximateLocation',
    message: 'We could not find your exact postcode, so distances are measured from the centre of its postcode district and may be a few kilometres out.',
  },
} as const satisfies Record<string, Message>;

/** The practice map: Google's, the tiles' or the drawing (google-practice-map.tsx, leaflet-map.tsx, practice-details.tsx). */
export const MAP = {
  you: /*i18n*/ { id: 'results.map.you', message: 'You' },
  label: /*i18n*/ { id: 'results.map.label', message: 'Map: you and {practice}, {distance} km apart' },
  crowFlies: /*i18n*/ { id: 'results.map.crowFlies', message: '{distance} km as the crow flies' },
  loading: /*i18n*/ { id: 'results.map.loading', message: 'Loading the map…' },
  /** Google's map before its box comes near the screen (google-practice-map.tsx). */
  notLoaded: /*i18n*/ { id: 'results.map.notLoaded', message: 'The map loads when you reach it.' },
  googleCaption: /*i18n*/ {
    id: 'results.map.google.caption',
    message: 'Marker “You”: you. Marker “P”: {practice}, {distance} km as the crow flies. Map from Google.',
  },
  googleCaptionNoDistance: /*i18n*/ { id: 'results.map.google.captionNoDistance', message: 'Marker “You”: you. Marker “P”: {practice}. Map from Google.' },
  tilesCaption: /*i18n*/ { id: 'results.map.tiles.caption', message: 'Red pin: you. Blue pin: {practice}, {distance} km as the crow flies.' },
  tilesCaptionNoDistance: /*i18n*/ { id: 'results.map.tiles.captionNoDistance', message: 'Red pin: you. Blue pin: {practice}, Distance not available.' },
  /** Leaflet's zoom buttons' names (its own defaults, in English). */
  zoomIn: /*i18n*/ { id: 'results.map.tiles.zoomIn', message: 'Zoom in' },
  zoomOut: /*i18n*/ { id: 'results.map.tiles.zoomOut', message: 'Zoom out' },
  osmCredit: /*i18n*/ { id: 'results.map.tiles.osmCredit', message: '© OpenStreetMap contributors' },
  tilesFrom: /*i18n*/ { id: 'results.map.tiles.from', message: 'Map tiles from {host}' },
  tilesFromUnknown: /*i18n*/ { id: 'results.map.tiles.fromUnknown', message: 'Map tiles from the tile server' },
  /** The drawing's words; `direction` is map-drawing.ts's compass point, its hyphen dropped (north-east → northEast). */
  drawnLabel: /*i18n*/ {
    id: 'results.map.drawn.label',
    message: 'Map: you and {practice}, {mapDistance} km apart. The practice is {distance} km {direction, select, north {north} northEast {north-east} east {east} southEast {south-east} south {south} southWest {south-west} west {west} other {north-west}} of you. Scale bar: {scale}.',
  },
  drawnCaption: /*i18n*/ {
    id: 'results.map.drawn.caption',
    message: '{distance} km as the crow flies, {direction, select, north {north} northEast {north-east} east {east} southEast {south-east} south {south} southWest {south-west} west {west} other {north-west}} of you. Drawn to scale (no map tiles available).',
  },
  drawnCaptionNoDistance: /*i18n*/ {
    id: 'results.map.drawn.captionNoDistance',
    message: 'Distance not available, {direction, select, north {north} northEast {north-east} east {east} southEast {south-east} south {south} southWest {south-west} west {west} other {north-west}} of you. Drawn to scale (no map tiles available).',
  },
  practice: /*i18n*/ { id: 'results.map.drawn.practice', message: 'Practice' },
  north: /*i18n*/ { id: 'results.map.drawn.north', message: 'N' },
} as const satisfies Record<string, Message>;

/** The payment step (payment-step.tsx); the fee's line with its emphasis is a `<Trans>` there. */
export const PAYMENT = {
  title: /*i18n*/ { id: 'results.payment.title', message: 'Payment Processing' },
  holding: /*i18n*/ {
    id: 'results.payment.holding',
    message:
      '{minutes, plural, one {We are holding this appointment for you for # more minute.} other {We are holding this appointment for you for # more minutes.}}',
  },
  minutesLeft: /*i18n*/ { id: 'results.payment.minutesLeft', message: '{minutes, plural, one {# minute left to pay.} other {# minutes left to pay.}}' },
  holdRunOut: /*i18n*/ { id: 'results.payment.holdRunOut', message: 'Your hold has run out.' },
  moreTime: /*i18n*/ { id: 'results.payment.moreTime', message: 'I need more time' },
  emailLabel: /*i18n*/ { id: 'results.payment.email.label', message: 'Email address for your confirmation' },
  cancelRule: /*i18n*/ {
    id: 'results.payment.summary.cancelRule',
    message:
      'If you cancel before we instruct the practice, we keep only {kept} of the booking fee: the rest is released from your card, or refunded if it was already taken. After that, the booking fee is non-refundable.',
  },
  timeMayMove: /*i18n*/ {
    id: 'results.payment.summary.timeMayMove',
    message:
      '{hours, plural, one {Your appointment time may move by up to # hour if the dentist has to see a more urgent patient first.} other {Your appointment time may move by up to # hours if the dentist has to see a more urgent patient first.}}',
  },
  proceed: /*i18n*/ { id: 'results.payment.proceed', message: 'Proceed to Payment' },
  loadingCardForm: /*i18n*/ { id: 'results.payment.loadingCardForm', message: 'Loading the secure card form…' },
} as const satisfies Record<string, Message>;

/** The card forms: the simulated gateway's and Stripe's (simulated-card-form.tsx, stripe-payment-form.tsx). */
export const CARD = {
  reference: /*i18n*/ { id: 'results.card.reference', message: 'Booking reference {reference}.' },
  /** Stripe's test cards, printed only when the server says so (`testCards`: simulated and not production). */
  testCards: /*i18n*/ {
    id: 'results.card.testCards',
    message:
      'Test cards: 4242 4242 4242 4242 succeeds; 4000 0025 0000 3155 asks your bank to check it is you (3-D Secure); 4000 0000 0000 0002 is declined.',
  },
  number: /*i18n*/ { id: 'results.card.number', message: 'Card number' },
  expiry: /*i18n*/ { id: 'results.card.expiry', message: 'Expiry (MM/YY)' },
  securityCode: /*i18n*/ { id: 'results.card.securityCode', message: 'Security code' },
  pay: /*i18n*/ { id: 'results.card.pay', message: 'Pay {fee}' },
  processing: /*i18n*/ { id: 'results.card.processing', message: 'Processing payment…' },
  orPayByCard: /*i18n*/ { id: 'results.card.orPayByCard', message: 'Or pay by card' },
  tryAgain: /*i18n*/ { id: 'results.card.tryAgain', message: 'Try again' },
} as const satisfies Record<string, Message>;

/** The simulated bank's 3-D Secure check (simulated-card-form.tsx): Stripe's test answers. */
export const BANK_CHECK = {
  title: /*i18n*/ { id: 'results.bankCheck.title', message: 'Confirm this payment with your bank' },
  text: /*i18n*/ {
    id: 'results.bankCheck.text',
    message:
      'Your bank asks you to confirm the {fee} booking fee (3-D Secure). This is a test check: Complete passes it, Fail fails it, and Cancel closes it without an answer.',
  },
  complete: /*i18n*/ { id: 'results.bankCheck.complete', message: 'Complete' },
  fail: /*i18n*/ { id: 'results.bankCheck.fail', message: 'Fail' },
  cancel: /*i18n*/ { id: 'results.bankCheck.cancel', message: 'Cancel' },
} as const satisfies Record<string, Message>;

/** "Wrong address? Correct it" on the confirmation page (confirmation-email-correction.tsx); the phone line is a `<Trans>` there. */
export const EMAIL_CORRECTION = {
  toggle: /*i18n*/ { id: 'results.emailCorrection.toggle', message: 'Wrong e-mail address? Correct it' },
  title: /*i18n*/ { id: 'results.emailCorrection.title', message: 'Correct your e-mail address' },
  label: /*i18n*/ { id: 'results.emailCorrection.label', message: 'Correct e-mail address' },
  hint: /*i18n*/ { id: 'results.emailCorrection.hint', message: 'We will send your confirmation again to this address.' },
  submit: /*i18n*/ { id: 'results.emailCorrection.submit', message: 'Send the confirmation again' },
  busy: /*i18n*/ { id: 'results.emailCorrection.busy', message: 'Sending…' },
  cancel: /*i18n*/ { id: 'results.emailCorrection.cancel', message: 'Cancel' },
  failed: /*i18n*/ { id: 'results.emailCorrection.failed', message: 'We could not change the address just now. Please try again.' },
} as const satisfies Record<string, Message>;

/** "Join the waitlist" (waitlist-join-form.tsx). */
export const WAITLIST_JOIN = {
  title: /*i18n*/ { id: 'results.waitlistJoin.title', message: 'Join the waitlist' },
  emailLabel: /*i18n*/ { id: 'results.waitlistJoin.email.label', message: 'Email address' },
  consent: /*i18n*/ { id: 'results.waitlistJoin.consent', message: 'E-mail me when an appointment opens. My details are kept for 14 days at most.' },
  submit: /*i18n*/ { id: 'results.waitlistJoin.submit', message: 'Join the waitlist' },
  joining: /*i18n*/ { id: 'results.waitlistJoin.joining', message: 'Joining…' },
  joined: /*i18n*/ { id: 'results.waitlistJoin.joined.title', message: 'Check your e-mail' },
  failed: /*i18n*/ { id: 'results.waitlistJoin.failed', message: 'We could not add you to the waitlist. Please try again.' },
} as const satisfies Record<string, Message>;

/** The treatment fees block (treatment-fees.tsx); the fees themselves are the shared constants'. */
export const TREATMENT_FEES_WORDS = {
  title: /*i18n*/ { id: 'results.treatmentFees.title', message: 'Treatment fees' },
  continue: /*i18n*/ { id: 'results.treatmentFees.continue', message: 'Continue with booking' },
} as const satisfies Record<string, Message>;

/** An api's instant, or nothing when it is not one (the English formatters then said "Invalid date"). */
function instant(value: string): Date | undefined {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * The dates these components show in words, in the page's language on the London clock
 * (london-dates.ts: the English is exactly what shared/format.ts wrote). A time alone ("09:30") is
 * the same in both languages and stays `formatTime`.
 */
export function datesIn(i18n: I18n) {
  const inWords = (format: (i18n: I18n, d: Date) => string) => (value: string) => {
    const d = instant(value);
    return d ? format(i18n, d) : INVALID_DATE;
  };
  return {
    /** "Sunday 28 March 2027" */
    long: inWords(londonDateLong),
    /** "Thu 1 Jul, 09:30" */
    slotShort: inWords(londonSlotShort),
    /** A date of the date list, `yyyy-MM-dd`: "Today, Monday 1 March" for today, else "Tuesday 2 March". */
    option: (date: string, isToday: boolean) => (isToday ? londonToday : londonDayMonth)(i18n, new Date(`${date}T12:00:00Z`)),
    /** "Today 14:30", "Tomorrow 08:00", else "Wednesday 26 November, 08:00" (London calendar days). */
    when: (value: string, now: Date = new Date()) => {
      const d = instant(value);
      if (!d) return INVALID_DATE;
      const [today, tomorrow] = londonDateOptions(2, now).map((o) => o.value);
      const day = londonDateOf(d);
      const time = londonTime(d);
      if (day === today) return say(i18n, WHEN.today, { time });
      if (day === tomorrow) return say(i18n, WHEN.tomorrow, { time });
      return say(i18n, WHEN.later, { date: londonDayMonth(i18n, d), time });
    },
  };
}

/** `datesIn` with the page's translator. */
export function useDates(): ReturnType<typeof datesIn> {
  const i18n = useResultsI18n();
  return useMemo(() => datesIn(i18n), [i18n]);
}

/**
 * A group of times' heading ("Morning", "Afternoon", "Evening") in the page's language, by its key:
 * slot-groups.ts groups the times with the shared English, the Welsh mirror has the same keys.
 */
export function useSlotGroupLabel(): (group: { key: string; label: string }) => string {
  const groups = useWords<typeof SLOT_GROUPS>({ 'en-GB': SLOT_GROUPS, cy: SLOT_GROUPS_CY });
  return useCallback((group) => groups.find((g) => g.key === group.key)?.label ?? group.label, [groups]);
}

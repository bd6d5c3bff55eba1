import { addCatalogs } from '../../shared/i18n/app-i18n';
import type { Message } from '../../shared/i18n/i18n';
import { messages as cy } from './locales/cy.po';
import { messages as enGB } from './locales/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of the booking pages (availability, confirmation, the waitlist's offer, confirm and leave
 * pages) and of the feature's utils and api. The components' words are in their own catalogs
 * (components/locales/). A sentence with a link or other element inside is a `<Trans>` in its page.
 */
export const BOOKING = {
  /** "Harley Street Emergency Dental, Sunday 28 March 2027 at 09:30": the time held, above the payment step. */
  heldTime: /*i18n*/ { id: 'booking.heldTime', message: '{practice}, {date} at {time}' },
  returnHome: /*i18n*/ { id: 'booking.returnHome', message: 'Return to Home' },
} as const satisfies Record<string, Message>;

export const AVAILABILITY_PAGE = {
  loadingPractice: /*i18n*/ { id: 'availabilityPage.loadingPractice', message: 'Loading the practice…' },
  heading: /*i18n*/ { id: 'availabilityPage.heading', message: 'Next Available Appointment' },
  yourDetails: /*i18n*/ { id: 'availabilityPage.yourDetails', message: 'Your details' },
} as const satisfies Record<string, Message>;

/** Spec section 8, "Booking search": what the page says when a practice's slots cannot be loaded. */
export const SLOT_LOAD = {
  today: /*i18n*/ { id: 'availabilityPage.slotLoad.today', message: 'Failed to check availability for today. Please try again.' },
  selectedDate: /*i18n*/ { id: 'availabilityPage.slotLoad.selectedDate', message: 'Failed to check availability for the selected date. Please try again.' },
  suggestedDate: /*i18n*/ { id: 'availabilityPage.slotLoad.suggestedDate', message: 'Failed to check availability for the suggested date. Please try again.' },
  selectedPractice: /*i18n*/ {
    id: 'availabilityPage.slotLoad.selectedPractice',
    message: 'Failed to check availability for the selected practice. Please try again.',
  },
  refresh: /*i18n*/ { id: 'availabilityPage.slotLoad.refresh', message: 'Failed to refresh available slots. Please try again.' },
} as const satisfies Record<string, Message>;

/** The payment's words kept in utils/payment-messages.ts (the payment step and its card form say them). */
export const PAYMENT_TEXTS = {
  /** Shown when Stripe.js or our card form's code cannot be fetched (offline, blocked): no card form without it. */
  cardFormUnavailable: /*i18n*/ {
    id: 'booking.payment.cardFormUnavailable',
    message: 'The secure card form could not be loaded. Check your connection and try again.',
  },
  /** Said when the payment call gives up: no card details have been sent at that point, so nothing can have been taken. */
  callTimeout: /*i18n*/ {
    id: 'booking.payment.callTimeout',
    message: 'Setting up your payment is taking too long, so we stopped waiting. Nothing has been taken from your card. Please try again.',
  },
  /** The card step's heading, under "Payment Processing": `{fee}` is "£39". */
  cardStepHeading: /*i18n*/ { id: 'booking.payment.cardStepHeading', message: 'Pay the {fee} booking fee' },
} as const satisfies Record<string, Message>;

/** Spec section 8, "Map": what the map says instead of drawing when it has no usable pair of points (utils/map-coordinates.ts). */
export const MAP_PROBLEMS = {
  notFound: /*i18n*/ { id: 'booking.map.notFound', message: 'Could not find coordinates for one or both locations' },
  loadError: /*i18n*/ { id: 'booking.map.loadError', message: 'Error loading map coordinates' },
} as const satisfies Record<string, Message>;

/** The confirmation page's own words; its sentences with the reference or the address in bold are `<Trans>` there. */
export const CONFIRMATION = {
  heading: /*i18n*/ { id: 'confirmation.heading', message: 'Appointment Booked Successfully!' },
  emailSent: /*i18n*/ { id: 'confirmation.email.sent', message: 'We have e-mailed your confirmation.' },
  emailSending: /*i18n*/ { id: 'confirmation.email.sending', message: 'Sending your confirmation e-mail…' },
  correctAddress: /*i18n*/ { id: 'confirmation.email.correctAddress', message: 'If the address is wrong, correct it here and we will send it again.' },
  appointmentFor: /*i18n*/ { id: 'confirmation.summary.appointmentFor', message: 'Appointment for' },
  date: /*i18n*/ { id: 'confirmation.summary.date', message: 'Date' },
  time: /*i18n*/ { id: 'confirmation.summary.time', message: 'Time' },
  practice: /*i18n*/ { id: 'confirmation.summary.practice', message: 'Practice' },
  practicePhone: /*i18n*/ { id: 'confirmation.summary.practicePhone', message: 'Practice phone' },
  /** After the fee's sentence (the shared payment wording): the treatment is the practice's to charge. */
  furtherPayment: /*i18n*/ { id: 'confirmation.furtherPayment', message: 'Further payment for your treatment is made directly to the practice.' },
} as const satisfies Record<string, Message>;

export const WAITLIST_OFFER = {
  title: /*i18n*/ { id: 'waitlistOffer.title', message: 'Your waitlist offer' },
  failed: /*i18n*/ { id: 'waitlistOffer.failed', message: 'We could not open this offer. Please try again.' },
  /** Before the offer is claimed: the safety question again (the patient joined the waitlist a while ago). */
  askFirst: /*i18n*/ { id: 'waitlistOffer.askFirst', message: 'An appointment has opened for you. Before we hold it, please answer this question.' },
  searchAgain: /*i18n*/ { id: 'waitlistOffer.searchAgain', message: 'Search for another appointment' },
  holdThisTime: /*i18n*/ { id: 'waitlistOffer.holdThisTime', message: 'Hold this time' },
  holding: /*i18n*/ { id: 'waitlistOffer.holding', message: 'Holding your appointment…' },
} as const satisfies Record<string, Message>;

/** The waitlist's confirm page; its "Leave the waitlist" sentence with the link is a `<Trans>` there. */
export const WAITLIST_CONFIRM = {
  title: /*i18n*/ { id: 'waitlistConfirm.title', message: 'Your place on the waitlist' },
  confirming: /*i18n*/ { id: 'waitlistConfirm.confirming', message: 'Confirming your place on the waitlist…' },
  failed: /*i18n*/ { id: 'waitlistConfirm.failed', message: 'We could not confirm your place on the waitlist. Please try again.' },
  postcode: /*i18n*/ { id: 'waitlistConfirm.postcode', message: 'Postcode' },
  within: /*i18n*/ { id: 'waitlistConfirm.within', message: 'Appointments within' },
  until: /*i18n*/ { id: 'waitlistConfirm.until', message: 'Until' },
} as const satisfies Record<string, Message>;

export const WAITLIST_LEAVE = {
  title: /*i18n*/ { id: 'waitlistLeave.title', message: 'Leave the waitlist' },
  leaving: /*i18n*/ { id: 'waitlistLeave.leaving', message: 'Taking you off the waitlist…' },
} as const satisfies Record<string, Message>;

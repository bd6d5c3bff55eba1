/** Booking context constants: one source of truth for api, workers and portal. Money is in pence. */
// The fees live apart so the portal's home page imports them without the rest of this file.
export { BOOKING_FEE_PENCE, TREATMENT_FEES } from './booking-fees.constants.js';
export const BOOKING_CURRENCY = 'gbp';
/**
 * How long a slot is held while the patient pays, when config HOLD_MINUTES does not say: the running
 * value is always the config's (what holds last and what e-mails promise).
 */
export const DEFAULT_HOLD_MINUTES = 10;
/** How much one extension adds (WCAG 2.2.1). */
export const HOLD_EXTENSION_MINUTES = 10;
export const HOLD_MAX_EXTENSIONS = 1;
/** Refund rule: 50 % of the booking fee before a practice is instructed; nothing after. */
export const REFUND_BEFORE_INSTRUCTION_PERCENT = 50;
/** What goes back of `feePence` when the patient cancels before the practice is instructed: rounded down to the penny, the rest is kept. */
export const refundBeforeInstructionPence = (feePence: number) => Math.floor((feePence * REFUND_BEFORE_INSTRUCTION_PERCENT) / 100);
export const APPOINTMENT_FLEXIBILITY_HOURS = 4;

export const BOOKING_MESSAGES = {
  emailRequired: 'Email is required to confirm your appointment',
  emailInvalid: 'Please enter a valid email address',
  slotTaken: 'Sorry, this appointment slot has just been booked by someone else. Please select another time.',
  slotNoLongerAvailable: 'This slot is no longer available',
  paymentFailed: 'There was an error processing your payment. Please try again.',
  emailSendFailed: 'Failed to send confirmation email. Please check your email address.',
  emailSendFailedDetail: 'You can still view your appointment details below.',
  confirmSuccess: 'Appointment confirmed successfully. Payment will be captured automatically.',
  confirmFailed: 'Failed to confirm appointment. Please try again.',
  loadFailed: 'Failed to load appointments. Please try again.',
  // Not "you already have": the holds counted may be a stranger's on the same number or network.
  tooManyHolds: 'Too many appointments are on hold from this connection or for this phone number right now. If you started a booking, please complete it; otherwise try again in a few minutes.',
  /** A hold could not be asked for (network, server): no payment has started, so not the spec's payment text. */
  holdFailed: 'We could not hold this time for you. Please try again.',
  /** Releasing a hold whose payment went through (or is on its way): the booking stands. */
  holdPaid: 'This appointment has already been paid for, so it cannot be released. Please check your confirmation e-mail, or call us to change it.',
  holdNotFound: 'This hold was not found.',
  /** The hold ran out during the check with the bank: the expiry cancels the payment. */
  holdRanOut: 'Your hold has run out, so nothing has been taken. Please go back and choose a time again.',
  /** The check with the patient's bank (3-D Secure) was closed unanswered: the intent still waits for it. */
  authenticationAbandoned:
    'You did not finish the check with your bank, so nothing has been taken. You can try again, or use another card, while we hold your appointment.',
} as const;

/** The Appointments tab (spec sections 2 and 8). */
export const APPOINTMENT_FILTERS = ['all', 'pending', 'confirmed', 'cancelled'] as const;
export type AppointmentFilter = (typeof APPOINTMENT_FILTERS)[number];
export const ADMIN_APPOINTMENT_TEXTS = {
  empty: (filter: AppointmentFilter) => (filter === 'all' ? 'No appointments found.' : `No ${filter} appointments found.`),
  confirm: 'Confirm',
  confirmTitle: 'Confirm Appointment',
  irreversible: 'Confirming an appointment cannot be undone.',
  paymentSentence: "It will also process the booking fee payment from the patient's account.",
  confirmAndPay: 'Confirm & Process Payment',
  confirmOnly: 'Confirm Appointment',
  cancel: 'Cancel',
  confirmed: 'Confirmed',
  paymentProcessed: 'Payment Processed',
  refresh: 'Refresh',
  atRisk: 'Authorisation lapses soon: confirm or contact the patient.',
} as const;
/**
 * An admin cancelling a booking for someone (ADR 0043): why,
 * which decides the money. The patient asked: the patient's own rule (`refundOnCancellation`: half
 * back before the practice is instructed, nothing after). The practice cannot see them: everything
 * back (`fullRefund`).
 */
export const ADMIN_CANCEL_CHOICES = ['patient_asked', 'practice_cannot_see'] as const;
export type AdminCancelChoice = (typeof ADMIN_CANCEL_CHOICES)[number];
/** The longest reason for the patient (a short plain sentence; the database refuses more too). */
export const CANCELLATION_REASON_MAX = 200;
export const ADMIN_CANCEL_TEXTS = {
  action: 'Cancel booking',
  title: (reference: string) => `Cancel booking ${reference}`,
  choiceLegend: 'Why is it cancelled?',
  choices: { patient_asked: 'The patient asked to cancel', practice_cannot_see: 'The practice cannot see them' } satisfies Record<AdminCancelChoice, string>,
  choiceHints: {
    patient_asked: "The patient's own cancellation rule: half the fee back before the practice is instructed, nothing after.",
    practice_cannot_see: 'The patient gets the whole booking fee back.',
  } satisfies Record<AdminCancelChoice, string>,
  reasonLabel: 'Reason for the patient',
  reasonHint: `Shown to the patient in their e-mail, their text and their booking page. A short plain sentence (at most ${CANCELLATION_REASON_MAX} characters): no health details.`,
  choiceRequired: 'Choose why the booking is cancelled.',
  reasonRequired: 'Give a reason for the patient.',
  reasonTooLong: `Keep the reason to ${CANCELLATION_REASON_MAX} characters or fewer.`,
  moneyHeading: 'What happens to the booking fee',
  moneyIntro: 'The patient will be told:',
  irreversible: 'Cancelling cannot be undone. The patient gets an e-mail and, if we text them, a text.',
  submit: 'Cancel the booking',
  busy: 'Cancelling…',
  keep: 'Keep the booking',
  previewFailed: 'We could not work out what happens to the fee. Please try again.',
  failed: 'Failed to cancel the booking. Please try again.',
  refundChanged: 'The booking changed since this was shown, and so did what happens to the fee. Check the new amounts and cancel again.',
  done: (reference: string, explanation: string) => `Booking ${reference} cancelled. ${explanation}`,
} as const;
/** What each payment status means to an admin (badge text and explanation). */
export const PAYMENT_STATUS_EXPLAINED: Record<string, string> = {
  pending: 'Not paid yet: the patient has not completed the card step.',
  authorized: 'Card authorised: the fee is held and is captured when you confirm.',
  processing: 'Capture in progress: the payment queue is taking the fee.',
  completed: 'Paid: the fee has been taken.',
  failed: 'Payment failed: nothing was taken.',
  refunded: 'Refunded: the fee was taken and the amount shown went back to the card.',
  part_captured: 'Part kept: the amount shown was taken from the held fee and the rest released (never taken).',
  released: 'Released: the held fee was let go, nothing was taken.',
  lapsed: 'Lapsed: the card authorisation ran out before it was captured, so nothing was taken. Contact the patient.',
};
/** A payment status's badge in the back office: the spec's six by name, ours in words. */
export const PAYMENT_STATUS_BADGE: Record<string, string> = {
  pending: 'Pending',
  authorized: 'Authorized',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
  part_captured: 'Part kept',
  released: 'Released',
  lapsed: 'Lapsed',
};

/** Patient self-service (ADR 0023): the manage page and its e-mails. */
export const MANAGE_LINK_DAYS = 30;
export const MANAGE_MESSAGES = {
  linkInvalid: 'This link is not valid. Please use the link in your most recent e-mail, or call us.',
  linkExpired: 'This link has expired. Please call us and we will help with your booking.',
  notChangeable: 'This appointment can no longer be changed online. Please call us.',
  alreadyCancelled: 'This appointment has already been cancelled.',
  notPaid: 'This booking was not completed, so there is nothing to change.',
  sameSlot: 'Your appointment is already at this time. Please choose a different time.',
  otherPractice: 'You can only move your appointment to another time at the same practice.',
  outsideHorizon: 'Please choose a time within the next 14 days.',
  cancelled: 'Your appointment has been cancelled.',
  rescheduled: 'Your appointment has been moved.',
  /** A held fee: only the part kept is taken; the rest never leaves the card. */
  keepPartOfHeld: (kept: string, fee: string) => `The practice has not been instructed yet, so we will take ${kept} of the ${fee} held and release the rest.`,
  /** A fee already taken (immediate payment): part of it comes back. */
  refundPartOfPaid: (amount: string, fee: string) => `The practice has not been instructed yet, so we will refund ${amount} of the ${fee} you paid.`,
  noRefundAfterInstruction: 'The practice has already been instructed, so the booking fee is not refundable.',
  noPayment: 'No payment was taken for this booking, so there is nothing to refund.',
  lapsed: 'The hold on your card lapsed, so nothing was taken and there is nothing to refund.',
  cancelledByPractice: 'We are sorry: the practice had to cancel your appointment.',
  releaseAllHeld: (fee: string) => `We will release the ${fee} held on your card: nothing will be taken.`,
  refundAllPaid: (fee: string) => `We will refund the ${fee} you paid, in full.`,
  /** The manage page of a cancelled booking: a way on. */
  bookAgain: 'If you still need help, you can book again at any time.',
} as const;

/**
 * Correcting the confirmation's address after booking: each change mails the
 * confirmation once, and a booking allows this many (so a booking cannot be turned into a mailer).
 * How long a delivered one stays correctable is CONFIRMATION_EMAIL_CHANGE_MINUTES (config).
 */
export const EMAIL_CHANGE_MAX = 3;
export const EMAIL_CHANGE_MESSAGES = {
  sending: (email: string) => `We are sending your confirmation to ${email}.`,
  afterPayment: (email: string) => `Your confirmation will be sent to ${email} once your payment is complete.`,
  notLive: 'This booking is no longer active, so there is no confirmation to send.',
  tooMany: 'The address has been changed too many times. Please call us and we will send your confirmation.',
  closed: 'Your confirmation was delivered, so its address can no longer be changed here. Please call us if it went to the wrong place.',
} as const;

/** Where the confirmation e-mail stands (the appointment's email_status). */
export const CONFIRMATION_EMAIL_STATUSES = ['pending', 'queued', 'sent', 'failed'] as const;

/** What happened after the visit, recorded once by the practice's staff (ADR 0030). */
export const APPOINTMENT_OUTCOMES = ['attended', 'no_show', 'cancelled_by_practice'] as const;
export type AppointmentOutcome = (typeof APPOINTMENT_OUTCOMES)[number];
export const OUTCOME_MESSAGES = {
  recorded: {
    attended: 'Recorded: the patient attended.',
    no_show: 'Recorded: the patient did not attend. The booking fee is kept, as the booking terms say.',
    // Released if it was only held, refunded if it was taken: either way the patient pays nothing.
    cancelled_by_practice: 'Cancelled by the practice. The patient gets the whole booking fee back.',
  },
  alreadyRecorded: 'An outcome is already recorded for this appointment.',
  notConfirmed: 'Confirm the appointment before recording whether the patient attended.',
  notStarted: 'Attendance can be recorded once the appointment has started.',
  reasonRequired: 'Give a reason for the patient.',
} as const;

/** The admin's appointment search and export (ADR 0031). */
export const ADMIN_APPOINTMENT_PAGE = { defaultLimit: 50, maxLimit: 200, exportBatch: 1000 } as const;
export const ADMIN_APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const ADMIN_PAYMENT_STATUSES = ['pending', 'authorized', 'processing', 'completed', 'failed', 'refunded', 'part_captured', 'released', 'lapsed'] as const;
export const ADMIN_SEARCH_MESSAGES = {
  badCursor: 'This page link has expired or was changed. Start the list again.',
  badDate: 'Give dates as YYYY-MM-DD.',
  badRange: 'The start date must be on or before the end date.',
  badStatus: 'Filter by all, pending, confirmed, cancelled or completed.',
  badPaymentStatus: 'Filter payments by pending, authorized, processing, completed, failed, refunded, part_captured, released or lapsed.',
  badPractice: 'Choose a practice from the list.',
  badLimit: 'Ask for between 1 and 200 appointments at a time.',
  queryTooLong: 'Search for at most 100 characters.',
  nameTooShort: 'Type at least 3 letters of a name, or a whole reference, e-mail or phone number.',
  notFound: 'Appointment not found.',
} as const;
/** The Appointments tab's search and the appointment's page. */
export const ADMIN_SEARCH_TEXTS = {
  searchLabel: 'Reference, patient name, e-mail or phone',
  searchHint: 'A reference or e-mail finds that booking exactly; a phone number matches however it is written; a name matches any part.',
  from: 'Appointments from',
  to: 'Appointments to',
  payment: 'Payment status',
  search: 'Search',
  clear: 'Clear search',
  noMatch: 'No appointments match your search.',
  loadMore: 'Load more appointments',
  downloadCsv: 'Download CSV',
  practiceFilter: (name: string) => `Practice: ${name}`,
  onlyPractice: 'Show only this practice',
  details: 'Details',
  storyTitle: 'Timeline',
  storyEmpty: 'Nothing is recorded for this booking yet.',
  storyFailed: 'Failed to load this appointment. Please try again.',
  backToList: 'Back to appointments',
} as const;

/**
 * Consent and age at checkout. The Booking Terms' version is ONE constant: the
 * terms page shows it, the payment step links to it, the api stores it with each appointment, so the
 * three cannot disagree. A change of the terms' text gets a new version (and date).
 */
export const BOOKING_TERMS_VERSION = '2026-11-29';
/** The date the version took effect, as the terms page shows it (checkout-consent.spec.ts checks it matches the version). */
export const BOOKING_TERMS_DATE = '29 November 2026';
/** Spec section 9: minimum age 16; younger patients are booked by a parent or guardian. */
export const MINIMUM_BOOKING_AGE = 16;
export const CHECKOUT_CONSENT_TEXTS = {
  summaryTitle: 'Before you pay',
  termsLink: 'Read the Booking Terms (opens in a new tab)',
  legend: 'Your agreement',
  acceptTermsLabel: 'I have read and accept the Booking Terms',
  over16Label: `I am ${MINIMUM_BOOKING_AGE} or over`,
  over16Hint: `Booking for a child under ${MINIMUM_BOOKING_AGE}? Only their parent or guardian may book, and must come to the appointment with them. Tick this box to confirm that you, the person booking, are ${MINIMUM_BOOKING_AGE} or over.`,
  /** The admin's record of it: "Booking Terms 2026-11-27 accepted, 16 or over confirmed". */
  recorded: (version: string, guardian = false) =>
    `Booking Terms ${version} accepted, ${MINIMUM_BOOKING_AGE} or over${guardian ? ' and parent or guardian' : ''} confirmed`,
  notAsked: 'Not asked: booked before the checkout asked for consent',
} as const;
export const CHECKOUT_CONSENT_MESSAGES = {
  acceptTermsRequired: 'Accept the Booking Terms to book your appointment',
  over16Required: `Confirm that you are ${MINIMUM_BOOKING_AGE} or over to book. A patient under ${MINIMUM_BOOKING_AGE} must be booked by a parent or guardian`,
} as const;

/**
 * Who the appointment is for (the details step asks it before the e-mail). The lead form's name is
 * the person who books, whom we contact (phone, e-mail, texts); when the patient is someone else their
 * name and whether they are under 16 are kept apart. A child under 16 is booked by their parent or
 * guardian, who comes with them: the age box then confirms both.
 */
export const BOOKED_FOR_NAME_MAX = 120;
const patientWords = (name: string, under16: boolean) => (under16 ? `${name} (under ${MINIMUM_BOOKING_AGE})` : name);
const bookedByWords = (booker: string, under16: boolean) => (under16 ? `booked by ${booker}, parent or guardian, who will come with them` : `booked by ${booker}`);
export const BOOKED_FOR_TEXTS = {
  legend: 'Who is the appointment for?',
  me: 'Me',
  someoneElse: 'Someone else',
  someoneElseHint: 'For example your child, or someone you look after. We will contact you about the booking.',
  nameLabel: 'Their full name',
  under16Legend: `Are they under ${MINIMUM_BOOKING_AGE}?`,
  yes: 'Yes',
  no: 'No',
  under16Note: `A child under ${MINIMUM_BOOKING_AGE} must be booked by their parent or guardian, who must come to the appointment with them.`,
  guardianLabel: `I am ${MINIMUM_BOOKING_AGE} or over and I am their parent or guardian`,
  guardianHint: `Tick this box to confirm that you, the person booking, are ${MINIMUM_BOOKING_AGE} or over and are the child's parent or guardian.`,
  /** The age box's hint when the patient is someone else of 16 or over. */
  bookerOver16Hint: `Tick this box to confirm that you, the person booking, are ${MINIMUM_BOOKING_AGE} or over.`,
  /** "Sam Jones (under 16)". */
  patient: patientWords,
  /** "Booked by Sarah Jones, parent or guardian, who will come with them" (staff and admin pages). */
  bookedBy: (booker: string, under16: boolean) => {
    const words = bookedByWords(booker, under16);
    return words.charAt(0).toUpperCase() + words.slice(1);
  },
  /** The practice's e-mail: "Sam Jones (under 16), booked by Sarah Jones, parent or guardian, who will come with them". */
  patientLine: (name: string, under16: boolean, booker: string) => `${patientWords(name, under16)}, ${bookedByWords(booker, under16)}`,
  /** The practice's e-mail: whose phone it is when the patient is someone else. */
  bookerPhoneLabel: 'Phone of the person who booked',
  /** The confirmation page and e-mail, to the person who booked. */
  appointmentFor: (name: string, under16: boolean) => `This appointment is for ${patientWords(name, under16)}.`,
  guardianReminder: 'As their parent or guardian, please come to the appointment with them.',
} as const;
export const BOOKED_FOR_MESSAGES = {
  /** The details step's own check: "Me" or "Someone else" (the api reads no answer as "Me"). */
  chooseWho: 'Select who the appointment is for',
  patientInvalid: `Give the patient as their name and whether they are under ${MINIMUM_BOOKING_AGE}, and nothing else`,
  nameRequired: 'Enter the full name of the person the appointment is for',
  nameTooLong: `Their full name must be ${BOOKED_FOR_NAME_MAX} characters or fewer`,
  under16Required: `Select whether they are under ${MINIMUM_BOOKING_AGE}`,
  guardianRequired: `Confirm that you are ${MINIMUM_BOOKING_AGE} or over and their parent or guardian. Only a parent or guardian may book for a child under ${MINIMUM_BOOKING_AGE}`,
} as const;

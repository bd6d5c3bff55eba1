import { addCatalogs } from '../../shared/i18n/app-i18n';
import type { Message } from '../../shared/i18n/i18n';
import { messages as cy } from './locales/cy.po';
import { messages as enGB } from './locales/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of the patient's account pages: the booking's own page (manage, with its move and cancel
 * sections), My Appointments, and the e-mailed sign-in link's page. A sentence with a link or other
 * element inside is a `<Trans>` in its page.
 */
export const ACCOUNT = {
  returnHome: /*i18n*/ { id: 'account.returnHome', message: 'Return to Home' },
  /** The column and summary labels both pages share. */
  date: /*i18n*/ { id: 'account.date', message: 'Date' },
  time: /*i18n*/ { id: 'account.time', message: 'Time' },
  practice: /*i18n*/ { id: 'account.practice', message: 'Practice' },
  status: /*i18n*/ { id: 'account.status', message: 'Status' },
  bookingFee: /*i18n*/ { id: 'account.bookingFee', message: 'Booking fee' },
} as const satisfies Record<string, Message>;

/** /appointments/manage; its "Call us on …, or book a new appointment." is a `<Trans>` there. */
export const MANAGE = {
  title: /*i18n*/ { id: 'manage.title', message: 'Manage your appointment' },
  loadFailed: /*i18n*/ { id: 'manage.loadFailed', message: 'We could not load your booking. Please try again.' },
  /** A checkout whose payment never held money (ADR 0035): never "Booked". */
  notBooked: /*i18n*/ { id: 'manage.notBooked', message: 'Not booked: the payment did not go through' },
  loading: /*i18n*/ { id: 'manage.loading', message: 'Loading your booking…' },
  yourBooking: /*i18n*/ { id: 'manage.yourBooking', message: 'Your booking' },
  reference: /*i18n*/ { id: 'manage.reference', message: 'Booking reference' },
  dateAndTime: /*i18n*/ { id: 'manage.dateAndTime', message: 'Date and time' },
  /** "Sunday 28 March 2027 at 09:30" */
  when: /*i18n*/ { id: 'manage.when', message: '{date} at {time}' },
  bookNew: /*i18n*/ { id: 'manage.bookNew', message: 'Book a new appointment' },
} as const satisfies Record<string, Message>;

/** The manage page's "Cancel your appointment" section. */
export const CANCEL = {
  heading: /*i18n*/ { id: 'manage.cancel.heading', message: 'Cancel your appointment' },
  failed: /*i18n*/ { id: 'manage.cancel.failed', message: 'We could not cancel your appointment. Please try again.' },
  start: /*i18n*/ { id: 'manage.cancel.start', message: 'Cancel appointment' },
  areYouSure: /*i18n*/ { id: 'manage.cancel.areYouSure', message: 'Are you sure you want to cancel this appointment? This cannot be undone.' },
  cancelling: /*i18n*/ { id: 'manage.cancel.cancelling', message: 'Cancelling…' },
  confirm: /*i18n*/ { id: 'manage.cancel.confirm', message: 'Yes, cancel my appointment' },
  keep: /*i18n*/ { id: 'manage.cancel.keep', message: 'Keep my appointment' },
} as const satisfies Record<string, Message>;

/** The manage page's "Move your appointment" section; its "No other times … call us on …" is a `<Trans>` there. */
export const MOVE = {
  heading: /*i18n*/ { id: 'manage.move.heading', message: 'Move your appointment' },
  intro: /*i18n*/ { id: 'manage.move.intro', message: 'Choose another time at {practice}. There is nothing more to pay.' },
  /** After the api's own sentence about the move: "New time: Sunday 28 March 2027 at 09:30." */
  newTime: /*i18n*/ { id: 'manage.move.newTime', message: 'New time: {date} at {time}.' },
  failed: /*i18n*/ { id: 'manage.move.failed', message: 'We could not move your appointment. Please try again.' },
  finding: /*i18n*/ { id: 'manage.move.finding', message: 'Finding the next free times…' },
  date: /*i18n*/ { id: 'manage.move.date', message: 'Date' },
  /** The spec's text for the booking search's own failure, said here for the move's date. */
  timesFailed: /*i18n*/ { id: 'manage.move.timesFailed', message: 'Failed to check availability for the selected date. Please try again.' },
  checking: /*i18n*/ { id: 'manage.move.checking', message: 'Checking free times…' },
  noneOnDate: /*i18n*/ { id: 'manage.move.noneOnDate', message: 'No other times are free on this date. Please choose another date.' },
  freeTimes: /*i18n*/ { id: 'manage.move.freeTimes', message: 'Free times' },
  moving: /*i18n*/ { id: 'manage.move.moving', message: 'Moving your appointment…' },
  submit: /*i18n*/ { id: 'manage.move.submit', message: 'Move my appointment' },
} as const satisfies Record<string, Message>;

/** My Appointments (/user); its "Signed in as" and its links' hidden words are `<Trans>` there. */
export const MY_APPOINTMENTS = {
  title: /*i18n*/ { id: 'myAppointments.title', message: 'My Appointments' },
  logout: /*i18n*/ { id: 'myAppointments.logout', message: 'Logout' },
  upcoming: /*i18n*/ { id: 'myAppointments.upcoming', message: 'Upcoming Appointments' },
  loading: /*i18n*/ { id: 'myAppointments.loading', message: 'Loading your appointments…' },
  noneUpcoming: /*i18n*/ { id: 'myAppointments.noneUpcoming', message: "You don't have any upcoming appointments." },
  bookAnAppointment: /*i18n*/ { id: 'myAppointments.bookAnAppointment', message: 'Book an Appointment' },
  cancelledAndPast: /*i18n*/ { id: 'myAppointments.cancelledAndPast', message: 'Cancelled and past' },
  /** The past group could not be read: said in its own section, the upcoming list stays. */
  pastLoadFailed: /*i18n*/ { id: 'myAppointments.pastLoadFailed', message: 'We could not load your cancelled and past appointments. Please try again.' },
  bookNew: /*i18n*/ { id: 'myAppointments.bookNew', message: 'Book a New Appointment' },
  inPain: /*i18n*/ { id: 'myAppointments.inPain', message: 'In pain today? Find the nearest partner practice with a free slot, usually the same day.' },
  findAppointment: /*i18n*/ { id: 'myAppointments.findAppointment', message: 'Find an appointment' },
  service: /*i18n*/ { id: 'myAppointments.service', message: 'Service' },
  details: /*i18n*/ { id: 'myAppointments.details', message: 'Details' },
  actions: /*i18n*/ { id: 'myAppointments.actions', message: 'Actions' },
  /** A booking that simply passed (the practice recorded nothing else for it). */
  past: /*i18n*/ { id: 'myAppointments.past', message: 'Past' },
} as const satisfies Record<string, Message>;

/** /login/link: the e-mailed sign-in link's page. */
export const EMAIL_LINK = {
  title: /*i18n*/ { id: 'emailLink.title', message: 'Signing you in' },
  signingIn: /*i18n*/ { id: 'emailLink.signingIn', message: 'Signing you in…' },
  heading: /*i18n*/ { id: 'emailLink.heading', message: 'Sign in to My Appointments' },
  newLink: /*i18n*/ { id: 'emailLink.newLink', message: 'Ask for a new sign-in link' },
} as const satisfies Record<string, Message>;

/** The manage page's choice of the language of the booking's e-mails and texts. */
export const LANGUAGE = {
  heading: /*i18n*/ { id: 'manage.language.heading', message: 'Language of your e-mails and texts' },
  hint: /*i18n*/ { id: 'manage.language.hint', message: 'We send your reminder and any changes to your booking in this language.' },
  save: /*i18n*/ { id: 'manage.language.save', message: 'Save language' },
  saving: /*i18n*/ { id: 'manage.language.saving', message: 'Saving…' },
  saved: /*i18n*/ { id: 'manage.language.saved', message: 'Saved: we will write to you in {language, select, cy {Welsh} other {English}}.' },
  failed: /*i18n*/ { id: 'manage.language.failed', message: 'We could not change the language. Please try again.' },
} as const satisfies Record<string, Message>;

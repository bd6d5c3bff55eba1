import { BOOKED_FOR_TEXTS, MANAGE_MESSAGES } from '../../booking/booking.constants.js';
import { BOOKED_FOR_TEXTS_CY, MANAGE_MESSAGES_CY } from '../../booking/booking.cy.constants.js';
import { DIRECTIONS_LABEL } from '../../practices/directions.rules.js';
import { URGENT_CARE_AFTER_CANCELLING, WORSE_BEFORE_APPOINTMENT } from '../../search/clinical-safety.constants.js';
import { URGENT_CARE_AFTER_CANCELLING_CY, WORSE_BEFORE_APPOINTMENT_CY } from '../../search/clinical-safety.cy.constants.js';
import type { Locale, WelshOf, Words } from '../../site/languages.constants.js';

/*
 * The patient's booking e-mails and their calendar file, in each language the patient may book in
 * (ADR 0049): the confirmation, the updates (moved, reminder, confirmed, cancelled) and the words of
 * the layout they share. Whole sentences only: Welsh mutates a word by what comes before it, so a
 * name, a date or a link is a placeholder inside one sentence, and the Welsh puts a practice's name
 * or a date after a colon or a verb-noun, where nothing mutates it. Words other modules own (the
 * manage messages, who the appointment is for, the clinical safety lines) come from their module and
 * its Welsh mirror; the fee and the booking's state come from their rules (booking-mail.ts).
 *
 * The practice's e-mails stay English, whatever the patient's language (PRACTICE_LANGUAGE_LINE).
 */

const EN = {
  dear: (name: string) => `Dear ${name},`,
  orOpenLink: (url: string) => `Or open this link: ${url}`,
  /** The appointment block's labels. */
  details: {
    date: 'Date',
    time: 'Time',
    practice: 'Practice',
    address: 'Address',
    practicePhone: 'Practice phone',
    reference: 'Booking reference',
  },
  manageAction: 'Change or cancel your appointment',
  /** The booking's state: "Status: Booked, waiting for the practice to confirm" (the e-mails' lines end it with a stop). */
  status: (label: string) => `Status: ${label}`,
  statusLine: (label: string) => `Status: ${label}.`,
  confirmation: {
    subject: (date: string, time: string, reference: string) => `Appointment booked: ${date} at ${time} (${reference})`,
    preview: (date: string, time: string) => `Your emergency dental appointment on ${date} at ${time}`,
    heading: 'Your appointment is booked',
    /** The reference is shown in bold where it stands in the sentence. */
    thanks: (reference: string) => `Thank you for booking with Emergency Dental. Your booking reference is ${reference}.`,
    /** "Get directions" is the link; the rest of the sentence follows it. */
    directionsLink: DIRECTIONS_LABEL,
    directionsAfter: (practice: string) => ` to ${practice} (opens your maps app).`,
    calendarAttached: 'The calendar file attached adds the appointment to your calendar.',
    yourDetails: 'Your details',
    name: 'Name',
    appointmentFor: 'Appointment for',
    phone: 'Phone',
    postcode: 'Postcode',
    issue: 'Issue',
    notGiven: 'Not given',
    /** After the fee's sentence. */
    furtherPayment: 'Further payment for your treatment is made directly to the practice at your appointment.',
    appointmentId: (id: string) => `Appointment ID: ${id}`,
  },
  cancellation: {
    subject: 'Appointment cancelled',
    preview: 'Your emergency dental appointment is cancelled',
    heading: 'Your appointment is cancelled',
    cancelled: MANAGE_MESSAGES.cancelled,
    cancelledByPractice: MANAGE_MESSAGES.cancelledByPractice,
    bookAgain: MANAGE_MESSAGES.bookAgain,
    /** The manage link of a cancelled booking: it shows the booking and its money, without change or cancel. */
    manageLabel: 'See your cancelled booking and its booking fee',
  },
  reschedule: {
    subject: (date: string, time: string) => `Appointment moved to ${date} at ${time}`,
    preview: 'Your emergency dental appointment has moved',
    heading: 'Your appointment has moved',
    moved: MANAGE_MESSAGES.rescheduled,
    feeCarriesOver: 'Your booking fee carries over: there is nothing more to pay now.',
  },
  reminder: {
    subject: (time: string) => `Reminder: your appointment today at ${time}`,
    preview: 'Your emergency dental appointment is soon',
    heading: 'Your appointment is soon',
    line: 'This is a reminder of your emergency dental appointment. Please arrive a few minutes early and bring a list of any medicines you take.',
  },
  confirmed: {
    subject: 'Your appointment is confirmed',
    preview: 'The practice has confirmed your emergency dental appointment',
    heading: 'Your appointment is confirmed',
    /** After the state's sentence. */
    arrive: 'Please arrive a few minutes early and bring a list of any medicines you take.',
    /** After the fee's sentence. */
    furtherPayment: 'Further payment for your treatment is made directly to the practice.',
  },
  bookedFor: {
    appointmentFor: BOOKED_FOR_TEXTS.appointmentFor,
    guardianReminder: BOOKED_FOR_TEXTS.guardianReminder,
    patient: BOOKED_FOR_TEXTS.patient,
  },
  /** The clinical safety lines (clinical-safety.constants.ts): never reworded here. */
  urgentCare: {
    worseHeading: WORSE_BEFORE_APPOINTMENT.heading,
    worseEmergency: WORSE_BEFORE_APPOINTMENT.emergency,
    worseAdvice: WORSE_BEFORE_APPOINTMENT.advice,
    afterCancelling: URGENT_CARE_AFTER_CANCELLING.advice,
  },
  /** The calendar file's event. */
  calendar: {
    title: (practice: string) => `Emergency dental appointment at ${practice}`,
    reference: (reference: string) => `Booking reference ${reference}.`,
    status: (label: string) => `Status: ${label}.`,
    practicePhone: (phone: string) => `Practice phone ${phone}.`,
    details: (url: string) => `Details: ${url}`,
    change: (url: string) => `Change or cancel: ${url}`,
  },
} as const;

/**
 * The Welsh. A draft in the terms GIG Cymru and GOV.UK Wales use (apwyntiad, practis, ffi archebu,
 * cadarnhau, canslo, cyfeirnod), awaiting a Welsh translator's review like the mirrors it reads.
 */
const CY = {
  dear: (name: string) => `Annwyl ${name},`,
  orOpenLink: (url: string) => `Neu agorwch y ddolen hon: ${url}`,
  details: {
    date: 'Dyddiad',
    time: 'Amser',
    practice: 'Practis',
    address: 'Cyfeiriad',
    practicePhone: 'Ffôn y practis',
    reference: 'Cyfeirnod archebu',
  },
  manageAction: 'Newid neu ganslo eich apwyntiad',
  status: (label: string) => `Statws: ${label}`,
  statusLine: (label: string) => `Statws: ${label}.`,
  confirmation: {
    // The date after a colon: "ar" before it would mutate "Dydd" ("ar ddydd Llun").
    subject: (date: string, time: string, reference: string) => `Apwyntiad wedi'i archebu: ${date} am ${time} (${reference})`,
    preview: (date: string, time: string) => `Eich apwyntiad deintyddol brys: ${date} am ${time}`,
    heading: "Mae eich apwyntiad wedi'i archebu",
    thanks: (reference: string) => `Diolch am archebu gydag Emergency Dental. Cyfeirnod eich archeb yw ${reference}.`,
    directionsLink: 'Cael cyfarwyddiadau',
    // The object of "cyrraedd" (a verb-noun) does not mutate, so the practice's name stays as it is.
    directionsAfter: (practice: string) => ` i gyrraedd ${practice} (mae'n agor eich ap mapiau).`,
    calendarAttached: "Mae'r ffeil galendr sydd ynghlwm yn ychwanegu'r apwyntiad at eich calendr.",
    yourDetails: 'Eich manylion',
    name: 'Enw',
    appointmentFor: 'Apwyntiad ar gyfer',
    phone: 'Ffôn',
    postcode: 'Cod post',
    issue: 'Y broblem',
    notGiven: 'Heb ei nodi',
    furtherPayment: "Byddwch yn talu'r practis yn uniongyrchol am unrhyw driniaeth yn eich apwyntiad.",
    appointmentId: (id: string) => `Rhif adnabod yr apwyntiad: ${id}`,
  },
  cancellation: {
    subject: "Apwyntiad wedi'i ganslo",
    preview: "Mae eich apwyntiad deintyddol brys wedi'i ganslo",
    heading: "Mae eich apwyntiad wedi'i ganslo",
    cancelled: MANAGE_MESSAGES_CY.cancelled,
    cancelledByPractice: MANAGE_MESSAGES_CY.cancelledByPractice,
    bookAgain: MANAGE_MESSAGES_CY.bookAgain,
    manageLabel: "Gweld eich archeb a ganslwyd a'i ffi archebu",
  },
  reschedule: {
    subject: (date: string, time: string) => `Apwyntiad wedi symud: ${date} am ${time}`,
    preview: 'Mae eich apwyntiad deintyddol brys wedi symud',
    heading: 'Mae eich apwyntiad wedi symud',
    moved: MANAGE_MESSAGES_CY.rescheduled,
    feeCarriesOver: "Mae eich ffi archebu yn symud gyda'r apwyntiad: nid oes dim mwy i'w dalu nawr.",
  },
  reminder: {
    subject: (time: string) => `Nodyn atgoffa: eich apwyntiad heddiw am ${time}`,
    preview: 'Mae eich apwyntiad deintyddol brys yn fuan',
    heading: 'Mae eich apwyntiad yn fuan',
    line: "Dyma nodyn i'ch atgoffa am eich apwyntiad deintyddol brys. Dewch ychydig funudau'n gynnar, a dewch â rhestr o unrhyw feddyginiaethau rydych yn eu cymryd.",
  },
  confirmed: {
    subject: "Mae eich apwyntiad wedi'i gadarnhau",
    preview: "Mae'r practis wedi cadarnhau eich apwyntiad deintyddol brys",
    heading: "Mae eich apwyntiad wedi'i gadarnhau",
    arrive: "Dewch ychydig funudau'n gynnar, a dewch â rhestr o unrhyw feddyginiaethau rydych yn eu cymryd.",
    furtherPayment: "Byddwch yn talu'r practis yn uniongyrchol am unrhyw driniaeth.",
  },
  bookedFor: {
    appointmentFor: BOOKED_FOR_TEXTS_CY.appointmentFor,
    guardianReminder: BOOKED_FOR_TEXTS_CY.guardianReminder,
    patient: BOOKED_FOR_TEXTS_CY.patient,
  },
  urgentCare: {
    worseHeading: WORSE_BEFORE_APPOINTMENT_CY.heading,
    worseEmergency: WORSE_BEFORE_APPOINTMENT_CY.emergency,
    worseAdvice: WORSE_BEFORE_APPOINTMENT_CY.advice,
    afterCancelling: URGENT_CARE_AFTER_CANCELLING_CY.advice,
  },
  calendar: {
    // After a colon, the practice's name is not mutated ("yn" or "at" before it would).
    title: (practice: string) => `Apwyntiad deintyddol brys: ${practice}`,
    reference: (reference: string) => `Cyfeirnod archebu ${reference}.`,
    status: (label: string) => `Statws: ${label}.`,
    practicePhone: (phone: string) => `Ffôn y practis ${phone}.`,
    details: (url: string) => `Manylion: ${url}`,
    change: (url: string) => `Newid neu ganslo: ${url}`,
  },
} as const satisfies WelshOf<typeof EN>;

export type BookingMailWords = (typeof EN) | WelshOf<typeof EN>;

/** The booking e-mails' words by the appointment's language. */
export const BOOKING_MAIL_WORDS: Words<typeof EN> = { 'en-GB': EN, cy: CY };

export const bookingMailWords = (locale: Locale | null | undefined): BookingMailWords => BOOKING_MAIL_WORDS[locale ?? 'en-GB'];

/**
 * The practice's e-mails are English whatever the patient's language; when the patient booked in
 * Welsh they say so, so the practice can answer in Welsh if it can.
 */
export const PRACTICE_LANGUAGE_LINE: Readonly<Record<Locale, string | null>> = {
  'en-GB': null,
  cy: "Patient's language: Welsh (Cymraeg). Please reply in Welsh if you can.",
};

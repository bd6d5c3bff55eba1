import { addCatalogs } from '../../shared/i18n/app-i18n';
import type { Message } from '../../shared/i18n/i18n';
import { messages as cy } from './locales/booking-terms/cy.po';
import { messages as enGB } from './locales/booking-terms/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of the Booking Terms, with their chunk.
 * A sentence with a link or other element inside is a `<Trans>` in its page, with its id here prefixed alike.
 */

/** The Booking Terms, paragraph by paragraph (a legal text: its Welsh awaits a Welsh legal translator's review). */
export const TERMS = {
  title: /*i18n*/ { id: 'terms.title', message: 'Booking Terms' },
  version: /*i18n*/ { id: 'terms.version', message: 'Version {version}, in force from {date}.' },
  lead: /*i18n*/ {
    id: 'terms.lead',
    message:
      'These terms apply when you book an emergency dental appointment through {site}. Please read them before you pay. When you book, you tick a box to confirm that you have read and accept them (“{acceptLabel}”), and we record this version of the terms and the time with your booking.',
  },

  definitionsTitle: /*i18n*/ { id: 'terms.definitions.title', message: 'Definitions' },
  ourRoleTitle: /*i18n*/ { id: 'terms.ourRole.title', message: 'Our role' },
  bookingAndPaymentTitle: /*i18n*/ { id: 'terms.bookingAndPayment.title', message: 'Booking and payment' },
  cancellationTitle: /*i18n*/ { id: 'terms.cancellation.title', message: 'Cancellation and refunds' },
  appointmentTimesTitle: /*i18n*/ { id: 'terms.appointmentTimes.title', message: 'Appointment times' },
  consentsTitle: /*i18n*/ { id: 'terms.consents.title', message: 'Your consents' },
  indemnityTitle: /*i18n*/ { id: 'terms.indemnity.title', message: 'Indemnity and liability' },
  complaintsTitle: /*i18n*/ { id: 'terms.complaints.title', message: 'Complaints' },
  dataProtectionTitle: /*i18n*/ { id: 'terms.dataProtection.title', message: 'Data protection' },
  callRecordingTitle: /*i18n*/ { id: 'terms.callRecording.title', message: 'Call recording' },
  officeHoursTitle: /*i18n*/ { id: 'terms.officeHours.title', message: 'Our office hours' },
  governingLawTitle: /*i18n*/ { id: 'terms.governingLaw.title', message: 'Governing law' },

  weTerm: /*i18n*/ { id: 'terms.definitions.we.term', message: '“We”, “us”, “our”' },
  weMeaning: /*i18n*/ { id: 'terms.definitions.we.meaning', message: '{site}, the introduction service that runs this website.' },
  youTerm: /*i18n*/ { id: 'terms.definitions.you.term', message: '“You”, “the patient”' },
  youMeaning: /*i18n*/ {
    id: 'terms.definitions.you.meaning',
    message: 'The person who books an appointment, and the person who will attend it if they are not the same.',
  },
  practiceTerm: /*i18n*/ { id: 'terms.definitions.practice.term', message: '“Practice”' },
  practiceMeaning: /*i18n*/ {
    id: 'terms.definitions.practice.meaning',
    message: 'The independent dental practice that provides your appointment.',
  },
  dentistTerm: /*i18n*/ { id: 'terms.definitions.dentist.term', message: '“Dentist”' },
  dentistMeaning: /*i18n*/ {
    id: 'terms.definitions.dentist.meaning',
    message: 'The self-employed, GDC-registered dental professional who sees and treats you at the practice.',
  },
  bookingFeeTerm: /*i18n*/ { id: 'terms.definitions.bookingFee.term', message: '“Booking fee”' },
  bookingFeeMeaning: /*i18n*/ {
    id: 'terms.definitions.bookingFee.meaning',
    message: 'The {fee} fee you pay us online to arrange your appointment.',
  },
  treatmentFeeTerm: /*i18n*/ { id: 'terms.definitions.treatmentFee.term', message: '“Treatment fee”' },
  treatmentFeeMeaning: /*i18n*/ {
    id: 'terms.definitions.treatmentFee.meaning',
    message: 'The fixed fee for any treatment you receive, paid to the practice, not to us.',
  },
  instructedTerm: /*i18n*/ { id: 'terms.definitions.instructed.term', message: '“Instructed”' },
  instructedMeaning: /*i18n*/ {
    id: 'terms.definitions.instructed.meaning',
    message: 'The moment we pass your booking to the practice and it accepts the appointment.',
  },

  ourRole: /*i18n*/ {
    id: 'terms.ourRole.text',
    message:
      'We are an introducer. We find a partner practice with a free emergency appointment near you and book it on your behalf. We do not provide dental care. Your clinical care, including diagnosis, advice and treatment, is the responsibility of the dentist and the practice that treats you.',
  },

  paymentFee: /*i18n*/ {
    id: 'terms.bookingAndPayment.fee',
    message:
      'The booking fee is {fee} and covers arranging your appointment. You pay it by card when you book: the card is either charged at once, or the amount is held on your card and taken when we instruct the practice.',
  },
  paymentTreatment: /*i18n*/ {
    id: 'terms.bookingAndPayment.treatment',
    message:
      "Any treatment is charged separately at the practice's fixed fees, shown on our website before you book, and is paid directly to the practice. Further payment for treatment is made to the practice.",
  },
  paymentConfirmed: /*i18n*/ {
    id: 'terms.bookingAndPayment.confirmed',
    message: 'Your booking is confirmed once your payment has been accepted and you have received our confirmation.',
  },
  paymentDetails: /*i18n*/ {
    id: 'terms.bookingAndPayment.details',
    message: 'Please give accurate details. We cannot be responsible for a missed appointment caused by wrong details.',
  },

  cancelBeforeInstruction: /*i18n*/ {
    id: 'terms.cancellation.beforeInstruction',
    message:
      'If you cancel before we have instructed a practice, you get {percent}% of the booking fee back ({refund}). We keep the rest ({kept}), which covers the cost of arranging your booking. How it comes back depends on whether the fee was taken yet:',
  },
  cancelHeld: /*i18n*/ {
    id: 'terms.cancellation.held',
    message:
      'If the fee is still only held on your card, we take {kept} of the {fee} held and release the rest. The {refund} is never taken from your account; your bank may take a few days to show it as available again.',
  },
  cancelTaken: /*i18n*/ {
    id: 'terms.cancellation.taken',
    message: 'If the fee was already taken, we refund {refund} to the card you paid with.',
  },
  cancelAfterInstruction: /*i18n*/ {
    id: 'terms.cancellation.afterInstruction',
    message: 'Once a practice has been instructed, the booking fee is non-refundable: a fee still held is then taken in full.',
  },
  cancelByPractice: /*i18n*/ {
    id: 'terms.cancellation.byPractice',
    message:
      'If the practice cancels your appointment, you get the whole booking fee back: a fee still held is released in full and nothing is taken, a fee already taken is refunded in full.',
  },
  cancelHoldLapses: /*i18n*/ {
    id: 'terms.cancellation.holdLapses',
    message: "A hold on a card lasts about 7 days. If it lapses before the fee is taken, nothing is taken, and your booking's page says so.",
  },
  cancelOnline: /*i18n*/ {
    id: 'terms.cancellation.online',
    message:
      'You can cancel online: open the “{manageLink}” link in your confirmation e-mail. The page shows what happens to your booking fee under this rule before you confirm, and still shows your booking and its fee after you cancel.',
  },
  cancelMove: /*i18n*/ {
    id: 'terms.cancellation.move',
    message:
      'You can move your appointment online on the same page, to another free time at the same practice within the next 14 days. Moving is free: it is not a cancellation, and the booking fee you paid stays with the new time, under the same refund rule. An appointment that has already started cannot be changed online.',
  },

  appointmentTimes: /*i18n*/ {
    id: 'terms.appointmentTimes.text',
    message:
      'Emergency dentistry is unpredictable: a dentist may need to see a patient in more urgent need first. Your appointment time may therefore move by up to {hours, plural, one {# hour} other {# hours}} either side of the time you booked. The practice or we will tell you as soon as possible if your time changes. A change within this window is not a cancellation and does not give a right to a refund.',
  },

  consentsIntro: /*i18n*/ {
    id: 'terms.consents.intro',
    message: 'When you book, you confirm and agree that (the booking form asks you to tick “{acceptLabel}” and “{over16Label}”):',
  },
  consentAge: /*i18n*/ {
    id: 'terms.consents.age',
    message:
      'you are at least {age, plural, one {# year old} other {# years old}} (a patient under {age} must be booked by a parent or guardian, who confirms that they are {age} or over and attends with them);',
  },
  consentShare: /*i18n*/ {
    id: 'terms.consents.share',
    message:
      'we may share your name, phone number, postcode, e-mail address and description of your problem with the practice so that it can prepare for and provide your appointment;',
  },
  consentContact: /*i18n*/ {
    id: 'terms.consents.contact',
    message: 'we and the practice may contact you by phone, text message or e-mail about your appointment;',
  },
  consentTreatment: /*i18n*/ {
    id: 'terms.consents.treatment',
    message:
      'treatment is a matter between you and the dentist, who will explain your options and ask for your consent before treating you.',
  },

  indemnity: /*i18n*/ {
    id: 'terms.indemnity.text',
    message:
      'Every partner practice must hold professional indemnity insurance that covers the care it provides. Any claim about your clinical care should be made to the practice and the dentist who treated you. We are responsible for arranging your booking with reasonable care and skill. Our liability to you for the booking service is limited to the booking fee you paid. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law, and these terms do not affect your statutory rights as a consumer.',
  },
  callRecording: /*i18n*/ {
    id: 'terms.callRecording.text',
    message:
      'Calls to and from our team may be recorded for training, quality and to keep an accurate record of what was agreed. Recordings are stored securely and kept only as long as necessary.',
  },
  officeHours: /*i18n*/ {
    id: 'terms.officeHours.text',
    message:
      'Online booking and the emergency service run {serviceHours}. Our office handles cancellations, refunds and complaints {officeHours}, excluding bank holidays. Requests received outside these hours are dealt with on the next working day.',
  },
  governingLaw: /*i18n*/ {
    id: 'terms.governingLaw.text',
    message:
      'These terms are governed by the law of England and Wales, and disputes about them are subject to the jurisdiction of the courts of England and Wales.',
  },
} as const satisfies Record<string, Message>;

import type { WelshOf } from '../site/languages.constants.js';
import {
  BOOKED_FOR_NAME_MAX,
  BOOKING_TERMS_VERSION,
  MINIMUM_BOOKING_AGE,
  type BOOKED_FOR_MESSAGES,
  type BOOKED_FOR_TEXTS,
  type BOOKING_MESSAGES,
  type CHECKOUT_CONSENT_MESSAGES,
  type CHECKOUT_CONSENT_TEXTS,
  type EMAIL_CHANGE_MESSAGES,
  type MANAGE_MESSAGES,
} from './booking.constants.js';

/**
 * The Welsh (`cy`) counterpart of every patient-facing text in booking.constants.ts, kept beside it so
 * a reader can pick either by locale (`BOOKING_CY` has the English module's export names). No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh translator has reviewed
 * them (`BOOKING_WELSH_REVIEW`) none may reach a patient.
 *
 * Not here: what admins and practice staff read (the Appointments tab, the admin's cancelling, the
 * payment badges, the outcomes, the admin search, the consent as the admin's record shows it, the
 * practice's e-mail lines, the staff's "confirmed"), the api's shape errors for a client's developer,
 * and the numbers and codes. The treatment fees are re-exported by the English module; their Welsh is
 * beside booking-fees.constants.ts.
 *
 * Money words are the payment wording's (payment-wording.cy.rules.ts): a fee held on the card is
 * "wedi'i dal", let go is "rhyddhau" (never "ad-dalu", which is only for money taken and given back),
 * taken is "cymryd", paid is "talu". A slot kept for the patient while they pay is "neilltuo", so it
 * is never confused with money held. Amounts and e-mail addresses are put into sentences only where no
 * word before them mutates ("o'r £39", "i sam@example.com"); names only after "ar gyfer" or a bracket.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const BOOKING_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

const AGE = MINIMUM_BOOKING_AGE;

/** The checkout's and the booking's own messages. Not here: the staff's confirm messages (`NOT_TRANSLATED`). */
export const BOOKING_MESSAGES_CY = {
  emailRequired: 'Mae angen cyfeiriad e-bost i gadarnhau eich apwyntiad',
  emailInvalid: 'Rhowch gyfeiriad e-bost dilys',
  slotTaken:
    "Mae'n ddrwg gennym, mae rhywun arall newydd archebu'r amser apwyntiad hwn. Dewiswch amser arall.",
  slotNoLongerAvailable: "Nid yw'r amser hwn ar gael mwyach",
  paymentFailed: 'Roedd gwall wrth brosesu eich taliad. Rhowch gynnig arall arni.',
  emailSendFailed: 'Nid oedd modd anfon yr e-bost cadarnhau. Gwiriwch eich cyfeiriad e-bost.',
  emailSendFailedDetail: 'Gallwch weld manylion eich apwyntiad isod o hyd.',
  loadFailed: "Nid oedd modd llwytho'r apwyntiadau. Rhowch gynnig arall arni.",
  tooManyHolds:
    "Mae gormod o apwyntiadau wedi'u neilltuo o'r cysylltiad hwn neu ar gyfer y rhif ffôn hwn ar hyn o bryd. Os gwnaethoch ddechrau archebu, gorffennwch eich archeb; fel arall, rhowch gynnig arall arni ymhen ychydig funudau.",
  holdFailed: "Nid oedd modd i ni neilltuo'r amser hwn i chi. Rhowch gynnig arall arni.",
  holdPaid:
    "Rydych eisoes wedi talu am yr apwyntiad hwn, felly nid oes modd ei ryddhau. Gwiriwch eich e-bost cadarnhau, neu ffoniwch ni i'w newid.",
  holdNotFound: "Nid oedd modd dod o hyd i'r amser a neilltuwyd.",
  holdRanOut:
    "Nid yw'r amser wedi'i neilltuo i chi mwyach, felly nid oes dim wedi'i gymryd. Ewch yn ôl a dewiswch amser eto.",
  authenticationAbandoned:
    "Ni wnaethoch orffen y gwiriad gyda'ch banc, felly nid oes dim wedi'i gymryd. Gallwch roi cynnig arall arni, neu ddefnyddio cerdyn arall, tra bo'ch apwyntiad wedi'i neilltuo i chi.",
} as const satisfies WelshOf<Omit<typeof BOOKING_MESSAGES, 'confirmSuccess' | 'confirmFailed'>>;

/**
 * The manage page and the booking e-mails. "Instructed" is "wedi cael ei gyfarwyddo" (the practice,
 * masculine). Held money is "a ddaliwyd" (which was held) and paid money "a daloch" (which you paid):
 * neither needs the amount's gender.
 */
export const MANAGE_MESSAGES_CY = {
  linkInvalid:
    "Nid yw'r ddolen hon yn ddilys. Defnyddiwch y ddolen yn eich e-bost diweddaraf, neu ffoniwch ni.",
  linkExpired: "Mae'r ddolen hon wedi dod i ben. Ffoniwch ni a byddwn yn eich helpu gyda'ch archeb.",
  notChangeable: 'Nid oes modd newid yr apwyntiad hwn ar-lein mwyach. Ffoniwch ni.',
  alreadyCancelled: "Mae'r apwyntiad hwn eisoes wedi'i ganslo.",
  notPaid: "Ni chafodd yr archeb hon ei chwblhau, felly nid oes dim i'w newid.",
  sameSlot: 'Mae eich apwyntiad eisoes ar yr amser hwn. Dewiswch amser gwahanol.',
  otherPractice: 'Dim ond i amser arall yn yr un practis y gallwch symud eich apwyntiad.',
  outsideHorizon: 'Dewiswch amser o fewn y 14 diwrnod nesaf.',
  cancelled: "Mae eich apwyntiad wedi'i ganslo.",
  rescheduled: "Mae eich apwyntiad wedi'i symud.",
  keepPartOfHeld: (kept: string, fee: string) =>
    `Nid yw'r practis wedi cael ei gyfarwyddo eto, felly byddwn yn cymryd ${kept} o'r ${fee} a ddaliwyd ac yn rhyddhau'r gweddill.`,
  refundPartOfPaid: (amount: string, fee: string) =>
    `Nid yw'r practis wedi cael ei gyfarwyddo eto, felly byddwn yn ad-dalu ${amount} o'r ${fee} a daloch.`,
  noRefundAfterInstruction:
    "Mae'r practis eisoes wedi cael ei gyfarwyddo, felly nid oes modd ad-dalu'r ffi archebu.",
  noPayment: "Ni chymerwyd unrhyw daliad ar gyfer yr archeb hon, felly nid oes dim i'w ad-dalu.",
  lapsed: "Daeth y cyfnod dal ar eich cerdyn i ben, felly ni chymerwyd dim ac nid oes dim i'w ad-dalu.",
  cancelledByPractice: "Mae'n ddrwg gennym: bu'n rhaid i'r practis ganslo eich apwyntiad.",
  releaseAllHeld: (fee: string) =>
    `Byddwn yn rhyddhau'r ${fee} a ddaliwyd ar eich cerdyn: ni fydd dim yn cael ei gymryd.`,
  refundAllPaid: (fee: string) => `Byddwn yn ad-dalu'r ${fee} a daloch, yn llawn.`,
  bookAgain: 'Os oes angen help arnoch o hyd, gallwch archebu eto unrhyw bryd.',
} as const satisfies WelshOf<typeof MANAGE_MESSAGES>;

/** Correcting the confirmation's address: the address goes in as it is, after "i", which mutates no address. */
export const EMAIL_CHANGE_MESSAGES_CY = {
  sending: (email: string) => `Rydym yn anfon eich cadarnhad i ${email}.`,
  afterPayment: (email: string) =>
    `Bydd eich cadarnhad yn cael ei anfon i ${email} pan fydd eich taliad wedi'i gwblhau.`,
  notLive: "Nid yw'r archeb hon yn weithredol mwyach, felly nid oes cadarnhad i'w anfon.",
  tooMany: "Mae'r cyfeiriad wedi'i newid gormod o weithiau. Ffoniwch ni a byddwn yn anfon eich cadarnhad.",
  closed:
    "Mae eich cadarnhad wedi'i ddosbarthu, felly nid oes modd newid ei gyfeiriad yma mwyach. Ffoniwch ni os aeth i'r lle anghywir.",
} as const satisfies WelshOf<typeof EMAIL_CHANGE_MESSAGES>;

/** The Welsh months, January first, for the date the Booking Terms took effect. */
const WELSH_MONTHS = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
] as const;
/** "2026-11-29" as the terms page says it in Welsh: "29 Tachwedd 2026" (the day without a leading zero). */
function welshDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${WELSH_MONTHS[month - 1]} ${year}`;
}
/** The date the Booking Terms took effect, from the same version as the English date. */
export const BOOKING_TERMS_DATE_CY = welshDate(BOOKING_TERMS_VERSION);

/** Consent and age at checkout. Not here: the admin's record of it (`recorded`, `notAsked`). */
export const CHECKOUT_CONSENT_TEXTS_CY = {
  summaryTitle: 'Cyn i chi dalu',
  termsLink: 'Darllenwch y Telerau Archebu (yn agor mewn tab newydd)',
  legend: 'Eich cytundeb',
  acceptTermsLabel: "Rwyf wedi darllen y Telerau Archebu ac rwy'n eu derbyn",
  over16Label: `Rwy'n ${AGE} oed neu'n hŷn`,
  // "rhiant neu warcheidwad y plentyn": the child's, without "ei" (his or her), which would give the child a sex.
  over16Hint: `Archebu ar gyfer plentyn dan ${AGE} oed? Dim ond rhiant neu warcheidwad y plentyn sy'n cael archebu, a rhaid iddynt ddod i'r apwyntiad gyda'r plentyn. Ticiwch y blwch hwn i gadarnhau eich bod chi, y person sy'n archebu, yn ${AGE} oed neu'n hŷn.`,
} as const satisfies WelshOf<Omit<typeof CHECKOUT_CONSENT_TEXTS, 'recorded' | 'notAsked'>>;

export const CHECKOUT_CONSENT_MESSAGES_CY = {
  acceptTermsRequired: 'Derbyniwch y Telerau Archebu i archebu eich apwyntiad',
  over16Required: `Cadarnhewch eich bod yn ${AGE} oed neu'n hŷn i archebu. Rhaid i riant neu warcheidwad archebu ar gyfer claf dan ${AGE} oed`,
} as const satisfies WelshOf<typeof CHECKOUT_CONSENT_MESSAGES>;

/** "Sam Jones (dan 16 oed)": the name as it is, in brackets' company, so nothing mutates it. */
const patientWordsCy = (name: string, under16: boolean) => (under16 ? `${name} (dan ${AGE} oed)` : name);

/**
 * Who the appointment is for. The English "they" of the person booked for is "y claf" (the patient)
 * or "y plentyn" (the child) in Welsh: a Welsh pronoun would give them a sex or make them plural. The
 * under-16 question is "Ydy'r claf…?", so its answers are "Ydy" and "Nac ydy", as Welsh answers a
 * question. Not here: the staff's and the practice's lines (`bookedBy`, `patientLine`, `bookerPhoneLabel`).
 */
export const BOOKED_FOR_TEXTS_CY = {
  legend: "Ar gyfer pwy mae'r apwyntiad?",
  me: 'Fi',
  someoneElse: 'Rhywun arall',
  someoneElseHint:
    'Er enghraifft eich plentyn, neu rywun rydych yn gofalu amdano. Byddwn yn cysylltu â chi am yr archeb.',
  nameLabel: 'Enw llawn y claf',
  under16Legend: `Ydy'r claf dan ${AGE} oed?`,
  yes: 'Ydy',
  no: 'Nac ydy',
  under16Note: `Dim ond rhiant neu warcheidwad sy'n cael archebu ar gyfer plentyn dan ${AGE} oed, a rhaid iddynt ddod i'r apwyntiad gyda'r plentyn.`,
  guardianLabel: `Rwy'n ${AGE} oed neu'n hŷn ac rwy'n rhiant neu'n warcheidwad i'r plentyn`,
  guardianHint: `Ticiwch y blwch hwn i gadarnhau eich bod chi, y person sy'n archebu, yn ${AGE} oed neu'n hŷn a'ch bod yn rhiant neu'n warcheidwad i'r plentyn.`,
  bookerOver16Hint: `Ticiwch y blwch hwn i gadarnhau eich bod chi, y person sy'n archebu, yn ${AGE} oed neu'n hŷn.`,
  patient: patientWordsCy,
  appointmentFor: (name: string, under16: boolean) =>
    `Mae'r apwyntiad hwn ar gyfer ${patientWordsCy(name, under16)}.`,
  guardianReminder: "Fel rhiant neu warcheidwad, dewch i'r apwyntiad gyda'r plentyn.",
} as const satisfies WelshOf<Omit<typeof BOOKED_FOR_TEXTS, 'bookedBy' | 'patientLine' | 'bookerPhoneLabel'>>;

/** The details step's checks. Not here: `patientInvalid`, the api's answer to a malformed request. */
export const BOOKED_FOR_MESSAGES_CY = {
  chooseWho: "Dewiswch ar gyfer pwy mae'r apwyntiad",
  nameRequired: "Rhowch enw llawn y person y mae'r apwyntiad ar ei gyfer",
  nameTooLong: `Rhaid i enw llawn y claf fod yn ${BOOKED_FOR_NAME_MAX} nod neu lai`,
  under16Required: `Dewiswch a yw'r claf dan ${AGE} oed`,
  guardianRequired: `Cadarnhewch eich bod yn ${AGE} oed neu'n hŷn a'ch bod yn rhiant neu'n warcheidwad i'r plentyn. Dim ond rhiant neu warcheidwad sy'n cael archebu ar gyfer plentyn dan ${AGE} oed`,
} as const satisfies WelshOf<Omit<typeof BOOKED_FOR_MESSAGES, 'patientInvalid'>>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const BOOKING_CY = {
  BOOKING_MESSAGES: BOOKING_MESSAGES_CY,
  MANAGE_MESSAGES: MANAGE_MESSAGES_CY,
  EMAIL_CHANGE_MESSAGES: EMAIL_CHANGE_MESSAGES_CY,
  BOOKING_TERMS_DATE: BOOKING_TERMS_DATE_CY,
  CHECKOUT_CONSENT_TEXTS: CHECKOUT_CONSENT_TEXTS_CY,
  CHECKOUT_CONSENT_MESSAGES: CHECKOUT_CONSENT_MESSAGES_CY,
  BOOKED_FOR_TEXTS: BOOKED_FOR_TEXTS_CY,
  BOOKED_FOR_MESSAGES: BOOKED_FOR_MESSAGES_CY,
} as const;

/** English keys with no Welsh on purpose: staff, admins, practices or a client's developer read them. */
export const NOT_TRANSLATED = [
  'BOOKING_MESSAGES.confirmSuccess',
  'BOOKING_MESSAGES.confirmFailed',
  'CHECKOUT_CONSENT_TEXTS.recorded',
  'CHECKOUT_CONSENT_TEXTS.notAsked',
  'BOOKED_FOR_TEXTS.bookedBy',
  'BOOKED_FOR_TEXTS.patientLine',
  'BOOKED_FOR_TEXTS.bookerPhoneLabel',
  'BOOKED_FOR_MESSAGES.patientInvalid',
] as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  '735b82b0ab538c3ea08a46e6ca15be56c8347f334e55c67df37ae4cfbff46675';

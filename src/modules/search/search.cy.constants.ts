import type { WelshOf } from '../site/languages.constants.js';
import { MAX_RADIUS_KM, type SEARCH_MESSAGES } from './search.constants.js';

/**
 * The Welsh (`cy`) counterpart of every patient-facing text in search.constants.ts, kept beside it so
 * a reader can pick either by locale (`SEARCH_CY` has the English module's export names). No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh translator has reviewed
 * them (`SEARCH_WELSH_REVIEW`) none may reach a patient.
 *
 * Not here: `LOCATION_INVALID_MESSAGE` (the api's answer to a malformed point, which the portal never
 * sends or shows), and the numbers and settings. A practice's name goes in after "ar gyfer", which
 * mutates nothing; distances are digits ("20km"), which no word before them mutates.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const SEARCH_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** The search's messages. The nations are named as the English names them, in its order. */
export const SEARCH_MESSAGES_CY = {
  studioInvalid: "Nid yw'r ddolen archebu hon yn ddilys. Chwiliwch yn ôl cod post yn lle hynny.",
  postcodeRequired: "Rhowch eich cod post i ddod o hyd i'r practis agosaf.",
  robotMissing: 'Cadarnhewch nad robot ydych chi.',
  robotFailed: 'Nid oedd modd cadarnhau nad robot ydych chi. Rhowch gynnig arall arni.',
  noPractices: 'Ni ddaethpwyd o hyd i unrhyw bractis. Rhowch gynnig ar god post gwahanol.',
  failed: "Nid oedd modd dod o hyd i'r practis agosaf. Rhowch gynnig arall arni.",
  noPracticesWithin: (km: number) => `Ni ddaethpwyd o hyd i unrhyw bractis o fewn ${km}km i'ch lleoliad.`,
  noAppointmentsWithin: (km: number) =>
    `Ni ddaethpwyd o hyd i unrhyw apwyntiadau ar gael o fewn ${km}km. Rhowch gynnig ar gynyddu'r pellter chwilio.`,
  failedAvailable: 'Nid oedd modd dod o hyd i apwyntiadau sydd ar gael. Rhowch gynnig arall arni.',
  noneForPractice: (practice: string) =>
    `Ni ddaethpwyd o hyd i apwyntiadau ar gael ar gyfer ${practice} yn ystod y 7 diwrnod nesaf.`,
  northernIreland:
    "Mae'n ddrwg gennym, ni allwn archebu apwyntiadau yng Ngogledd Iwerddon eto. Rydym yn gwasanaethu Lloegr, yr Alban a Chymru.",
  postcodeInvalid: 'Rhowch god post dilys yn y DU.',
  outsideGb:
    "Mae'n ddrwg gennym, dim ond yn Lloegr, yn yr Alban ac yng Nghymru y gallwn archebu apwyntiadau.",
  nameRequired: 'Rhowch eich enw',
  phoneRequired: 'Rhowch eich rhif ffôn',
  phoneInvalid: 'Rhowch rif ffôn dilys yn y DU, fel 07700 900 982.',
  radiusInvalid: `Rhaid i'r pellter chwilio fod rhwng 1 a ${MAX_RADIUS_KM}km.`,
  tooMany: 'Gormod o chwiliadau. Arhoswch funud a rhowch gynnig arall arni.',
} as const satisfies WelshOf<typeof SEARCH_MESSAGES>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const SEARCH_CY = {
  SEARCH_MESSAGES: SEARCH_MESSAGES_CY,
} as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  '0280e892a54f2c4f952e1d3dd450c061bf453ee9666051be3961d2e4a2b4c474';

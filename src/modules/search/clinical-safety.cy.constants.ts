import type { Nation } from '../postcodes/postcodes.constants.js';
import type { WelshOf } from '../site/languages.constants.js';
import {
  NHS_111_BY_NATION,
  SCREENING_REQUIRED,
  SERVICE_HOURS,
  type EMERGENCY_CARE,
  type EMERGENCY_CARE_CONFIRM,
  type KNOCKED_OUT_TOOTH,
  type KNOCKED_OUT_TOOTH_NOW,
  type Nhs111Service,
  type RedFlagCode,
  type SAFETY_QUESTION,
  type URGENT_CARE_AFTER_CANCELLING,
  type URGENT_HELP,
  type WORSE_BEFORE_APPOINTMENT,
} from './clinical-safety.constants.js';

/**
 * The Welsh (`cy`) counterpart of every patient-facing text in clinical-safety.constants.ts, kept
 * beside it so a translation layer can pick either by locale (`CLINICAL_SAFETY_CY` has the English
 * module's export names). The Welsh pages, e-mails and texts read them, but production offers none
 * of those until WELSH_PAGES is on (off by default there), and it may not be turned on before a
 * Welsh-speaking clinician has reviewed them (`CLINICAL_WELSH_REVIEW`).
 *
 * Where NHS Wales says a thing in its own Welsh the text is theirs (`'nhs-wales-welsh'` in
 * `WELSH_PROVENANCE`, with the words quoted); everything else is our draft (`'draft'`), worded with
 * the terms NHS Wales's Welsh pages use ("Adran Achosion Brys", "GIG 111 Cymru", "gofal deintyddol
 * brys", "dant oedolyn", "cyn gynted â phosibl"). Not found in Welsh in the stored pages searched: the
 * NHS's "Do not drive to A&E" sentence, the NHS's list of dental 999 signs, and NHS 111 Wales's page
 * on a knocked-out tooth (found only in English, `WELSH_SOURCES.knockedOutToothEnglish`), so those are
 * drafts.
 *
 * Errs towards safety: "Adran Achosion Brys" keeps "(A&E)" beside it where the patient is sent there,
 * every sentence asking the patient to call 111 gives the number as well as the service, and when in
 * doubt a sign reads wider (e.g. "gên", chin or jaw). Welsh mutates a word after certain words, so no
 * sentence is built by gluing a service name or a nation into fixed words: each nation, and "not
 * known", has its own whole sentence; only URLs, digits and lists after a colon are put into them.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const CLINICAL_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh-speaking clinician',
  /** The Welsh pages read this module; production offers them only once WELSH_PAGES is on (off by default there). */
  shownToPatients: false,
  reviewer:
    'a Welsh-speaking clinician (dentist or doctor), to be named; accepted by the Clinical Safety Officer',
  reviewedOn: null,
} as const;

const READ_ON = '2026-11-29';

export interface WelshSource {
  title: string;
  url: string;
  publisher: string;
  /** The language the page was read in: only a `cy` page can be the source of an `'nhs-wales-welsh'` text. */
  language: 'cy' | 'en';
  readOn: string;
}

/**
 * The pages read, through the stored copies of public pages, on READ_ON. The titles of the Aneurin
 * Bevan and Hywel Dda pages and of the English knocked-out-tooth page are read from their addresses
 * (the stored copies hold the body, not the heading); the others are the pages' own headings, spelt
 * as they are ("Cwesitynau").
 */
export const WELSH_SOURCES = {
  calling999: {
    title: 'Ffonio 999',
    url: 'https://111.wales.nhs.uk/localservices/calling999/?locale=cy',
    publisher: 'GIG 111 Cymru',
    language: 'cy',
    readOn: READ_ON,
  },
  firstAid: {
    title: 'Damweiniau a chymorth cyntaf',
    url: 'https://111.wales.nhs.uk/encyclopaedia/f/article/firstaid?locale=cy&term=A',
    publisher: 'GIG 111 Cymru',
    language: 'cy',
    readOn: READ_ON,
  },
  termsOfUse: {
    title: 'Telerau Defnyddio',
    url: 'https://111.wales.nhs.uk/termsofuse',
    publisher: 'GIG 111 Cymru',
    language: 'cy',
    readOn: READ_ON,
  },
  dentistFaq: {
    title: 'Cwesitynau cyffredin am ddeintyddion',
    url: 'https://111.wales.nhs.uk/localservices/dentistfaq/?locale=cy',
    publisher: 'GIG 111 Cymru',
    language: 'cy',
    readOn: READ_ON,
  },
  urgentDentalAneurinBevan: {
    title: 'Gwasanaeth deintyddol brys',
    url: 'https://bipabm.gig.cymru/gofal-cymunedol-sylfaenol/meddygon-teulu-deintyddion-ac-ati/deintyddion/gwasanaeth-deintyddol-brys',
    publisher: 'Bwrdd Iechyd Prifysgol Aneurin Bevan (GIG Cymru)',
    language: 'cy',
    readOn: READ_ON,
  },
  minorInjuriesHywelDda: {
    title: "Effaith bosib y newidiadau ar y rhai sy'n teithio yn ystod oriau cau'r UMA",
    url: 'https://biphdd.gig.cymru/amdanom-ni/canolbarth-a-gorllewin-iachach/ysbyty-tywysog-philip-ymgynghori-uned-man-anafiadau/cwestiynau-cyffredin/yr-effaith-bosibl/effaith-posib-y-newidiadau-ar-y-rhai-syn-teithio-yn-ystod-oriau-cau-yr-uma-os-dim-dychwelyd-i-24-7',
    publisher: 'Bwrdd Iechyd Prifysgol Hywel Dda (GIG Cymru)',
    language: 'cy',
    readOn: READ_ON,
  },
  ambulance999: {
    title: 'Ple i ffonio 999 yn unig mewn argyfwng lle mae bywyd yn y fantol',
    url: 'https://ambiwlans.gig.cymru/newyddion/gig/2022/ple-i-ffonio-999-yn-unig-mewn-argyfwng-lle-mae-bywyd-yn-y-fantol',
    publisher: 'Ymddiriedolaeth GIG Gwasanaethau Ambiwlans Cymru',
    language: 'cy',
    readOn: READ_ON,
  },
  knockedOutToothEnglish: {
    title: 'Tooth, knocked out',
    url: 'https://111.wales.nhs.uk/encyclopaedia/t/article/tooth,knockedout',
    publisher: 'NHS 111 Wales',
    language: 'en',
    readOn: READ_ON,
  },
} as const satisfies Record<string, WelshSource>;
export type WelshSourceKey = keyof typeof WELSH_SOURCES;

export type WelshTextStatus = 'nhs-wales-welsh' | 'draft';

export interface WelshTextProvenance {
  status: WelshTextStatus;
  /** For `'nhs-wales-welsh'`: the page, and its words, which are the whole text (case and end stop aside). */
  source?: WelshSourceKey;
  quote?: string;
  /** For a draft: the pages whose terms it uses. */
  basedOn?: readonly WelshSourceKey[];
  note?: string;
  review: (typeof CLINICAL_WELSH_REVIEW)['status'];
}

const fromNhsWales = (source: WelshSourceKey, quote: string): WelshTextProvenance => ({
  status: 'nhs-wales-welsh',
  source,
  quote,
  review: CLINICAL_WELSH_REVIEW.status,
});
const draft = (basedOn: readonly WelshSourceKey[] = [], note?: string): WelshTextProvenance => ({
  status: 'draft',
  basedOn,
  ...(note ? { note } : {}),
  review: CLINICAL_WELSH_REVIEW.status,
});

/** One whole sentence for each nation and for "not known" (no postcode yet, a border district). */
type ByNation = Readonly<Record<Nation | 'unknown', string>>;
const pick = (sentences: ByNation, nation: Nation | null | undefined): string =>
  sentences[nation ?? 'unknown'];

/** NHS 111 Wales's Welsh site, as its own Welsh terms of use name it (`WELSH_SOURCES.termsOfUse`). */
export const NHS_111_WALES_ONLINE_URL_CY = 'https://111.wales.nhs.uk/Default.aspx?locale=cy';

/**
 * Who answers 111 in each nation, in Welsh. NHS 111 (England) and NHS 24 (Scotland) have no Welsh
 * names, so their own names stay, and their sites are linked as in English.
 * Wales's service calls itself "GIG 111 Cymru" in Welsh.
 */
export const NHS_111_BY_NATION_CY: Readonly<Record<Nation, Nhs111Service>> = {
  england: {
    nation: 'england',
    name: 'NHS 111',
    where: 'NHS 111 (Lloegr)',
    call: 'ffoniwch NHS 111 ar 111',
    online: { label: 'Defnyddiwch NHS 111 ar-lein', url: NHS_111_BY_NATION.england.online.url },
    listed: 'NHS 111 ar-lein (Lloegr)',
  },
  scotland: {
    nation: 'scotland',
    name: 'NHS 24',
    where: 'NHS 24 (yr Alban)',
    call: 'ffoniwch NHS 24 ar 111',
    online: { label: 'Ewch i NHS 24 ar-lein', url: NHS_111_BY_NATION.scotland.online.url },
    listed: 'NHS 24 ar-lein (yr Alban)',
    dental: NHS_111_BY_NATION.scotland.dental && {
      label: 'Argyfyngau deintyddol ar NHS inform',
      url: NHS_111_BY_NATION.scotland.dental.url,
    },
  },
  wales: {
    nation: 'wales',
    name: 'GIG 111 Cymru',
    where: 'GIG 111 Cymru',
    call: 'ffoniwch GIG 111 Cymru ar 111',
    online: { label: 'Defnyddiwch GIG 111 Cymru ar-lein', url: NHS_111_WALES_ONLINE_URL_CY },
    listed: 'GIG 111 Cymru ar-lein',
  },
};

/** As `nhs111Services`: the patient's own service, or all three, England's first. */
export function nhs111ServicesCy(nation: Nation | null | undefined): readonly Nhs111Service[] {
  return nation
    ? [NHS_111_BY_NATION_CY[nation]]
    : [NHS_111_BY_NATION_CY.england, NHS_111_BY_NATION_CY.scotland, NHS_111_BY_NATION_CY.wales];
}

/** As `nhs111Name`: the service's name, or plain "111" when the nation is not known. */
export function nhs111NameCy(nation: Nation | null | undefined): string {
  return nation ? NHS_111_BY_NATION_CY[nation].name : '111';
}

/** The lists of all three where the nation is not known: a list after a colon, so no word mutates. */
const ALL_THREE_COMMA = nhs111ServicesCy(undefined)
  .map((s) => `${s.where}, ${s.online.url}`)
  .join('; ');
const ALL_THREE_PARENS = nhs111ServicesCy(undefined)
  .map((s) => `${s.where} (${s.online.url})`)
  .join(', ');
const URL_OF = {
  england: NHS_111_BY_NATION_CY.england.online.url,
  scotland: NHS_111_BY_NATION_CY.scotland.online.url,
  wales: NHS_111_BY_NATION_CY.wales.online.url,
};

/**
 * The support line's hours in Welsh, from the same numbers as SERVICE_HOURS_TEXT ("8am-8pm, 7 days a
 * week"): "yb" (y bore) before noon, "yp" (y prynhawn) to 6pm, "yh" (yr hwyr) after. The "7 days a
 * week" part is translated by hand; the spec fails if the English text no longer ends with it.
 */
function welshHour(hour: number): string {
  const onClock = hour % 12 || 12;
  if (hour < 12) return `${onClock}yb`;
  return hour < 18 ? `${onClock}yp` : `${onClock}yh`;
}
export const SERVICE_OPENS_AT_CY = welshHour(SERVICE_HOURS.opensHour);
export const SERVICE_HOURS_TEXT_CY = `${SERVICE_OPENS_AT_CY}-${welshHour(SERVICE_HOURS.closesHour)}, 7 diwrnod yr wythnos`;

/** The five signs, in the English order (RED_FLAG_CODES). */
export const RED_FLAG_LABELS_CY: Readonly<Record<RedFlagCode, string>> = {
  // "gwddf" is both throat and neck in Welsh; "llwnc" (the throat one swallows with) says throat.
  breathing_or_swallowing:
    "Chwydd yn eich ceg, eich gwefusau, eich llwnc neu'ch gwddf, ac mae'n anodd anadlu neu lyncu",
  eye_swelling: "Chwydd yn eich wyneb neu'ch ceg, ac mae'n anodd agor un llygad neu'r ddau",
  uncontrolled_bleeding: "Gwaedu trwm o'ch ceg nad yw'n stopio",
  // "gên" is chin as well as jaw: wider, so safer.
  face_or_jaw_injury: "Anaf difrifol i'ch wyneb neu'ch gên",
  head_injury: "Anaf i'ch pen neu'ch wyneb a wnaeth i chi lewygu, chwydu neu weld dwbl",
};

export const SAFETY_QUESTION_CY = {
  legend: "Oes gennych chi unrhyw un o'r rhain?",
  hint: "Gall y rhain fod yn arwyddion o argyfwng sydd angen ysbyty, nid deintydd. Ticiwch bob un sy'n berthnasol.",
  none: "Na, dim un o'r rhain",
  required: "Dywedwch wrthym a oes gennych unrhyw un o'r rhain, neu ticiwch ‘Na, dim un o'r rhain’",
} as const satisfies WelshOf<typeof SAFETY_QUESTION>;

const NOT_SURE: ByNation = {
  england: 'Os nad ydych yn siŵr, ffoniwch NHS 111 ar 111',
  scotland: 'Os nad ydych yn siŵr, ffoniwch NHS 24 ar 111',
  wales: 'Os nad ydych yn siŵr, ffoniwch GIG 111 Cymru ar 111',
  unknown: 'Os nad ydych yn siŵr, ffoniwch 111',
};
const NOT_SURE_TEXT: ByNation = {
  england: "Gall NHS 111 ddweud wrthych beth i'w wneud.",
  scotland: "Gall NHS 24 ddweud wrthych beth i'w wneud.",
  wales: "Gall GIG 111 Cymru ddweud wrthych beth i'w wneud.",
  unknown: "Gall gwasanaeth y GIG sy'n ateb 111 yn eich ardal ddweud wrthych beth i'w wneud:",
};

export const EMERGENCY_CARE_CY = {
  heading: "Ffoniwch 999 neu ewch i'r Adran Achosion Brys (A&E) nawr",
  lead: 'Gall yr hyn a ddywedoch wrthym fod yn ddifrifol. Mae angen gofal brys arnoch mewn ysbyty, nid apwyntiad deintyddol.',
  nothingSearched: 'Nid ydym wedi chwilio am apwyntiad, ac nid ydym wedi cadw eich manylion.',
  // "neilltuo" (set aside), not "cadw", which above means keeping the patient's details.
  nothingHeld: 'Nid ydym wedi neilltuo apwyntiad i chi.',
  call999: 'Ffoniwch 999',
  // The NHS's "Do not drive to A&E…" was not found in Welsh; "gofyn am ambiwlans" is 111 Wales's own.
  doNotDrive:
    "Peidiwch â gyrru i'r Adran Achosion Brys. Gofynnwch i rywun eich gyrru, neu ffoniwch 999 a gofynnwch am ambiwlans.",
  notSure: (nation?: Nation | null) => pick(NOT_SURE, nation),
  notSureText: (nation?: Nation | null) => pick(NOT_SURE_TEXT, nation),
  call111: 'Ffoniwch 111',
  youTold: 'Dywedoch wrthym:',
  back: 'Newid fy atebion',
} as const satisfies WelshOf<typeof EMERGENCY_CARE>;

export const EMERGENCY_CARE_CONFIRM_CY = {
  heading: "Ydych chi'n siŵr nad yw'r un o'r rhain yn berthnasol i chi?",
  signsOfEmergency:
    "Mae'r rhain yn arwyddion o argyfwng. Mae angen gofal brys arnoch mewn ysbyty, nid apwyntiad deintyddol.",
  ifAny:
    "Os yw unrhyw un o'r rhain yn berthnasol i chi, ffoniwch 999 neu ewch i'r Adran Achosion Brys (A&E) nawr.",
  noneApplies: "Nid yw'r un o'r rhain yn berthnasol i mi",
  goBack: 'Mynd yn ôl',
} as const satisfies WelshOf<typeof EMERGENCY_CARE_CONFIRM>;

const MESSAGE_UNSURE: ByNation = {
  england: `Os nad ydych yn siŵr, ffoniwch NHS 111 ar 111 neu ewch i ${URL_OF.england}.`,
  scotland: `Os nad ydych yn siŵr, ffoniwch NHS 24 ar 111 neu ewch i ${URL_OF.scotland}.`,
  wales: `Os nad ydych yn siŵr, ffoniwch GIG 111 Cymru ar 111 neu ewch i ${URL_OF.wales}.`,
  unknown: `Os nad ydych yn siŵr, ffoniwch 111: ${ALL_THREE_COMMA}.`,
};

/** As `emergencyCareMessage`: the 999 screen's words in one paragraph. */
export function emergencyCareMessageCy(nation?: Nation | null): string {
  return [
    `${EMERGENCY_CARE_CY.heading}: gall yr hyn a ddywedoch wrthym fod yn ddifrifol, ac mae angen gofal brys arnoch mewn ysbyty, nid apwyntiad deintyddol.`,
    EMERGENCY_CARE_CY.doNotDrive,
    pick(MESSAGE_UNSURE, nation),
    'Ni chwiliwyd am apwyntiad, ac ni chadwyd dim amdanoch chi.',
  ].join(' ');
}

/**
 * The lead form's knocked-out tooth. The English `issuePrefix` has no Welsh: it is what the practice
 * reads, not the patient, and stays in English whatever the patient's language.
 */
export const KNOCKED_OUT_TOOTH_CY = {
  label: 'Mae dant oedolyn wedi cael ei fwrw allan',
  hint: 'Dylech weld deintydd o fewn 1 awr os gallwch. Byddwn yn dangos yr amser cynharaf heddiw i chi yn gyntaf.',
  earliestToday:
    "Dyma'r amser cynharaf y daethom o hyd iddo heddiw. Dylai deintydd weld dant oedolyn sydd wedi'i fwrw allan o fewn 1 awr, neu cyn gynted â phosibl.",
  noneToday:
    "Ni allem ddod o hyd i amser heddiw. Dylai deintydd weld dant oedolyn sydd wedi'i fwrw allan o fewn 1 awr, neu cyn gynted â phosibl.",
} as const satisfies WelshOf<Omit<typeof KNOCKED_OUT_TOOTH, 'issuePrefix'>>;

const URGENT_DENTAL: ByNation = {
  england: 'Gall NHS 111 ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos: ffoniwch 111.',
  scotland: 'Gall NHS 24 ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos: ffoniwch 111.',
  wales: 'Gall GIG 111 Cymru ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos: ffoniwch 111.',
  unknown:
    "Gall gwasanaeth y GIG sy'n ateb 111 yn eich ardal ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos: ffoniwch 111.",
};

/**
 * First aid in plain Welsh, a draft from NHS 111 Wales's English page on a knocked-out tooth (hold it
 * by the crown, the white part seen in the mouth; rinse a dirty tooth in water or milk; put an adult
 * tooth back and bite on a handkerchief; else keep it in milk; never put a baby tooth back), which
 * says the same as the English module's first aid. No Welsh version of that page was found.
 */
export const KNOCKED_OUT_TOOTH_NOW_CY = {
  heading: "Ni allwn ddod o hyd i ddeintydd sy'n gallu eich gweld o fewn yr awr",
  lead: ({ timeBelow, noneToday }: { timeBelow: boolean; noneToday: boolean }) =>
    [
      noneToday
        ? "Mae gan ddant oedolyn sydd wedi'i fwrw allan y gobaith gorau os bydd deintydd yn ei weld o fewn 1 awr, ac ni allem ddod o hyd i amser heddiw."
        : "Mae gan ddant oedolyn sydd wedi'i fwrw allan y gobaith gorau os bydd deintydd yn ei weld o fewn 1 awr.",
      timeBelow
        ? "Mae'r amser cynharaf y daethom o hyd iddo isod, ond peidiwch ag aros amdano: gwnewch y pethau hyn nawr."
        : 'Gwnewch y pethau hyn nawr.',
    ].join(' '),
  firstAidHeading: "Beth i'w wneud nawr",
  firstAid: [
    "Codwch y dant gerfydd y rhan wen sydd i'w gweld yn y geg (y goron). Peidiwch â chyffwrdd â'r gwreiddyn.",
    "Os yw'n fudr, rinsiwch ef am ychydig eiliadau mewn llaeth neu ddŵr oer. Peidiwch â'i sgwrio.",
    "Gwthiwch ef yn ôl i'r bwlch yn ofalus, y ffordd gywir, a brathwch ar gadach glân i'w ddal yno.",
    'Os na allwch ei roi yn ôl, cadwch ef mewn cwpanaid o laeth a dewch ag ef gyda chi. Peidiwch â gadael iddo sychu.',
    "Os yw'n ddant babi, peidiwch â'i roi yn ôl.",
  ],
  urgentHeading: 'Cael gofal deintyddol brys yn gynt',
  urgent: (nation?: Nation | null) => pick(URGENT_DENTAL, nation),
  timeBelow: 'Os na allwch gael eich gweld yn gynt, cadwch yr amser isod.',
} as const satisfies WelshOf<typeof KNOCKED_OUT_TOOTH_NOW>;

const NHS_111_LEAD: ByNation = {
  england:
    "Dim amser heddiw, neu y tu allan i'n horiau? Gall NHS 111 ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos:",
  scotland:
    "Dim amser heddiw, neu y tu allan i'n horiau? Gall NHS 24 ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos:",
  wales:
    "Dim amser heddiw, neu y tu allan i'n horiau? Gall GIG 111 Cymru ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos:",
  unknown:
    "Dim amser heddiw, neu y tu allan i'n horiau? Gall gwasanaeth y GIG sy'n ateb 111 yn eich ardal ddweud wrthych ble i gael gofal deintyddol brys, ddydd neu nos:",
};
const NHS_111_LEAD_CLOSED: ByNation = {
  england: 'Gall NHS 111 ddweud wrthych ble i gael gofal deintyddol brys nawr, ddydd neu nos:',
  scotland: 'Gall NHS 24 ddweud wrthych ble i gael gofal deintyddol brys nawr, ddydd neu nos:',
  wales: 'Gall GIG 111 Cymru ddweud wrthych ble i gael gofal deintyddol brys nawr, ddydd neu nos:',
  unknown:
    "Gall gwasanaeth y GIG sy'n ateb 111 yn eich ardal ddweud wrthych ble i gael gofal deintyddol brys nawr, ddydd neu nos:",
};

export const URGENT_HELP_CY = {
  heading: 'Angen help yn gynt?',
  supportBefore: 'Ffoniwch ni ar',
  supportAfter: `(${SERVICE_HOURS_TEXT_CY}) a byddwn yn eich helpu i ddod o hyd i ddeintydd.`,
  nhs111Lead: (nation?: Nation | null) => pick(NHS_111_LEAD, nation),
  nhs111LeadClosed: (nation?: Nation | null) => pick(NHS_111_LEAD_CLOSED, nation),
  call111: 'ffoniwch 111',
  // Digits are written as they are, so "am" before them mutates nothing on the page.
  lineOpens: `Mae ein llinell yn agor am ${SERVICE_OPENS_AT_CY}:`,
  lineOpensAfter: `(${SERVICE_HOURS_TEXT_CY}).`,
} as const satisfies WelshOf<typeof URGENT_HELP>;

const WORSE_ADVICE: ByNation = {
  england: `I gael cyngor brys, ffoniwch NHS 111 ar 111, ddydd neu nos, neu ewch i ${URL_OF.england}.`,
  scotland: `I gael cyngor brys, ffoniwch NHS 24 ar 111, ddydd neu nos, neu ewch i ${URL_OF.scotland}.`,
  wales: `I gael cyngor brys, ffoniwch GIG 111 Cymru ar 111, ddydd neu nos, neu ewch i ${URL_OF.wales}.`,
  unknown: `I gael cyngor brys, ffoniwch 111, ddydd neu nos: ${ALL_THREE_PARENS}.`,
};

export const WORSE_BEFORE_APPOINTMENT_CY = {
  heading: 'Os bydd yn gwaethygu cyn eich apwyntiad',
  emergency:
    "Ffoniwch 999 neu ewch i'r Adran Achosion Brys (A&E) os oes gennych chwydd sy'n ei gwneud yn anodd anadlu, llyncu neu agor llygad, gwaedu trwm o'ch ceg nad yw'n stopio, neu anaf difrifol i'ch wyneb, eich gên neu'ch pen.",
  advice: (nation?: Nation | null) => pick(WORSE_ADVICE, nation),
} as const satisfies WelshOf<typeof WORSE_BEFORE_APPOINTMENT>;

const AFTER_CANCELLING_ADVICE: ByNation = {
  england: `Os oes angen gofal deintyddol brys arnoch cyn i chi archebu eto, ffoniwch NHS 111 ar 111, ddydd neu nos, neu ewch i ${URL_OF.england}.`,
  scotland: `Os oes angen gofal deintyddol brys arnoch cyn i chi archebu eto, ffoniwch NHS 24 ar 111, ddydd neu nos, neu ewch i ${URL_OF.scotland}.`,
  wales: `Os oes angen gofal deintyddol brys arnoch cyn i chi archebu eto, ffoniwch GIG 111 Cymru ar 111, ddydd neu nos, neu ewch i ${URL_OF.wales}.`,
  unknown: `Os oes angen gofal deintyddol brys arnoch cyn i chi archebu eto, ffoniwch 111, ddydd neu nos: ${ALL_THREE_PARENS}.`,
};
/** In a text message: plain letters only (no â, ŵ), which keep a text in the cheaper GSM alphabet. */
const AFTER_CANCELLING_TEXT: ByNation = {
  england: 'Angen gofal deintyddol brys? Ffoniwch NHS 111 ar 111.',
  scotland: 'Angen gofal deintyddol brys? Ffoniwch NHS 24 ar 111.',
  wales: 'Angen gofal deintyddol brys? Ffoniwch GIG 111 Cymru ar 111.',
  unknown: 'Angen gofal deintyddol brys? Ffoniwch 111.',
};

export const URGENT_CARE_AFTER_CANCELLING_CY = {
  advice: (nation?: Nation | null) => pick(AFTER_CANCELLING_ADVICE, nation),
  text: (nation?: Nation | null) => pick(AFTER_CANCELLING_TEXT, nation),
} as const satisfies WelshOf<typeof URGENT_CARE_AFTER_CANCELLING>;

/** The code is the api's, the same in every language; only the message is Welsh. */
export const SCREENING_REQUIRED_CY = {
  code: SCREENING_REQUIRED.code,
  message:
    "Atebwch y cwestiwn diogelwch eto cyn i chi archebu: mae'n gwneud yn siŵr mai deintydd yw'r help iawn i chi.",
} as const;

/**
 * The Welsh by the English module's export names, for a translation layer to pick by locale. Not here:
 * RED_FLAG_MESSAGES (the api's 400s to a client's developer, not a patient), the sources and the
 * codes.
 */
export const CLINICAL_SAFETY_CY = {
  NHS_111_BY_NATION: NHS_111_BY_NATION_CY,
  RED_FLAG_LABELS: RED_FLAG_LABELS_CY,
  SAFETY_QUESTION: SAFETY_QUESTION_CY,
  EMERGENCY_CARE: EMERGENCY_CARE_CY,
  EMERGENCY_CARE_CONFIRM: EMERGENCY_CARE_CONFIRM_CY,
  emergencyCareMessage: emergencyCareMessageCy,
  KNOCKED_OUT_TOOTH: KNOCKED_OUT_TOOTH_CY,
  KNOCKED_OUT_TOOTH_NOW: KNOCKED_OUT_TOOTH_NOW_CY,
  SERVICE_OPENS_AT: SERVICE_OPENS_AT_CY,
  URGENT_HELP: URGENT_HELP_CY,
  WORSE_BEFORE_APPOINTMENT: WORSE_BEFORE_APPOINTMENT_CY,
  URGENT_CARE_AFTER_CANCELLING: URGENT_CARE_AFTER_CANCELLING_CY,
  SCREENING_REQUIRED: SCREENING_REQUIRED_CY,
} as const;

/** English keys with no Welsh on purpose (see KNOCKED_OUT_TOOTH_CY). */
export const NOT_TRANSLATED = ['KNOCKED_OUT_TOOTH.issuePrefix'] as const;

const DRAFT = draft();
const SERVICE_NAME_KEPT = draft([], 'the service’s own name; it has no Welsh name');
const TERMS_999 = ['minorInjuriesHywelDda', 'calling999'] as const;
const TERMS_111 = ['termsOfUse', 'urgentDentalAneurinBevan'] as const;
const TERMS_DENTAL = ['dentistFaq', 'urgentDentalAneurinBevan'] as const;
const TERMS_SIGNS = ['ambulance999', 'urgentDentalAneurinBevan'] as const;
const TERMS_TOOTH = ['knockedOutToothEnglish', 'dentistFaq'] as const;

/**
 * Where each Welsh text comes from, by its path in CLINICAL_SAFETY_CY ("EMERGENCY_CARE.call999"; a
 * list or a function is one text). Only five are NHS Wales's own Welsh, whole; every other is our
 * draft, using the terms of the pages in `basedOn`.
 */
export const WELSH_PROVENANCE: Readonly<Record<string, WelshTextProvenance>> = {
  'NHS_111_BY_NATION.england.name': SERVICE_NAME_KEPT,
  'NHS_111_BY_NATION.england.where': DRAFT,
  'NHS_111_BY_NATION.england.call': draft(TERMS_111),
  'NHS_111_BY_NATION.england.online.label': DRAFT,
  'NHS_111_BY_NATION.england.listed': DRAFT,
  'NHS_111_BY_NATION.scotland.name': SERVICE_NAME_KEPT,
  'NHS_111_BY_NATION.scotland.where': DRAFT,
  'NHS_111_BY_NATION.scotland.call': draft(TERMS_111),
  'NHS_111_BY_NATION.scotland.online.label': DRAFT,
  'NHS_111_BY_NATION.scotland.listed': DRAFT,
  'NHS_111_BY_NATION.scotland.dental.label': DRAFT,
  'NHS_111_BY_NATION.wales.name': fromNhsWales('termsOfUse', 'GIG 111 Cymru'),
  'NHS_111_BY_NATION.wales.where': fromNhsWales('termsOfUse', 'GIG 111 Cymru'),
  // The page says "ffoniwch GIG 111 Cymru"; "ar 111" is ours, so the patient reads the number too.
  'NHS_111_BY_NATION.wales.call': draft(['termsOfUse']),
  'NHS_111_BY_NATION.wales.online.label': draft(['termsOfUse']),
  'NHS_111_BY_NATION.wales.listed': draft(['termsOfUse']),
  'RED_FLAG_LABELS.breathing_or_swallowing': draft(TERMS_SIGNS),
  'RED_FLAG_LABELS.eye_swelling': draft(TERMS_SIGNS),
  'RED_FLAG_LABELS.uncontrolled_bleeding': draft(TERMS_SIGNS),
  'RED_FLAG_LABELS.face_or_jaw_injury': draft(TERMS_SIGNS),
  'RED_FLAG_LABELS.head_injury': draft(TERMS_SIGNS),
  'SAFETY_QUESTION.legend': DRAFT,
  'SAFETY_QUESTION.hint': DRAFT,
  'SAFETY_QUESTION.none': DRAFT,
  'SAFETY_QUESTION.required': DRAFT,
  'EMERGENCY_CARE.heading': draft(TERMS_999),
  'EMERGENCY_CARE.lead': DRAFT,
  'EMERGENCY_CARE.nothingSearched': DRAFT,
  'EMERGENCY_CARE.nothingHeld': DRAFT,
  'EMERGENCY_CARE.call999': fromNhsWales('firstAid', 'ffoniwch 999'),
  'EMERGENCY_CARE.doNotDrive': draft(['calling999'], 'the NHS sentence was not found in Welsh'),
  'EMERGENCY_CARE.notSure': draft(TERMS_111),
  'EMERGENCY_CARE.notSureText': draft(TERMS_111),
  'EMERGENCY_CARE.call111': fromNhsWales('urgentDentalAneurinBevan', 'ffoniwch 111'),
  'EMERGENCY_CARE.youTold': DRAFT,
  'EMERGENCY_CARE.back': DRAFT,
  'EMERGENCY_CARE_CONFIRM.heading': DRAFT,
  'EMERGENCY_CARE_CONFIRM.signsOfEmergency': DRAFT,
  'EMERGENCY_CARE_CONFIRM.ifAny': draft(TERMS_999),
  'EMERGENCY_CARE_CONFIRM.noneApplies': DRAFT,
  'EMERGENCY_CARE_CONFIRM.goBack': DRAFT,
  emergencyCareMessage: draft([...TERMS_999, ...TERMS_111]),
  'KNOCKED_OUT_TOOTH.label': draft(TERMS_TOOTH),
  'KNOCKED_OUT_TOOTH.hint': draft(TERMS_TOOTH),
  'KNOCKED_OUT_TOOTH.earliestToday': draft(TERMS_TOOTH),
  'KNOCKED_OUT_TOOTH.noneToday': draft(TERMS_TOOTH),
  'KNOCKED_OUT_TOOTH_NOW.heading': DRAFT,
  'KNOCKED_OUT_TOOTH_NOW.lead': draft(TERMS_TOOTH),
  'KNOCKED_OUT_TOOTH_NOW.firstAidHeading': DRAFT,
  'KNOCKED_OUT_TOOTH_NOW.firstAid': draft(
    TERMS_TOOTH,
    'NHS 111 Wales’s page on a knocked-out tooth was found only in English',
  ),
  'KNOCKED_OUT_TOOTH_NOW.urgentHeading': draft(TERMS_DENTAL),
  'KNOCKED_OUT_TOOTH_NOW.urgent': draft(TERMS_DENTAL),
  'KNOCKED_OUT_TOOTH_NOW.timeBelow': DRAFT,
  SERVICE_OPENS_AT: DRAFT,
  'URGENT_HELP.heading': DRAFT,
  'URGENT_HELP.supportBefore': DRAFT,
  'URGENT_HELP.supportAfter': DRAFT,
  'URGENT_HELP.nhs111Lead': draft(TERMS_DENTAL),
  'URGENT_HELP.nhs111LeadClosed': draft(TERMS_DENTAL),
  'URGENT_HELP.call111': fromNhsWales('urgentDentalAneurinBevan', 'ffoniwch 111'),
  'URGENT_HELP.lineOpens': DRAFT,
  'URGENT_HELP.lineOpensAfter': DRAFT,
  'WORSE_BEFORE_APPOINTMENT.heading': DRAFT,
  'WORSE_BEFORE_APPOINTMENT.emergency': draft([...TERMS_999, ...TERMS_SIGNS]),
  'WORSE_BEFORE_APPOINTMENT.advice': draft(TERMS_111),
  'URGENT_CARE_AFTER_CANCELLING.advice': draft([...TERMS_DENTAL, ...TERMS_111]),
  'URGENT_CARE_AFTER_CANCELLING.text': draft(TERMS_DENTAL),
  'SCREENING_REQUIRED.message': DRAFT,
};

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  '7038115ce9e081d4befed0a53563e16032737c6379a5ebb33ec2105ff379b803';

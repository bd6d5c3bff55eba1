import type { WelshOf } from '../site/languages.constants.js';
import { CONFIRM_LINK_HOURS, type WAITLIST_MESSAGES } from './waitlist.constants.js';

/**
 * The Welsh (`cy`) counterpart of every patient-facing text in waitlist.constants.ts, kept beside it so
 * a reader can pick either by locale (`WAITLIST_CY` has the English module's export names). No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh translator has reviewed
 * them (`WAITLIST_WELSH_REVIEW`) none may reach a patient.
 *
 * "Waitlist" is "rhestr aros"; an appointment that "opens" is one that becomes available ("ar gael").
 * Not here: the waitlist's numbers and settings.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const WAITLIST_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

export const WAITLIST_MESSAGES_CY = {
  invite:
    "Ymunwch â'r rhestr aros a byddwn yn anfon e-bost atoch cyn gynted ag y bydd apwyntiad ar gael yn agos atoch yn ystod y 14 diwrnod nesaf.",
  checkEmail: `Gwiriwch eich e-bost i gadarnhau eich lle ar y rhestr aros. Agorwch y ddolen ynddo o fewn ${CONFIRM_LINK_HOURS} awr: hyd nes i chi wneud hynny, ni fydd dim yn newid.`,
  joined: (km: number) =>
    `Rydych ar y rhestr aros. Byddwn yn anfon e-bost atoch cyn gynted ag y bydd apwyntiad ar gael o fewn ${km}km yn ystod y 14 diwrnod nesaf.`,
  emailRequired: "Rhowch eich cyfeiriad e-bost i ymuno â'r rhestr aros.",
  consentRequired: 'Cytunwch i ni anfon e-bost atoch pan fydd apwyntiad ar gael.',
  left: 'Rydych wedi gadael y rhestr aros ac rydym wedi dileu eich manylion.',
  notOnList:
    'Nid ydych ar y rhestr aros: efallai eich bod wedi gadael yn barod, neu fod eich 14 diwrnod wedi dod i ben.',
  linkInvalid: "Nid yw'r ddolen hon yn ddilys. Defnyddiwch y ddolen yn eich e-bost diweddaraf.",
  alreadyConfirmed:
    'Rydych eisoes wedi cadarnhau eich lle ar y rhestr aros. Byddwn yn anfon e-bost atoch cyn gynted ag y bydd apwyntiad ar gael.',
  confirmExpired:
    "Mae'r ddolen hon wedi dod i ben, neu anfonwyd un fwy newydd. Defnyddiwch y ddolen yn eich e-bost diweddaraf, neu ymunwch â'r rhestr aros eto.",
  offerGone:
    "Mae'n ddrwg gennym, nid yw'r apwyntiad hwn ar gael mwyach. Os bydd un arall ar gael yn agos atoch, byddwn yn anfon e-bost atoch.",
  offerExpired:
    "Mae'n ddrwg gennym, mae'r cynnig hwn wedi dod i ben ac mae'r apwyntiad wedi'i gynnig i'r claf nesaf. Os bydd un arall ar gael yn agos atoch, byddwn yn anfon e-bost atoch.",
  tooManyFromNetwork:
    "Gormod o geisiadau i ymuno â'r rhestr aros o'ch cysylltiad. Rhowch gynnig arall arni ymhen awr.",
} as const satisfies WelshOf<typeof WAITLIST_MESSAGES>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const WAITLIST_CY = {
  WAITLIST_MESSAGES: WAITLIST_MESSAGES_CY,
} as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  'c2d738d70e3f1821b9c0211d1dfaffbc6cd07eede3f50e4aa3caa098e0484afb';

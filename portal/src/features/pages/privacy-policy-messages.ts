import { addCatalogs } from '../../shared/i18n/app-i18n';
import type { Message } from '../../shared/i18n/i18n';
import { messages as cy } from './locales/privacy-policy/cy.po';
import { messages as enGB } from './locales/privacy-policy/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of the Privacy Policy, with its chunk.
 * A sentence with a link or other element inside is a `<Trans>` in its page, with its id here prefixed alike.
 */

/** The Privacy Policy, paragraph by paragraph (a legal text: its Welsh awaits a Welsh legal translator's review). */
export const PRIVACY = {
  title: /*i18n*/ { id: 'privacy.title', message: 'Privacy Policy' },
  lastUpdated: /*i18n*/ { id: 'privacy.lastUpdated', message: 'Last updated: {date}' },
  lead: /*i18n*/ {
    id: 'privacy.lead',
    message:
      'This policy explains what personal data {site} collects when you use this website and book an emergency dental appointment, why we need it, who we share it with and the choices you have.',
  },

  whoWeAreTitle: /*i18n*/ { id: 'privacy.whoWeAre.title', message: 'Who we are' },
  dataWeCollectTitle: /*i18n*/ { id: 'privacy.dataWeCollect.title', message: 'The data we collect' },
  howWeUseTitle: /*i18n*/ { id: 'privacy.howWeUse.title', message: 'How we use your data' },
  sharingTitle: /*i18n*/ { id: 'privacy.sharing.title', message: 'Who we share it with' },
  cookiesTitle: /*i18n*/ { id: 'privacy.cookies.title', message: 'Cookies and local storage' },
  securityTitle: /*i18n*/ { id: 'privacy.security.title', message: 'Security and retention' },
  rightsTitle: /*i18n*/ { id: 'privacy.rights.title', message: 'Your rights' },
  childrenTitle: /*i18n*/ { id: 'privacy.children.title', message: 'Children' },
  changesTitle: /*i18n*/ { id: 'privacy.changes.title', message: 'Changes to this policy' },
  contactTitle: /*i18n*/ { id: 'privacy.contact.title', message: 'Contact us' },

  whoWeAre: /*i18n*/ {
    id: 'privacy.whoWeAre.text',
    message:
      '{site} is an introduction service that books emergency appointments with independent partner dental practices in England, Scotland and Wales. For the data described here we are the data controller. When a practice treats you, it is also a controller of your clinical records.',
  },

  useToBook: /*i18n*/ {
    id: 'privacy.howWeUse.toBook',
    message: 'To find practices near your postcode and book the appointment you ask for (to perform our contract with you).',
  },
  useFee: /*i18n*/ {
    id: 'privacy.howWeUse.fee',
    message: 'To take the booking fee and handle refunds (contract and legal obligations).',
  },
  useConfirmation: /*i18n*/ {
    id: 'privacy.howWeUse.confirmation',
    message: 'To send your confirmation and contact you about your appointment (contract).',
  },
  useQuestions: /*i18n*/ {
    id: 'privacy.howWeUse.questions',
    message: 'To answer questions and complaints, and to improve our service (our legitimate interests).',
  },
  useFraud: /*i18n*/ {
    id: 'privacy.howWeUse.fraud',
    message: 'To prevent fraud and misuse and to keep records the law requires (legal obligations and legitimate interests).',
  },
  useHealth: /*i18n*/ {
    id: 'privacy.howWeUse.health',
    message:
      'The description of your dental problem is health information. We use it only to arrange your care and share it only with the practice that will treat you. We do not sell your data and we do not use it for advertising.',
  },

  sharePractice: /*i18n*/ {
    id: 'privacy.sharing.practice',
    message: 'The partner practice you are booked with, so that it can provide your appointment.',
  },
  sharePayment: /*i18n*/ {
    id: 'privacy.sharing.payment',
    message: 'Our payment provider, to process your booking fee securely.',
  },
  shareProviders: /*i18n*/ {
    id: 'privacy.sharing.providers',
    message:
      'Service providers that host our systems, send our e-mails and look up postcode locations for us, under contracts that protect your data.',
  },
  shareLaw: /*i18n*/ { id: 'privacy.sharing.law', message: 'Regulators, the police or courts, where the law requires it.' },
  shareAbroad: /*i18n*/ {
    id: 'privacy.sharing.abroad',
    message:
      'Where a provider processes data outside the UK, we make sure appropriate safeguards are in place, such as the UK International Data Transfer Agreement.',
  },

  cookiesIntro: /*i18n*/ { id: 'privacy.cookies.intro', message: 'We use a small number of cookies and browser storage items:' },
  cookiesEssential: /*i18n*/ {
    id: 'privacy.cookies.essential',
    message:
      'Essential cookies that keep you signed in, protect forms against forgery and remember that you have passed the site password while the site is under development.',
  },
  cookiesPayment: /*i18n*/ {
    id: 'privacy.cookies.payment',
    message: 'Our payment provider sets its own cookies on the payment step to prevent fraud.',
  },
  cookiesDelete: /*i18n*/ {
    id: 'privacy.cookies.delete',
    message: 'You can delete cookies and stored items at any time in your browser settings.',
  },

  security: /*i18n*/ {
    id: 'privacy.security.text',
    message:
      'Your data is sent over encrypted connections and stored on secured systems with access limited to staff who need it. Passwords are stored only as strong one-way hashes. We keep booking and payment records for as long as we need them for your appointment, for complaints, and to meet our legal and accounting obligations, normally up to six years, and then delete them.',
  },

  rightsIntro: /*i18n*/ { id: 'privacy.rights.intro', message: 'Under the UK GDPR you have the right to:' },
  rightCopy: /*i18n*/ { id: 'privacy.rights.copy', message: 'ask for a copy of the personal data we hold about you;' },
  rightCorrect: /*i18n*/ { id: 'privacy.rights.correct', message: 'ask us to correct data that is wrong or incomplete;' },
  rightDelete: /*i18n*/ { id: 'privacy.rights.delete', message: 'ask us to delete your data, where we no longer need to keep it;' },
  rightRestrict: /*i18n*/ {
    id: 'privacy.rights.restrict',
    message: 'ask us to restrict or to stop processing your data in some circumstances;',
  },
  rightObject: /*i18n*/ { id: 'privacy.rights.object', message: 'object to processing based on our legitimate interests;' },
  rightPortable: /*i18n*/ { id: 'privacy.rights.portable', message: 'receive data you gave us in a portable format;' },
  rightComplain: /*i18n*/ {
    id: 'privacy.rights.complain',
    message:
      "complain to the Information Commissioner's Office (ICO) at ico.org.uk if you are unhappy with how we handle your data, although we would like the chance to put things right first.",
  },

  children: /*i18n*/ {
    id: 'privacy.children.text',
    message:
      'Our service is not intended for children under {age}, and we do not knowingly collect their data directly from them. An appointment for a child must be booked by a parent or guardian.',
  },
  changes: /*i18n*/ {
    id: 'privacy.changes.text',
    message:
      'We may update this policy when our service or the law changes. The date at the top shows when it last changed. If a change significantly affects how we use your data, we will tell you before it applies.',
  },
} as const satisfies Record<string, Message>;

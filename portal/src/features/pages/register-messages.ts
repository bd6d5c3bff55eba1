import { addCatalogs } from '../../shared/i18n/app-i18n';
import type { Message } from '../../shared/i18n/i18n';
import { messages as cy } from './locales/register/cy.po';
import { messages as enGB } from './locales/register/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of /register, with its chunk.
 * A sentence with a link or other element inside is a `<Trans>` in its page, with its id here prefixed alike.
 */

export const REGISTER = {
  title: /*i18n*/ { id: 'register.title', message: 'Join our network of practices' },
  heading: /*i18n*/ { id: 'register.heading', message: 'Join our network of dental practices' },
  lead: /*i18n*/ {
    id: 'register.lead',
    message:
      '{site} connects people in dental pain with local practices that have time free today. Patients book online {hours} and arrive knowing the price. If you are a practice owner or a consultant with capacity for emergency appointments, we would like to hear from you.',
  },
  whyHeading: /*i18n*/ { id: 'register.why.heading', message: 'Why practices work with us' },
  fillChairs: /*i18n*/ {
    id: 'register.why.fillChairs',
    message: 'Fill empty chairs: we send you patients for the gaps in your diary, including evenings and weekends.',
  },
  fixedFees: /*i18n*/ {
    id: 'register.why.fixedFees',
    message: 'Fixed, published treatment fees, paid to you on the day, so there are no awkward conversations about price.',
  },
  description: /*i18n*/ {
    id: 'register.why.description',
    message: "You see each patient's description of their problem before they arrive, so you can prepare.",
  },
  yourHours: /*i18n*/ {
    id: 'register.why.yourHours',
    message: 'You decide which days and hours you offer: we only book the slots you publish.',
  },
  diary: /*i18n*/ {
    id: 'register.why.diary',
    message: 'A simple online diary for your free slots, and booking confirmations by e-mail.',
  },
  support: /*i18n*/ {
    id: 'register.why.support',
    message: 'Support from our practice relations team by phone, Monday to Friday.',
  },
  callUsHeading: /*i18n*/ { id: 'register.callUs.heading', message: 'Call our practice relations team' },
  howHeading: /*i18n*/ { id: 'register.how.heading', message: 'How joining works' },
  stepCallTitle: /*i18n*/ { id: 'register.how.call.title', message: 'Call us' },
  stepCallText: /*i18n*/ {
    id: 'register.how.call.text',
    message: 'Tell our practice relations team about your practice, your dentists and the hours you can offer.',
  },
  stepDocumentsTitle: /*i18n*/ { id: 'register.how.documents.title', message: 'Send your documents' },
  stepDocumentsText: /*i18n*/ {
    id: 'register.how.documents.text',
    message: 'We check GDC registration for every dentist, your regulator registration and your professional indemnity insurance.',
  },
  stepTermsTitle: /*i18n*/ { id: 'register.how.terms.title', message: 'Agree terms' },
  stepTermsText: /*i18n*/ {
    id: 'register.how.terms.text',
    message: 'We agree the treatment fees, the hours you will take emergency patients and how we will contact you.',
  },
  stepDiaryTitle: /*i18n*/ { id: 'register.how.diary.title', message: 'Set up your diary' },
  stepDiaryText: /*i18n*/ {
    id: 'register.how.diary.text',
    message: 'We add your practice and help you publish the appointment slots you want to offer.',
  },
  stepStartTitle: /*i18n*/ { id: 'register.how.start.title', message: 'Start seeing patients' },
  stepStartText: /*i18n*/ {
    id: 'register.how.start.text',
    message: 'Patients near you can now book your free slots, and you receive each booking straight away.',
  },
  whoHeading: /*i18n*/ { id: 'register.who.heading', message: 'Who can join' },
  whoText: /*i18n*/ {
    id: 'register.who.text',
    message:
      'We only accept fully qualified, registered practices with professional indemnity insurance. Every dentist who sees our patients must be registered with the General Dental Council, and the practice must be registered with the relevant regulator for its country.',
  },
} as const satisfies Record<string, Message>;

import { addCatalogs } from '../../shared/i18n/app-i18n';
import type { Message } from '../../shared/i18n/i18n';
import { messages as cy } from './locales/cy.po';
import { messages as enGB } from './locales/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of the home page, the not-found page and the long pages' contents (the React chunk
 * carries them: each long page's own words come with its chunk, from its own catalog).
 * A sentence with a link or other element inside is a `<Trans>` in its page, with its id here prefixed alike.
 */

/** The in-page table of contents of the long pages. */
export const CONTENTS = {
  title: /*i18n*/ { id: 'contents.title', message: 'Contents' },
} as const satisfies Record<string, Message>;

export const NOT_FOUND = {
  title: /*i18n*/ { id: 'notFound.title', message: 'Page not found' },
  checkAddress: /*i18n*/ {
    id: 'notFound.checkAddress',
    message: 'If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.',
  },
} as const satisfies Record<string, Message>;

export const HOME = {
  heroHeading: /*i18n*/ { id: 'home.hero.heading', message: 'Emergency dentist appointments today' },
  heroFormHeading: /*i18n*/ { id: 'home.hero.formHeading', message: 'Instant Availability Checker' },
  heroLead: /*i18n*/ {
    id: 'home.hero.lead',
    message:
      'In pain? Enter your postcode and we will find the nearest partner practice with a free appointment, usually the same day, anywhere in England, Scotland and Wales.',
  },
  findAppointment: /*i18n*/ { id: 'home.hero.findAppointment', message: 'Find an appointment' },
  heroFee: /*i18n*/ { id: 'home.hero.fee', message: '{fee} booking fee plus a fixed treatment cost' },
  heroHours: /*i18n*/ { id: 'home.hero.hours', message: 'Emergency service {hours}' },

  conditionsHeading: /*i18n*/ { id: 'home.conditions.heading', message: 'Emergencies we can help with' },
  toothacheTitle: /*i18n*/ { id: 'home.conditions.toothache.title', message: 'Toothache' },
  toothacheText: /*i18n*/ {
    id: 'home.conditions.toothache.text',
    message:
      'Throbbing or sharp pain that keeps you awake or stops you eating usually means something needs attention now. A dentist can find the cause, relieve the pain and stop it getting worse.',
  },
  abscessTitle: /*i18n*/ { id: 'home.conditions.abscess.title', message: 'Dental Abscess & Trauma' },
  abscessText: /*i18n*/ {
    id: 'home.conditions.abscess.text',
    message:
      'Swelling in the gum or face, a bad taste, or a tooth knocked, cracked or broken in an accident. Prompt treatment stops infection spreading and gives a damaged tooth its best chance.',
  },
  rootCanalTitle: /*i18n*/ { id: 'home.conditions.rootCanal.title', message: 'Root Canal Treatments' },
  rootCanalText: /*i18n*/ {
    id: 'home.conditions.rootCanal.text',
    message:
      'When the nerve inside a tooth is inflamed or infected, a dentist can start root canal treatment on the day to remove the source of the pain and try to save the tooth.',
  },
  extractionTitle: /*i18n*/ { id: 'home.conditions.extraction.title', message: 'Extraction' },
  extractionText: /*i18n*/ {
    id: 'home.conditions.extraction.text',
    message:
      'If a tooth cannot be saved, a dentist can take it out safely and give you clear aftercare advice, so the area heals well and you are comfortable again quickly.',
  },

  leadDentistHeading: /*i18n*/ { id: 'home.leadDentist.heading', message: 'About our lead dentist' },
  leadDentistExperience: /*i18n*/ {
    id: 'home.leadDentist.experience',
    message:
      'Our lead dentist is registered with the General Dental Council and has more than fifteen years of experience in NHS and private practice, much of it spent treating urgent and out-of-hours cases.',
  },
  leadDentistStandards: /*i18n*/ {
    id: 'home.leadDentist.standards',
    message:
      'They set the clinical standards our partner practices work to, review every practice before it joins us, and look at patient feedback each week. Their aim is simple: when you are in pain, you should see a qualified dentist quickly, know the price before you go, and leave with clear, honest advice.',
  },

  fixedFeeHeading: /*i18n*/ { id: 'home.fixedFee.heading', message: 'Same-day care at a fixed fee' },
  fixedFeeIntro: /*i18n*/ { id: 'home.fixedFee.intro', message: 'No waiting lists, no registration with a practice and no surprises on the bill.' },

  testimonialsHeading: /*i18n*/ { id: 'home.testimonials.heading', message: 'What our patients say' },
  stars: /*i18n*/ { id: 'home.testimonials.stars', message: '5 out of 5 stars' },
  sarahQuote: /*i18n*/ {
    id: 'home.testimonials.sarah.quote',
    message:
      'I woke up on a Sunday with my jaw swollen and no idea where to go. I had an appointment by lunchtime and the dentist sorted the abscess there and then.',
  },
  sarahWho: /*i18n*/ { id: 'home.testimonials.sarah.who', message: 'Sarah, Manchester' },
  davidQuote: /*i18n*/ {
    id: 'home.testimonials.david.quote',
    message:
      'The prices were clear before I booked and I did not spend an hour on hold. It took a couple of minutes on my phone and the practice was ten minutes away.',
  },
  davidWho: /*i18n*/ { id: 'home.testimonials.david.who', message: 'David, Birmingham' },
  priyaQuote: /*i18n*/ {
    id: 'home.testimonials.priya.quote',
    message:
      'I cracked a tooth while visiting family in Edinburgh. They found me a dentist nearby the same afternoon, and the treatment cost exactly what the website said.',
  },
  priyaWho: /*i18n*/ { id: 'home.testimonials.priya.who', message: 'Priya, London' },

  feesHeading: /*i18n*/ { id: 'home.fees.heading', message: 'Treatment fees' },
  feesIntro: /*i18n*/ {
    id: 'home.fees.intro',
    message:
      'You pay a {fee} booking fee when you book. Any treatment you need is charged at one of two fixed fees and paid to the practice, not to us.',
  },
  bookingFeeText: /*i18n*/ {
    id: 'home.fees.bookingFee.text',
    message: 'Paid online when you book. It secures your emergency appointment and your assessment by the dentist.',
  },

  contactHeading: /*i18n*/ { id: 'home.contact.heading', message: 'Book your emergency appointment' },
  contactFormHeading: /*i18n*/ { id: 'home.contact.formHeading', message: 'Check availability near you' },

  regulatorsHeading: /*i18n*/ { id: 'home.regulators.heading', message: 'Regulated and accountable' },
  gdcFull: /*i18n*/ { id: 'home.regulators.gdc.full', message: 'General Dental Council' },
  gdcText: /*i18n*/ {
    id: 'home.regulators.gdc.text',
    message: 'Every dentist you are booked with is registered with the General Dental Council, the UK regulator of dental professionals.',
  },
  cqcFull: /*i18n*/ { id: 'home.regulators.cqc.full', message: 'Care Quality Commission' },
  cqcText: /*i18n*/ {
    id: 'home.regulators.cqc.text',
    message:
      'Our partner practices in England are registered with the Care Quality Commission; practices in Scotland and Wales with their national inspectorates.',
  },
  icoFull: /*i18n*/ { id: 'home.regulators.ico.full', message: "Information Commissioner's Office" },
  icoText: /*i18n*/ {
    id: 'home.regulators.ico.text',
    message: "We are registered with the Information Commissioner's Office and look after your personal data under UK data protection law.",
  },
} as const satisfies Record<string, Message>;

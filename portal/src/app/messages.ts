import { addCatalogs } from '../shared/i18n/app-i18n';
import type { Message } from '../shared/i18n/i18n';
import { messages as cy } from './locales/cy.po';
import { messages as enGB } from './locales/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/** The words of every patient page's frame: skip links, header, footer. The cookie notice's sentence with its link is a `<Trans>` there. */
export const SHELL = {
  skipToForm: /*i18n*/ { id: 'shell.skipToForm', message: 'Skip to the booking form' },
  skipToMain: /*i18n*/ { id: 'shell.skipToMain', message: 'Skip to main content' },
  homeLink: /*i18n*/ { id: 'shell.homeLink', message: '{site} home' },
  bookNow: /*i18n*/ { id: 'shell.bookNow', message: 'Book now' },
  menu: /*i18n*/ { id: 'shell.menu', message: 'Menu' },
  mainNav: /*i18n*/ { id: 'shell.mainNav', message: 'Main' },
  myAppointments: /*i18n*/ { id: 'shell.myAppointments', message: 'My Appointments' },
  logout: /*i18n*/ { id: 'shell.logout', message: 'Logout' },
  callUsOn: /*i18n*/ { id: 'shell.callUsOn', message: 'Call us on' },
  resources: /*i18n*/ { id: 'shell.resources', message: 'Resources' },
  bookingTerms: /*i18n*/ { id: 'shell.bookingTerms', message: 'Booking Terms' },
  privacyPolicy: /*i18n*/ { id: 'shell.privacyPolicy', message: 'Privacy Policy' },
  company: /*i18n*/ { id: 'shell.company', message: 'Company' },
  register: /*i18n*/ { id: 'shell.register', message: 'Consultants - Register With Us' },
  legal: /*i18n*/ {
    id: 'shell.legal',
    message: '© {year} {site}. All rights reserved. We introduce patients to independent, GDC-registered dentists; treatment is provided and charged by the practice.',
  },
  postcodeLocations: /*i18n*/ { id: 'shell.postcodeLocations', message: 'Postcode locations:' },
  attributionOs: /*i18n*/ { id: 'shell.attribution.os', message: 'Contains OS data © Crown copyright and database right 2025' },
  attributionRoyalMail: /*i18n*/ { id: 'shell.attribution.royalMail', message: 'Contains Royal Mail data © Royal Mail copyright and database right 2025' },
  attributionOns: /*i18n*/ { id: 'shell.attribution.ons', message: 'Contains National Statistics data © Crown copyright and database right 2025' },
  cookieNotice: /*i18n*/ { id: 'shell.cookieNotice', message: 'Cookie Notice' },
  decline: /*i18n*/ { id: 'shell.decline', message: 'Decline' },
  accept: /*i18n*/ { id: 'shell.accept', message: 'Accept' },
  loadingSite: /*i18n*/ { id: 'shell.loadingSite', message: 'Loading the site…' },
  stillLoadingSite: /*i18n*/ { id: 'shell.stillLoadingSite', message: 'Still loading the site. Trying again…' },
} as const satisfies Record<string, Message>;

/** The Open Government Licence, in the page's language (The National Archives publishes both). */
export const OGL_URL = /*i18n*/ { id: 'shell.oglUrl', message: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/' };

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The patient's languages (ADR 0049): English as written in the code, Welsh from `cy.po`. One
 * catalog per folder that has texts, so a page's words arrive with its own chunk. `npm run
 * i18n:extract -w portal` writes both catalogs' ids; a translator fills in `cy.po`; the Vite plugin
 * compiles them at build time and fails on a missing or broken message.
 */
/** The lead form and its safety net (their words: lead-messages.ts); every other component is in the results catalog (results-messages.ts). */
const LEAD_COMPONENTS = [
  'lead-messages.ts',
  'availability-form.tsx',
  'postcode-combobox.tsx',
  'safety-question.tsx',
  'safety-check.tsx',
  'emergency-care-screen.tsx',
  'confirm-no-sign.tsx',
  'knocked-out-tooth-now.tsx',
  'nhs-111.tsx',
  'urgent-help.tsx',
  'screen-again.tsx',
  'robot-check.tsx',
  'no-practice-found.tsx',
  'practice-not-found.tsx',
  'lead-search-state.ts',
  'robot-provider.ts',
];

/** The portal's long pages, each in a chunk of its own with its own catalog. */
const LONG_PAGES = ['register', 'booking-terms', 'privacy-policy'];

export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'cy'],
  // A Welsh text that is missing fails the build; it never quietly shows the English.
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    { path: '<rootDir>/src/shared/i18n/locales/{locale}', include: ['<rootDir>/src/shared/i18n'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app'], exclude: ['**/*.test.*'] },
    // The home page's words come with React's chunk; each long page's with its own chunk.
    {
      path: '<rootDir>/src/features/pages/locales/{locale}',
      include: ['<rootDir>/src/features/pages'],
      exclude: ['**/*.test.*', ...LONG_PAGES.flatMap((page) => [`<rootDir>/src/features/pages/${page}-page.tsx`, `<rootDir>/src/features/pages/${page}-messages.ts`])],
    },
    ...LONG_PAGES.map((page) => ({
      path: `<rootDir>/src/features/pages/locales/${page}/{locale}`,
      include: [`<rootDir>/src/features/pages/${page}-page.tsx`, `<rootDir>/src/features/pages/${page}-messages.ts`],
    })),
    {
      path: '<rootDir>/src/features/booking/locales/{locale}',
      include: ['<rootDir>/src/features/booking'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/booking/components/**'],
    },
    // The booking feature's components, in two catalogs: the lead form and its safety net; the results and payment.
    {
      path: '<rootDir>/src/features/booking/components/locales/lead/{locale}',
      include: LEAD_COMPONENTS.map((name) => `<rootDir>/src/features/booking/components/${name}`),
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/booking/components/locales/results/{locale}',
      include: ['<rootDir>/src/features/booking/components'],
      exclude: ['**/*.test.*', ...LEAD_COMPONENTS.map((name) => `<rootDir>/src/features/booking/components/${name}`)],
    },
    { path: '<rootDir>/src/features/account/locales/{locale}', include: ['<rootDir>/src/features/account'], exclude: ['**/*.test.*'] },
  ],
});

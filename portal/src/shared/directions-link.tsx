import type { Words } from '@contexts/site/languages.constants';
import { DIRECTIONS_LABEL, directionsUrl } from '@contexts/practices/directions.rules';
import { useWords } from './i18n/app-i18n';

/**
 * The link's words in each language: what it shows, and for a screen reader where to and what
 * happens. The Welsh is the booking e-mail's (booking-mail.words.ts): "Cael cyfarwyddiadau", then the
 * practice's name as the object of "cyrraedd" (a verb-noun), which mutates nothing. The practices
 * context has no Welsh of DIRECTIONS_LABEL, so it is written here.
 */
const DIRECTIONS_WORDS: Words<{ label: string; to: (practice: string) => string }> = {
  'en-GB': {
    label: DIRECTIONS_LABEL,
    to: (practice) => `${DIRECTIONS_LABEL} to ${practice} (opens your maps app or a new tab)`,
  },
  cy: {
    label: 'Cael cyfarwyddiadau',
    to: (practice) => `Cael cyfarwyddiadau i gyrraedd ${practice} (mae'n agor eich ap mapiau neu dab newydd)`,
  },
};

/** "Get directions": opens the phone's maps app at the practice (ADR 0029). */
export function DirectionsLink({ practice }: { practice: { name: string; address: { line1: string; line2?: string | null; city: string; postcode: string }; latitude?: number | null; longitude?: number | null } }) {
  const words = useWords(DIRECTIONS_WORDS);
  const address = [practice.address.line1, practice.address.line2, practice.address.city, practice.address.postcode].filter(Boolean).join(', ');
  return (
    <a
      className="directions-link"
      href={directionsUrl({ latitude: practice.latitude, longitude: practice.longitude, address })}
      target="_blank"
      rel="noopener noreferrer"
      // The visible words first (WCAG 2.5.3), then where to and what happens.
      aria-label={words.to(practice.name)}
    >
      {words.label}
    </a>
  );
}

import { DIRECTIONS_LABEL, directionsUrl } from '@contexts/practices/directions.rules';

/** "Get directions": opens the phone's maps app at the practice (ADR 0029). */
export function DirectionsLink({ practice }: { practice: { name: string; address: { line1: string; line2?: string | null; city: string; postcode: string }; latitude?: number | null; longitude?: number | null } }) {
  const address = [practice.address.line1, practice.address.line2, practice.address.city, practice.address.postcode].filter(Boolean).join(', ');
  return (
    <a
      className="directions-link"
      href={directionsUrl({ latitude: practice.latitude, longitude: practice.longitude, address })}
      target="_blank"
      rel="noopener noreferrer"
      // The visible words first (WCAG 2.5.3), then where to and what happens.
      aria-label={`${DIRECTIONS_LABEL} to ${practice.name} (opens your maps app or a new tab)`}
    >
      {DIRECTIONS_LABEL}
    </a>
  );
}

import type { Locale } from '@contexts/site/languages.constants';

/**
 * A place chosen in Google's address search, with the result fields of spec 7 "Geocoding":
 * address components, formatted address, geometry, name, phone, website, business status, types,
 * rating. Plain data (no google.maps types), so the forms and their tests need no Maps code.
 */
export interface PlaceDetails {
  addressComponents: Array<{ longText: string; shortText: string; types: string[] }>;
  formattedAddress: string | null;
  location: { lat: number; lng: number } | null;
  name: string | null;
  phone: string | null;
  website: string | null;
  businessStatus: string | null;
  types: string[];
  rating: number | null;
}

/** One line of the suggestions list. */
export interface PlaceOption {
  id: string;
  main: string;
  secondary: string;
}

/** A place chosen in the lead form: its postcode (null when Google has none) and what to tell the patient. */
export interface ChosenPlace {
  details: PlaceDetails;
  postcode: string | null;
  note: string;
}

/**
 * What the forms ask of Places (loader.ts makes one from Google's library, in the lazy maps chunk;
 * tests make fakes). `choose` is `details` plus the lead form's reading of it, kept in that chunk
 * too so the home page's first download does not grow.
 */
export interface PlaceFinder {
  suggest(input: string): Promise<PlaceOption[]>;
  details(id: string): Promise<PlaceDetails>;
  /** `locale`: the language of the note (the page's; English when not given). */
  choose(id: string, locale?: Locale): Promise<ChosenPlace>;
}

const component = (place: PlaceDetails, type: string) => place.addressComponents.find((c) => c.types.includes(type));

/** The place's postcode, upper case with its space, or null (Google has none for some places). */
export function postcodeOf(place: PlaceDetails): string | null {
  const text = component(place, 'postal_code')?.longText.trim().toUpperCase();
  if (!text) return null;
  const compact = text.replace(/\s+/g, '');
  return compact.length >= 5 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : null;
}

/** The practice form's fields from a place (the admin checks and may change every one). */
export interface PracticeFieldsFromPlace {
  name?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  postcode?: string;
  latitude?: string;
  longitude?: string;
  phone?: string;
  website?: string;
}

export function practiceFieldsFrom(place: PlaceDetails): PracticeFieldsFromPlace {
  const long = (type: string) => component(place, type)?.longText;
  const street = [long('street_number'), long('route')].filter(Boolean).join(' ');
  const premise = [long('subpremise'), long('premise')].filter(Boolean).join(', ');
  const line1 = street || premise || undefined;
  const line2 = (street && premise) || long('sublocality') || long('neighborhood') || undefined;
  const fields: PracticeFieldsFromPlace = {
    name: place.name ?? undefined,
    addressLine1: line1,
    addressLine2: line2,
    city: long('postal_town') ?? long('locality') ?? undefined,
    postcode: postcodeOf(place) ?? undefined,
    latitude: place.location ? String(place.location.lat) : undefined,
    longitude: place.location ? String(place.location.lng) : undefined,
    phone: place.phone ?? undefined,
    website: place.website ?? undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as PracticeFieldsFromPlace;
}

/** Google's business status in words for the admin to check (OPERATIONAL, CLOSED_TEMPORARILY, CLOSED_PERMANENTLY). */
export function businessStatusText(status: string | null): string {
  if (!status) return 'not given';
  return { OPERATIONAL: 'open (operational)', CLOSED_TEMPORARILY: 'closed temporarily', CLOSED_PERMANENTLY: 'closed permanently' }[status] ?? status.toLowerCase();
}

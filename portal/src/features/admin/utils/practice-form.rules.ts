import { DEFAULT_OPENING_HOURS } from '@contexts/availability/availability.constants';
import { plainMailbox } from '@contexts/notifications/rules/mailbox.rules';
import { PRACTICE_MESSAGES as M } from '@contexts/practices/practices.constants';
import type { AdminPractice, OpeningHours, PracticeInput, Weekday } from '../api/admin';

export const WEEKDAYS: ReadonlyArray<{ key: Weekday; label: string }> = [
  { key: 'monday', label: 'Monday' },
  { key: 'tuesday', label: 'Tuesday' },
  { key: 'wednesday', label: 'Wednesday' },
  { key: 'thursday', label: 'Thursday' },
  { key: 'friday', label: 'Friday' },
  { key: 'saturday', label: 'Saturday' },
  { key: 'sunday', label: 'Sunday' },
];

/** The form's field order: the error summary lists problems in the order the fields appear. */
export const PRACTICE_FIELDS = ['name', 'addressLine1', 'addressLine2', 'city', 'postcode', 'phone', 'email', 'website', 'services', 'latitude', 'longitude'] as const;

export function emptyPractice(): PracticeInput {
  return {
    name: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    postcode: '',
    phone: '',
    email: '',
    website: '',
    services: [],
    latitude: '',
    longitude: '',
    openingHours: structuredClone(DEFAULT_OPENING_HOURS) as OpeningHours,
  };
}

/** Edit mode starts from the saved practice; coordinates become text as the spec's form keeps them. */
export function practiceToInput(p: AdminPractice): PracticeInput {
  return {
    name: p.name,
    addressLine1: p.address.line1,
    addressLine2: p.address.line2 ?? '',
    city: p.address.city,
    postcode: p.address.postcode,
    phone: p.phone,
    email: p.email,
    website: p.website ?? '',
    services: [...p.services],
    latitude: p.latitude === null ? '' : String(p.latitude),
    longitude: p.longitude === null ? '' : String(p.longitude),
    // The answer's hours are keyed by day name (a record in the document): the form edits the seven days.
    openingHours: Object.fromEntries(WEEKDAYS.map(({ key }) => [key, { ...DEFAULT_OPENING_HOURS[key], ...p.openingHours[key] }])) as OpeningHours,
  };
}

/** Services are typed comma-separated: trimmed, empty items dropped (spec section 5). */
export function parseServices(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}


function checkCoordinate(text: string, min: number, max: number): boolean {
  if (text.trim() === '') return true;
  const n = Number(text.trim());
  return Number.isFinite(n) && n >= min && n <= max;
}

/**
 * The same rules the server applies (it stays the authority), checked first so the admin sees
 * every problem at once without a round trip. Keys are the server's field names.
 */
export function validatePractice(p: PracticeInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!p.name.trim()) errors.name = M.nameRequired;
  if (!p.addressLine1.trim()) errors.addressLine1 = M.line1Required;
  if (!p.city.trim()) errors.city = M.cityRequired;
  if (!p.postcode.trim()) errors.postcode = M.postcodeRequired;
  if (!p.phone.trim()) errors.phone = M.phoneRequired;
  if (!plainMailbox(p.email)) errors.email = M.emailInvalid;
  if (p.website.trim() && !/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(p.website.trim())) errors.website = M.websiteInvalid;
  if (!checkCoordinate(p.latitude, -90, 90)) errors.latitude = M.latitudeRange;
  if (!checkCoordinate(p.longitude, -180, 180)) errors.longitude = M.longitudeRange;
  if (!errors.latitude && !errors.longitude && (p.latitude.trim() === '') !== (p.longitude.trim() === '')) {
    errors[p.latitude.trim() === '' ? 'latitude' : 'longitude'] = 'Give both latitude and longitude, or neither.';
  }
  for (const { key, label } of WEEKDAYS) {
    const day = p.openingHours[key];
    if (!day.isClosed && !(day.open && day.close && day.open < day.close)) errors[`openingHours.${key}`] = `${label}: opening must be before closing.`;
  }
  return errors;
}

/** Import text must parse; a single object is wrapped into a list (spec section 5). */
export function parseImport(text: string): { ok: true; items: unknown[] } | { ok: false } {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return { ok: true, items: value };
    if (value && typeof value === 'object') return { ok: true, items: [value] };
    return { ok: false };
  } catch {
    return { ok: false };
  }
}

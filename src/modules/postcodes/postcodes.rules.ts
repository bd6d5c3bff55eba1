/** Pure rules of the postcode table: the compact key, its display form, prefixes and file rows. */

/** The table's key: the normal form without its space ('w1g 8ys' → 'W1G8YS'). */
export function compactPostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** The display form of a compact key: the inward code is always the last three characters. */
export function displayPostcode(compact: string): string {
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** A full GB postcode's shape, compact: outward code (area, district digit, optional letter or digit) and inward code. */
const FULL_POSTCODE_SHAPE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

/**
 * A postcode as a patient pastes, types or dictates it ("m11ae", "M 1 1 A E", "m1 1ae."): its letters
 * and digits, upper-cased, in the display form when they make a full postcode's shape ("M1 1AE");
 * anything else (a bare district, a mistake) as its letters and digits, for the server's check to judge.
 */
export function tidyPostcode(input: string): string {
  const characters = input.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return FULL_POSTCODE_SHAPE.test(characters) ? displayPostcode(characters) : characters;
}

/**
 * A type-ahead prefix, compact, when it can begin a GB postcode: an area (1–2 letters), then the
 * district's digit and an optional letter or digit, then the inward code's digit and letters. Spaces
 * and case do not matter. Shorter than `minChars` or not a postcode's beginning: null.
 */
export function postcodePrefix(input: unknown, minChars: number): string | null {
  if (typeof input !== 'string' || input.length > 10) return null;
  const compact = compactPostcode(input.trim());
  if (compact.length < minChars || compact.length > 7) return null;
  return /^[A-Z]{1,2}(?:\d[A-Z\d]?(?:\d[A-Z]{0,2})?)?$/.test(compact) ? compact : null;
}

/**
 * The exclusive upper bound of a prefix range in byte order: the keys that start with `prefix` are
 * exactly those ≥ prefix and < this ('SW1A' → 'SW1B', '9' → ':', 'Z' → '['). Prefixes are ASCII.
 */
export function prefixUpperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

export interface PostcodeRow {
  compact: string;
  lat: number;
  lng: number;
}

/** One line of the bundled file (`postcode,lat,lng`), or null for the header, a blank or a bad line. */
export function parsePostcodeLine(line: string): PostcodeRow | null {
  const [postcode, lat, lng] = line.split(',');
  if (!postcode || lat === undefined || lng === undefined) return null;
  const compact = compactPostcode(postcode);
  const point = { lat: Number(lat), lng: Number(lng) };
  if (!/^[A-Z0-9]{5,7}$/.test(compact) || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  if (point.lat < 49 || point.lat > 61 || point.lng < -9 || point.lng > 3) return null;
  return { compact, ...point };
}

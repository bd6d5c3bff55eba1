const DAY_MS = 24 * 60 * 60 * 1000;

/** Records whose time ended before this instant are past retention (`days` whole days before now). */
export function retentionCutoff(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`retention must be a whole number of days, got ${days}`);
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * A phone number reduced to what identifies it, so a subject-access search finds "07700 900123",
 * "+44 7700 900123", "0044 7700 900123" and "+44 (0)7700-900123" alike: the last 10 digits (a UK
 * number without its 0 or +44). Returns '' when fewer than 7 digits are given (too short to identify
 * anyone). `phoneKeyOf` (src/shared/db/personal-data.ts) is the same rule in SQL for the stored numbers.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : '';
}

/**
 * The outcode (district, e.g. "SW1A") of a postcode as a patient typed it, or '' when it is not
 * postcode-shaped. An anonymised record keeps only this, as the search demand events do: a district
 * holds thousands of households. `outcodeOf` in src/shared/db/personal-data.ts is the same rule in SQL.
 */
export function outcodeOf(postcode: string): string {
  const compact = postcode.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : '';
}


/** en-GB formatting helpers (spec: locale en-GB, list dates dd/mm/yyyy, times hh:mm, Europe/London). */
const TZ = 'Europe/London';

function toDate(value: Date | string | number): Date | undefined {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function formatDateLong(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return 'Invalid date';
  // Assembled from parts: ICU versions differ on the comma after the weekday.
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

export function formatDateShort(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return 'Invalid date';
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TZ }).format(d);
}

export function formatTime(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return 'Invalid time';
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TZ }).format(d);
}

/** "Mon 24 Nov, 09:30" — the spec's short weekday, day, month and hh:mm form. */
export function formatSlotShort(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return 'Invalid date';
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: TZ }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${formatTime(d)}`;
}

export function formatPounds(pence: number): string {
  if (!Number.isFinite(pence)) return '£0';
  const pounds = pence / 100;
  return `£${Number.isInteger(pounds) ? pounds.toString() : pounds.toFixed(2)}`;
}

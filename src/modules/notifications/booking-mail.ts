import type { Config } from '../../config/config.js';
import type { BookingMailRepository } from './booking-mail.repository.js';

const TZ = 'Europe/London';

/** What every booking e-mail needs about one appointment and its practice (BookingMailRepository.findBookingMail). */
export type BookingMail = NonNullable<Awaited<ReturnType<BookingMailRepository['findBookingMail']>>>;

/** "Monday 1 March 2027" and "09:30" on the London clock. */
export function londonDateText(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ }).format(instant).replace(',', '');
}
export function londonTimeText(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TZ }).format(instant);
}

export function practiceAddress(r: Pick<BookingMail, 'address_line1' | 'address_line2' | 'city' | 'postcode'>): string {
  return [r.address_line1, r.address_line2, r.city, r.postcode].filter(Boolean).join(', ');
}

export function manageUrl(config: Pick<Config, 'PUBLIC_URL'>, token: string): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}/appointments/manage?token=${encodeURIComponent(token)}`;
}

export function mailHost(config: Pick<Config, 'PUBLIC_URL'>): string {
  return new URL(config.PUBLIC_URL).hostname;
}

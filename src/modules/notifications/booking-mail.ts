import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/config.js';

const TZ = 'Europe/London';

/** What every booking e-mail needs about one appointment and its practice. */
export interface BookingMailRow {
  id: string;
  reference: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  patient_name: string;
  patient_phone: string;
  patient_postcode: string;
  patient_issue: string;
  patient_email: string;
  email_status: string;
  refund_due_pence: number | null;
  cancelled_by: string | null;
  rescheduled_count: number;
  reminder_sent_at: Date | null;
  practice_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string;
  phone: string;
}

export async function loadBookingMail(em: EntityManager, appointmentId: string): Promise<BookingMailRow | undefined> {
  const [row] = await em.execute<BookingMailRow[]>(
    `SELECT a.id, a.reference, a.status, a.starts_at, a.ends_at, a.patient_name, a.patient_phone, a.patient_postcode, a.patient_issue,
            a.patient_email, a.email_status, a.refund_due_pence, a.cancelled_by, a.rescheduled_count, a.reminder_sent_at,
            p.name AS practice_name, p.address_line1, p.address_line2, p.city, p.postcode, p.phone
       FROM appointment a JOIN practice p ON p.id = a.practice_id WHERE a.id = ?`,
    [appointmentId],
  );
  return row;
}

/** "Monday 1 March 2027" and "09:30" on the London clock. */
export function londonDateText(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ }).format(instant).replace(',', '');
}
export function londonTimeText(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TZ }).format(instant);
}

export function practiceAddress(r: Pick<BookingMailRow, 'address_line1' | 'address_line2' | 'city' | 'postcode'>): string {
  return [r.address_line1, r.address_line2, r.city, r.postcode].filter(Boolean).join(', ');
}

export function manageUrl(config: Pick<Config, 'PUBLIC_URL'>, token: string): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}/appointments/manage?token=${encodeURIComponent(token)}`;
}

export function mailHost(config: Pick<Config, 'PUBLIC_URL'>): string {
  return new URL(config.PUBLIC_URL).hostname;
}

import type { Config } from '../../../config/config.js';
import { MANAGE_MESSAGES } from '../../booking/booking.constants.js';
import type { StateWording } from '../../booking/rules/appointment-state-wording.rules.js';
import { isBooking, type MoneyRow as AppointmentMoney, moneyFactsOf, paymentWording, type PaymentWording } from '../../booking/rules/payment-wording.rules.js';
import type { AppointmentMail } from '../../booking/index.js';

const TZ = 'Europe/London';

/** What every booking e-mail needs about one appointment and its practice (booking's `AppointmentMail.forMail`). */
export type BookingMail = NonNullable<Awaited<ReturnType<AppointmentMail['forMail']>>>;

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

/**
 * A live booking the patient may be e-mailed about: never an attempt whose payment held no money
 * (ADR 0035), whatever event asks.
 */
export function isLiveBooking(a: Pick<BookingMail, 'status' | 'payment_status' | 'authorized_at'>): boolean {
  return (a.status === 'pending' || a.status === 'confirmed') && isBooking({ status: a.status, paymentStatus: a.payment_status, authorizedAt: a.authorized_at });
}

/**
 * Where the booking's fee stands, in the words every channel uses (ADR 0035): read from the
 * appointment when the e-mail is rendered, so it says what is true when it goes.
 */
export function bookingMoney(a: AppointmentMoney): PaymentWording {
  return paymentWording(moneyFactsOf(a));
}

/** The booking-update e-mails (one template, BookingUpdate). */
export type UpdateKind = 'cancellation' | 'reschedule' | 'reminder' | 'confirmed';

/** The manage link's words: a cancelled booking's page shows it and its money, without change or cancel. */
export const MANAGE_LINK_LABEL: Record<UpdateKind, string | undefined> = {
  cancellation: 'See your cancelled booking and its booking fee',
  reschedule: undefined,
  reminder: undefined,
  confirmed: undefined,
};
type MoneyRow = Parameters<typeof bookingMoney>[0] & Pick<BookingMail, 'cancelled_by'>;

/**
 * What each booking-update e-mail says: its preview, heading and lines, the fee always in
 * paymentWording's words for the appointment as it stands when the e-mail goes.
 */
export function updateContent(kind: UpdateKind, a: MoneyRow, state: StateWording): { preview: string; heading: string; lines: string[] } {
  const money = bookingMoney(a).sentence;
  // The state's one name, as the pages, texts and calendar say it.
  const status = `Status: ${state.label}.`;
  switch (kind) {
    case 'cancellation': {
      const byPractice = a.cancelled_by === 'admin' || a.cancelled_by === 'practice';
      return {
        preview: 'Your emergency dental appointment is cancelled',
        heading: 'Your appointment is cancelled',
        // The reason an admin or the practice gave for the patient, as given; then what the refund
        // rule gave, or what the payment queue has done since.
        lines: [
          byPractice ? MANAGE_MESSAGES.cancelledByPractice : MANAGE_MESSAGES.cancelled,
          ...(state.reason ? [state.reason] : []),
          money,
          'If you still need help, you can book again at any time.',
        ],
      };
    }
    case 'reschedule':
      return {
        preview: 'Your emergency dental appointment has moved',
        heading: 'Your appointment has moved',
        lines: [MANAGE_MESSAGES.rescheduled, status, 'Your booking fee carries over: there is nothing more to pay now.', money],
      };
    case 'reminder':
      return {
        preview: 'Your emergency dental appointment is soon',
        heading: 'Your appointment is soon',
        lines: ['This is a reminder of your emergency dental appointment. Please arrive a few minutes early and bring a list of any medicines you take.', status, money],
      };
    case 'confirmed':
      return {
        preview: 'The practice has confirmed your emergency dental appointment',
        heading: 'Your appointment is confirmed',
        // Being taken while the capture is queued, paid once it has landed.
        lines: [
          status,
          `${state.sentence} Please arrive a few minutes early and bring a list of any medicines you take.`,
          `${money} Further payment for your treatment is made directly to the practice.`,
        ],
      };
  }
}

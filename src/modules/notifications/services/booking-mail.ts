import type { Config } from '../../../config/config.js';
import type { StateWording } from '../../booking/rules/appointment-state-wording.rules.js';
import { isBooking, type MoneyRow as AppointmentMoney, moneyFactsOf, paymentWording, type PaymentWording } from '../../booking/rules/payment-wording.rules.js';
import { paymentWordingCy } from '../../booking/rules/payment-wording.cy.rules.js';
import type { AppointmentMail } from '../../booking/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { pathInLocale } from '../../site/rules/language.rules.js';
import { bookingMailWords } from '../templates/booking-mail.words.js';

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

/**
 * The date in the patient's language, in the English shape: "Dydd Llun 1 Mawrth 2027" (Node's CLDR
 * data has Welsh; its own pattern puts a comma after the day's name, which the English leaves out).
 */
export function londonDateTextIn(locale: Locale, instant: Date): string {
  if (locale === 'en-GB') return londonDateText(instant);
  const parts = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

export function practiceAddress(r: Pick<BookingMail, 'address_line1' | 'address_line2' | 'city' | 'postcode'>): string {
  return [r.address_line1, r.address_line2, r.city, r.postcode].filter(Boolean).join(', ');
}

/** The manage page in the booking's language: a Welsh e-mail opens the Welsh page. */
export function manageUrl(config: Pick<Config, 'PUBLIC_URL'>, token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${pathInLocale(`/appointments/manage?token=${encodeURIComponent(token)}`, locale)}`;
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
export function bookingMoney(a: AppointmentMoney, locale: Locale = 'en-GB'): PaymentWording {
  return (locale === 'cy' ? paymentWordingCy : paymentWording)(moneyFactsOf(a));
}

/** The booking-update e-mails (one template, BookingUpdate). */
export type UpdateKind = 'cancellation' | 'reschedule' | 'reminder' | 'confirmed';

/** The manage link's words: a cancelled booking's page shows it and its money, without change or cancel. */
export function manageLinkLabel(kind: UpdateKind, locale: Locale = 'en-GB'): string | undefined {
  return kind === 'cancellation' ? bookingMailWords(locale).cancellation.manageLabel : undefined;
}
/** The same, in English (the label the English e-mails have always carried). */
export const MANAGE_LINK_LABEL: Record<UpdateKind, string | undefined> = {
  cancellation: manageLinkLabel('cancellation'),
  reschedule: undefined,
  reminder: undefined,
  confirmed: undefined,
};
type MoneyRow = Parameters<typeof bookingMoney>[0] & Pick<BookingMail, 'cancelled_by'>;

/**
 * What each booking-update e-mail says: its preview, heading and lines, in the appointment's
 * language, the fee always in paymentWording's words (or their Welsh) for the appointment as it
 * stands when the e-mail goes. `state` is said in the same language (patientStateOf).
 */
export function updateContent(kind: UpdateKind, a: MoneyRow, state: StateWording, locale: Locale = 'en-GB'): { preview: string; heading: string; lines: string[] } {
  const words = bookingMailWords(locale);
  const money = bookingMoney(a, locale).sentence;
  // The state's one name, as the pages, texts and calendar say it.
  const status = words.statusLine(state.label);
  switch (kind) {
    case 'cancellation': {
      const byPractice = a.cancelled_by === 'admin' || a.cancelled_by === 'practice';
      const w = words.cancellation;
      return {
        preview: w.preview,
        heading: w.heading,
        // The reason an admin or the practice gave for the patient, as given; then what the refund
        // rule gave, or what the payment queue has done since.
        lines: [byPractice ? w.cancelledByPractice : w.cancelled, ...(state.reason ? [state.reason] : []), money, w.bookAgain],
      };
    }
    case 'reschedule': {
      const w = words.reschedule;
      return { preview: w.preview, heading: w.heading, lines: [w.moved, status, w.feeCarriesOver, money] };
    }
    case 'reminder': {
      const w = words.reminder;
      return { preview: w.preview, heading: w.heading, lines: [w.line, status, money] };
    }
    case 'confirmed': {
      const w = words.confirmed;
      return {
        preview: w.preview,
        heading: w.heading,
        // Being taken while the capture is queued, paid once it has landed.
        lines: [status, `${state.sentence} ${w.arrive}`, `${money} ${w.furtherPayment}`],
      };
    }
  }
}

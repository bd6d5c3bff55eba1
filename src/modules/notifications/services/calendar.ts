import { createEvent, createEvents } from 'ics';
import type { StateWording } from '../../booking/rules/appointment-state-wording.rules.js';
import type { MailAttachment } from './mailer.js';
import type { Locale } from '../../site/languages.constants.js';
import { bookingMailWords } from '../templates/booking-mail.words.js';

export interface CalendarBooking {
  appointmentId: string;
  reference: string;
  startsAt: Date;
  endsAt: Date;
  practiceName: string;
  practiceAddress: string;
  practicePhone: string;
  manageUrl: string;
  /** Where the booking fee stands, in paymentWording's words. */
  payment?: string;
  /** Bumped on every reschedule, so a calendar updates the one event (RFC 5545 SEQUENCE). */
  sequence: number;
  cancelled?: boolean;
  /** The booking's state as every channel names it: tentative until the practice confirms. */
  state?: Pick<StateWording, 'label' | 'calendar'>;
  host: string;
  /** The language the patient booked in (English when absent): the title and description are in it. */
  locale?: Locale;
}

/**
 * The booking as an .ics attachment, built with the `ics` library, in the patient's language (the
 * caller gives the fee and the state in it too). Times are written in UTC (the `Z` form), which
 * every calendar shows in the reader's zone: a 09:00 London appointment stays 09:00 in London on
 * both sides of a clock change, with no VTIMEZONE to get wrong.
 */
export function bookingCalendar(b: CalendarBooking): MailAttachment {
  const words = bookingMailWords(b.locale).calendar;
  const { error, value } = createEvent({
    uid: `${b.appointmentId}@${b.host}`,
    sequence: b.sequence,
    productId: 'emergency-dental/booking',
    method: 'PUBLISH',
    start: b.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: b.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: words.title(b.practiceName),
    description: [words.reference(b.reference), b.state && words.status(b.state.label), words.practicePhone(b.practicePhone), b.payment, b.cancelled ? words.details(b.manageUrl) : words.change(b.manageUrl)].filter(Boolean).join(' '),
    location: b.practiceAddress,
    url: b.manageUrl,
    status: b.cancelled ? 'CANCELLED' : (b.state?.calendar ?? 'CONFIRMED'),
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file.');
  return { filename: `appointment-${b.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}

/** One booking in a practice's calendar feed: no contact or health details, a first name at most. */
export interface FeedEvent {
  appointmentId: string;
  reference: string;
  startsAt: Date;
  endsAt: Date;
  firstName: string;
  operativeName: string | null;
  confirmed: boolean;
  sequence: number;
}

/**
 * A practice's subscribed calendar, built with the same `ics` library: one event per live
 * booking, titled with the booking reference and the patient's first name only. The feed's URL is a
 * bearer secret, and calendars sync it to phones and shared mailboxes, so it carries nothing a
 * stranger could use: no issue, phone, e-mail, postcode or surname (ADR 0030).
 */
export function practiceCalendarFeed(practice: { name: string; address: string }, events: readonly FeedEvent[], host: string): string {
  if (!events.length) {
    // `ics` refuses an empty list; an empty calendar is still a valid subscription.
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:emergency-dental/practice-feed', 'METHOD:PUBLISH', `X-WR-CALNAME:${icsText(practice.name)} bookings`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(
    events.map((e) => ({
      uid: `${e.appointmentId}@${host}`,
      sequence: e.sequence,
      start: e.startsAt.getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      end: e.endsAt.getTime(),
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      title: `${e.reference} ${e.firstName}`.trim(),
      description: [`Emergency dental appointment, booking ${e.reference}.`, e.operativeName ? `With ${e.operativeName}.` : '', e.confirmed ? 'Confirmed.' : 'Awaiting confirmation.']
        .filter(Boolean)
        .join(' '),
      location: practice.address,
      status: e.confirmed ? ('CONFIRMED' as const) : ('TENTATIVE' as const),
      busyStatus: 'BUSY' as const,
    })),
    { productId: 'emergency-dental/practice-feed', method: 'PUBLISH', calName: `${practice.name} bookings` },
  );
  if (error || !value) throw error ?? new Error('Could not build the calendar feed.');
  return value;
}

/** RFC 5545 TEXT escaping for the one property written by hand. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');

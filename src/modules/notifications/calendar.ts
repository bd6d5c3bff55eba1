import { createEvent } from 'ics';
import type { MailAttachment } from './mailer.js';

export interface CalendarBooking {
  appointmentId: string;
  reference: string;
  startsAt: Date;
  endsAt: Date;
  practiceName: string;
  practiceAddress: string;
  practicePhone: string;
  manageUrl: string;
  /** Bumped on every reschedule, so a calendar updates the one event (RFC 5545 SEQUENCE). */
  sequence: number;
  cancelled?: boolean;
  host: string;
}

/**
 * The booking as an .ics attachment, built with the `ics` library. Times are written in UTC (the
 * `Z` form), which every calendar shows in the reader's zone: a 09:00 London appointment stays
 * 09:00 in London on both sides of a clock change, with no VTIMEZONE to get wrong.
 */
export function bookingCalendar(b: CalendarBooking): MailAttachment {
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
    title: `Emergency dental appointment at ${b.practiceName}`,
    description: `Booking reference ${b.reference}. Practice phone ${b.practicePhone}. Change or cancel: ${b.manageUrl}`,
    location: b.practiceAddress,
    url: b.manageUrl,
    status: b.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file.');
  return { filename: `appointment-${b.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}

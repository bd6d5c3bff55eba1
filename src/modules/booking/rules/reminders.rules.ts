import type { DomainEventInput } from '../../../shared/outbox/domain-event.js';
import { BookingEvent } from '../booking.events.js';

/**
 * The reminder e-mail as an event: the relay turns it into a delayed `send-reminder` job (delay until
 * `sendAt`). None when the booking is made (or moved) closer to the appointment than the reminder
 * time. A reminder for a time the booking no longer has is skipped by the job and removed by the
 * reschedule/cancellation jobs.
 */
export function reminderEvent(appointmentId: string, startsAt: Date, now: Date, minutesBefore: number): DomainEventInput<typeof BookingEvent.ReminderScheduled> | undefined {
  const sendAt = new Date(startsAt.getTime() - minutesBefore * 60_000);
  if (sendAt.getTime() <= now.getTime()) return undefined;
  return {
    type: BookingEvent.ReminderScheduled,
    aggregateType: 'appointment',
    aggregateId: appointmentId,
    actor: 'system',
    payload: { startsAt: startsAt.toISOString(), sendAt: sendAt.toISOString() },
  };
}

import type { JobsOptions } from 'bullmq';
import { JobName, QueueName } from '../queues/queue-names.js';
import type { StoredDomainEvent } from './domain-event.js';

/** Where the relay sends a committed event: one job per route, `jobId` = event id. */
export interface EventRoute {
  queue: QueueName;
  job: JobName;
  /** Per-event job options, e.g. a delay until a hold expires. */
  options?: (event: StoredDomainEvent) => JobsOptions;
}

export type EventRoutes = Readonly<Record<string, readonly EventRoute[]>>;

/** A hold's expiry job runs when the hold runs out (a second after, so the compare-and-set sees it expired). */
function untilExpiry(event: StoredDomainEvent): JobsOptions {
  return { delay: Math.max(0, Date.parse(String(event.payload.expiresAt)) - Date.now() + 1000) };
}

/** An unopened waitlist offer lapses a second after its time (so the compare-and-set sees it expired). */
function untilOfferExpiry(event: StoredDomainEvent): JobsOptions {
  return { delay: Math.max(0, Date.parse(String(event.payload.expiresAt)) - Date.now() + 1000) };
}

/** A reminder runs at its send time. */
function untilSendAt(event: StoredDomainEvent): JobsOptions {
  return { delay: Math.max(0, Date.parse(String(event.payload.sendAt)) - Date.now()) };
}

/**
 * The routing table. Events without an entry are audit-only: the relay marks them published and
 * enqueues nothing. Each module adds its lines here, next to the event it owns.
 */
export const EVENT_ROUTES: EventRoutes = {
  OutboxProbe: [{ queue: QueueName.Hold, job: JobName.Probe }],
  PracticeAdded: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  PracticeUpdated: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  PracticesImported: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  PostcodeLookupMissed: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  SlotHeld: [{ queue: QueueName.Hold, job: JobName.ExpireHold, options: untilExpiry }],
  HoldExtended: [{ queue: QueueName.Hold, job: JobName.ExpireHold, options: untilExpiry }],
  HoldExpired: [
    { queue: QueueName.Payment, job: JobName.CancelPayment },
    { queue: QueueName.Waitlist, job: JobName.OfferOpenSlots },
  ],
  // A patient let their hold go: as an expiry, its intent is cancelled and the waitlist told.
  HoldReleased: [
    { queue: QueueName.Payment, job: JobName.CancelPayment },
    { queue: QueueName.Waitlist, job: JobName.OfferOpenSlots },
  ],
  AppointmentPaymentOrphaned: [{ queue: QueueName.Payment, job: JobName.CancelPayment }],
  AppointmentBooked: [{ queue: QueueName.Email, job: JobName.SendConfirmation }],
  AppointmentConfirmed: [{ queue: QueueName.Payment, job: JobName.CapturePayment }],
  AppointmentCancelled: [
    { queue: QueueName.Payment, job: JobName.RefundCancellation },
    { queue: QueueName.Email, job: JobName.SendCancellation },
    { queue: QueueName.Waitlist, job: JobName.OfferOpenSlots },
  ],
  AvailabilitySaved: [{ queue: QueueName.Waitlist, job: JobName.OfferOpenSlots }],
  WaitlistJoinRequested: [{ queue: QueueName.Email, job: JobName.SendWaitlistConfirmation }],
  WaitlistJoined: [{ queue: QueueName.Waitlist, job: JobName.OfferOpenSlots }],
  WaitlistOfferMade: [
    { queue: QueueName.Email, job: JobName.SendWaitlistOffer },
    { queue: QueueName.Waitlist, job: JobName.LapseWaitlistOffer, options: untilOfferExpiry },
  ],
  WaitlistOfferReleased: [{ queue: QueueName.Waitlist, job: JobName.OfferOpenSlots }],
  AppointmentRescheduled: [{ queue: QueueName.Email, job: JobName.SendRescheduled }],
  ReminderScheduled: [{ queue: QueueName.Email, job: JobName.SendReminder, options: untilSendAt }],
  SignInLinkRequested: [{ queue: QueueName.Email, job: JobName.SendSignInLink }],
};

/** An event may reach several queues but at most once per queue, since the job id is the event id. */
export function assertRoutesValid(routes: EventRoutes): void {
  for (const [type, list] of Object.entries(routes)) {
    const queues = list.map((r) => r.queue);
    if (new Set(queues).size !== queues.length) {
      throw new Error(`Event ${type} is routed twice into one queue; job ids would collide`);
    }
  }
}

import type { JobsOptions } from 'bullmq';
import { JobName, QueueName } from '../queues/queue-names.js';
import type { DomainEventName, StoredDomainEvent } from './domain-event.js';

/** Where the relay sends a committed event `K`: one job per route, `jobId` = event id (plus the route's suffix). */
export interface EventRoute<K extends DomainEventName = DomainEventName> {
  queue: QueueName;
  job: JobName;
  /**
   * A second job of one event in the same queue needs its own id: `<event id>-<suffix>`. The first
   * route of an event in a queue keeps the bare event id (what ops tools and reminders look up).
   */
  jobIdSuffix?: string;
  /** Per-event job options, e.g. a delay until a hold expires (`now` is the Clock's). */
  options?: (event: StoredDomainEvent<K>, now: Date) => JobsOptions;
  /**
   * The job is due minutes after the event (a hold's expiry): the relays need not wake at its
   * commit, their poll (OUTBOX_POLL_MS, a second) publishes it in time. An event whose every route
   * is `later` is written `wakes_relay = false` and sends no NOTIFY, whose commit-time lock would
   * otherwise make such commits (every hold) wait for one another (ADR 0034).
   */
  later?: true;
}

/**
 * The routing table, keyed by event name: a key that is not a declared event, or an `options` that
 * reads a payload field its event does not have, fails the typecheck.
 */
export type EventRoutes = { readonly [K in DomainEventName]?: readonly EventRoute<K>[] };

/** The routes of one event (the table's entry for its name, typed for that event). */
export function routesOf<K extends DomainEventName>(event: Pick<StoredDomainEvent<K>, 'type'>, routes: EventRoutes = EVENT_ROUTES): readonly EventRoute<K>[] {
  return (routes[event.type] ?? []) as readonly EventRoute<K>[];
}

// The option functions read payloads structurally (src/shared names no module): any event whose
// declared payload has the field may use them; routing one whose payload lacks it fails the typecheck.

/** A hold's expiry job runs when the hold runs out (a second after, so the compare-and-set sees it expired). */
function untilExpiry(event: { payload: { expiresAt: string } }, now: Date): JobsOptions {
  return { delay: Math.max(0, Date.parse(event.payload.expiresAt) - now.getTime() + 1000) };
}

/** An unopened waitlist offer lapses a second after its time (so the compare-and-set sees it expired). */
function untilOfferExpiry(event: { payload: { expiresAt: string } }, now: Date): JobsOptions {
  return { delay: Math.max(0, Date.parse(event.payload.expiresAt) - now.getTime() + 1000) };
}

/** A reminder runs at its send time. */
function untilSendAt(event: { payload: { sendAt: string } }, now: Date): JobsOptions {
  return { delay: Math.max(0, Date.parse(event.payload.sendAt) - now.getTime()) };
}

/**
 * The routing table. Events without an entry are audit-only: the relay marks them published and
 * enqueues nothing. An entry with no routes says so on purpose, and such an event also leaves the
 * relays asleep (its publication can wait for their poll). Each module adds its lines here, next to
 * the event it owns.
 */
export const EVENT_ROUTES: EventRoutes = {
  // One per search, for demand reports only: no NOTIFY and no relay wake-up on the search path.
  SearchMade: [],
  OutboxProbe: [{ queue: QueueName.Hold, job: JobName.Probe }],
  PracticeAdded: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  PracticeUpdated: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  PracticesImported: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  PostcodeLookupMissed: [{ queue: QueueName.Geocode, job: JobName.WarmPostcode }],
  SlotHeld: [{ queue: QueueName.Hold, job: JobName.ExpireHold, options: untilExpiry, later: true }],
  HoldExtended: [{ queue: QueueName.Hold, job: JobName.ExpireHold, options: untilExpiry, later: true }],
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
  AppointmentBooked: [
    { queue: QueueName.Email, job: JobName.SendConfirmation },
    { queue: QueueName.Email, job: JobName.SendPracticeBooking, jobIdSuffix: 'practice' },
  ],
  AppointmentConfirmed: [
    { queue: QueueName.Payment, job: JobName.CapturePayment },
    { queue: QueueName.Email, job: JobName.SendAppointmentConfirmed },
  ],
  AppointmentCancelled: [
    { queue: QueueName.Payment, job: JobName.RefundCancellation },
    { queue: QueueName.Email, job: JobName.SendCancellation },
    { queue: QueueName.Email, job: JobName.SendPracticeCancellation, jobIdSuffix: 'practice' },
    { queue: QueueName.Waitlist, job: JobName.OfferOpenSlots },
  ],
  ConfirmationEmailChanged: [{ queue: QueueName.Email, job: JobName.ResendConfirmation }],
  // Audit only: the e-mails and texts read the appointment's language when they go.
  AppointmentLocaleChanged: [],
  AvailabilitySaved: [{ queue: QueueName.Waitlist, job: JobName.OfferOpenSlots }],
  WaitlistJoinRequested: [{ queue: QueueName.Email, job: JobName.SendWaitlistConfirmation }],
  WaitlistJoined: [{ queue: QueueName.Waitlist, job: JobName.OfferOpenSlots }],
  WaitlistOfferMade: [
    { queue: QueueName.Email, job: JobName.SendWaitlistOffer },
    { queue: QueueName.Waitlist, job: JobName.LapseWaitlistOffer, options: untilOfferExpiry },
  ],
  WaitlistOfferReleased: [{ queue: QueueName.Waitlist, job: JobName.OfferOpenSlots }],
  AppointmentRescheduled: [
    { queue: QueueName.Email, job: JobName.SendRescheduled },
    { queue: QueueName.Email, job: JobName.SendPracticeReschedule, jobIdSuffix: 'practice' },
  ],
  ReminderScheduled: [{ queue: QueueName.Email, job: JobName.SendReminder, options: untilSendAt }],
  SignInLinkRequested: [{ queue: QueueName.Email, job: JobName.SendSignInLink }],
  // The back office without a command line (ADR 0043): invitations, and the owner told of each
  // change to how their account signs in.
  InvitationSent: [{ queue: QueueName.Email, job: JobName.SendInvitation }],
  InvitationResent: [{ queue: QueueName.Email, job: JobName.SendInvitation }],
  SecondFactorEnabled: [{ queue: QueueName.Email, job: JobName.SendAccountNotice }],
  RecoveryCodeUsed: [{ queue: QueueName.Email, job: JobName.SendAccountNotice }],
  SecondFactorReset: [{ queue: QueueName.Email, job: JobName.SendAccountNotice }],
  NewDeviceSignIn: [{ queue: QueueName.Email, job: JobName.SendAccountNotice }],
  SecondFactorCodesLocked: [{ queue: QueueName.Email, job: JobName.SendAccountNotice }],
  SignInLockEnded: [{ queue: QueueName.Email, job: JobName.SendAccountNotice }],
};

/** Text messages (ADR 0028): a second route of the events that already e-mail the patient. */
const SMS_ROUTES: EventRoutes = {
  AppointmentBooked: [{ queue: QueueName.Sms, job: JobName.SendBookingText }],
  AppointmentConfirmed: [{ queue: QueueName.Sms, job: JobName.SendPracticeConfirmedText }],
  ReminderScheduled: [{ queue: QueueName.Sms, job: JobName.SendReminderText, options: untilSendAt }],
  AppointmentRescheduled: [{ queue: QueueName.Sms, job: JobName.SendRescheduledText }],
  AppointmentCancelled: [{ queue: QueueName.Sms, job: JobName.SendCancellationText }],
  WaitlistOfferMade: [{ queue: QueueName.Sms, job: JobName.SendWaitlistOfferText }],
};
for (const [type, routes] of Object.entries(SMS_ROUTES)) {
  const table = EVENT_ROUTES as Record<string, readonly EventRoute[] | undefined>;
  table[type] = [...(table[type] ?? []), ...(routes as readonly EventRoute[])];
}

/**
 * Whether an event of this type wakes the relays at its commit: unless every one of its routes is
 * `later`, or the table lists it with no routes (audit only by declaration: nothing to enqueue, so
 * the poll may mark it published). An event the table does not name (a test's own) wakes them.
 */
export function wakesRelay(type: DomainEventName, routes: EventRoutes = EVENT_ROUTES): boolean {
  const list = routes[type];
  if (list === undefined) return true;
  return list.some((route) => !route.later);
}

/** The id of an event's job on one route: the event id, suffixed for a second job in the same queue. */
export function routeJobId(eventId: string, route: Pick<EventRoute, 'jobIdSuffix'>): string {
  return route.jobIdSuffix ? `${eventId}-${route.jobIdSuffix}` : eventId;
}

/** An event may reach a queue more than once only under distinct job ids (a suffix per extra route). */
export function assertRoutesValid(routes: EventRoutes): void {
  for (const [type, list] of Object.entries(routes) as Array<[string, readonly EventRoute[]]>) {
    const ids = list.map((r) => `${r.queue}/${r.jobIdSuffix ?? ''}`);
    if (new Set(ids).size !== ids.length) {
      throw new Error(`Event ${type} is routed twice into one queue under one job id; give the second route a jobIdSuffix`);
    }
    if (list.some((r) => r.jobIdSuffix !== undefined && !/^[a-z][a-z0-9-]*$/.test(r.jobIdSuffix))) {
      throw new Error(`Event ${type} has a job id suffix that is not lower-case letters, digits and dashes`);
    }
  }
}

import type { EventNames } from '../../shared/outbox/domain-event.js';

/** Domain events of the availability context. Aggregate `practice`. */
export interface AvailabilityEvents {
  /**
   * An admin saved an operative's availability (availability.service.ts). Routed to
   * `waitlist`/offer-open-slots for the practice.
   */
  AvailabilitySaved: {
    operativeId: string;
    date: string;
    days: number;
    created: number;
    blocked: number;
    opened: number;
  };
  /** A closure was added, blocking the open slots inside it (closures.service.ts). Audit only. */
  ClosureAdded: { closureId: string; startsOn: string; endsOn: string; reason: string; blocked: number };
  /** A region's bank holidays became one-day closures (closures.service.ts). Audit only. */
  BankHolidaysApplied: { region: string; created: number; blocked: number };
  /** A closure was removed (closures.service.ts). Audit only. */
  ClosureRemoved: { closureId: string };
  /** The sample practices got their sample slots (seed-sample-availability.ts; aggregate id `sample`). Audit only. */
  SampleAvailabilitySeeded: { created: number };
}

export const AvailabilityEvent = {
  AvailabilitySaved: 'AvailabilitySaved',
  ClosureAdded: 'ClosureAdded',
  BankHolidaysApplied: 'BankHolidaysApplied',
  ClosureRemoved: 'ClosureRemoved',
  SampleAvailabilitySeeded: 'SampleAvailabilitySeeded',
} as const satisfies EventNames<AvailabilityEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends AvailabilityEvents {}
}

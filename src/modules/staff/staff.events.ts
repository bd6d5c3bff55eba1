import type { EventNames } from '../../shared/outbox/domain-event.js';

/** Domain events of the staff context: who works at which practice, and the practices' calendar feeds (staff.service.ts). */
export interface StaffEvents {
  /** An admin changed a staff user's practices. Aggregate `app_user`. Audit only. */
  UserPracticesChanged: { added: string[]; removed: string[] };
  /** A practice's first calendar feed link was made. Aggregate `practice`. Audit only. */
  CalendarFeedCreated: { actorRole: string };
  /** A practice's calendar feed link was replaced (the old one stops working). Aggregate `practice`. Audit only. */
  CalendarFeedRotated: { actorRole: string };
  /** A practice's calendar feed link was revoked. Aggregate `practice`. Audit only. */
  CalendarFeedRevoked: { actorRole: string };
}

export const StaffEvent = {
  UserPracticesChanged: 'UserPracticesChanged',
  CalendarFeedCreated: 'CalendarFeedCreated',
  CalendarFeedRotated: 'CalendarFeedRotated',
  CalendarFeedRevoked: 'CalendarFeedRevoked',
} as const satisfies EventNames<StaffEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends StaffEvents {}
}

import type { EventNames, NoPayload } from '../../shared/outbox/domain-event.js';

/** Domain events of the practices context, all emitted by practices.service.ts. Aggregate `practice`. */
export interface PracticesEvents {
  /** An admin added a practice. Routed to `geocode`/warm-postcode (its postcode). */
  PracticeAdded: NoPayload;
  /** An admin edited a practice. Routed to `geocode`/warm-postcode. */
  PracticeUpdated: NoPayload;
  /** An admin removed a practice that has history: it is archived. Audit only. */
  PracticeArchived: NoPayload;
  /** An admin removed a practice with no history: it is deleted. Audit only. */
  PracticeDeleted: NoPayload;
  /** An admin imported practices (aggregate id `import`). Routed to `geocode`/warm-postcode for `ids`. */
  PracticesImported: { count: number; ids: string[] };
  /** The sample practices were imported (aggregate id `sample`). Audit only. */
  SamplePracticesImported: { added: number };
  /** An operative (a chair) was added to a practice. Audit only. */
  OperativeAdded: { operativeId: string };
}

export const PracticesEvent = {
  PracticeAdded: 'PracticeAdded',
  PracticeUpdated: 'PracticeUpdated',
  PracticeArchived: 'PracticeArchived',
  PracticeDeleted: 'PracticeDeleted',
  PracticesImported: 'PracticesImported',
  SamplePracticesImported: 'SamplePracticesImported',
  OperativeAdded: 'OperativeAdded',
} as const satisfies EventNames<PracticesEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends PracticesEvents {}
}

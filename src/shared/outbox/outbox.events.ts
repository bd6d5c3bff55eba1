import type { EventNames, NoPayload } from './domain-event.js';

/** Domain events of the outbox itself (infrastructure, owned by src/shared/outbox). */
export interface OutboxEvents {
  /**
   * Ops probe: proves outbox → relay → queue → worker end to end. Emitted by the bench
   * (`bench/outbox.ts`) and the outbox specs, aggregate chosen by the caller; routed to the `hold`
   * queue's `probe` job (workers/probe.handler.ts), which reports the lag.
   */
  OutboxProbe: NoPayload;
}

export const OutboxEvent = { OutboxProbe: 'OutboxProbe' } as const satisfies EventNames<OutboxEvents>;

declare module './domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends OutboxEvents {}
}

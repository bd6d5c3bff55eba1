/**
 * Every domain event by name, mapped to its payload type. Empty here on purpose: `src/shared` names
 * no module. Each module declares its events in `src/modules/<module>/<module>.events.ts` (a names
 * object and a payload interface) and merges them in with
 * `declare module '…/shared/outbox/domain-event.js' { interface DomainEventMap extends XEvents {} }`.
 * Those files sit under `src`, which every tsconfig includes, so the map is always complete; a renamed
 * event or a changed payload then fails `npm run typecheck` at every emit, route and handler.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}

/** The name of a declared domain event. */
export type DomainEventName = keyof DomainEventMap & string;

/** The payload of an event that carries nothing (`payload` may then be left out). */
export type NoPayload = Record<string, never>;

/**
 * A module's names object, checked against its payload interface: every event named once, as itself
 * (`export const BookingEvent = { … } as const satisfies EventNames<BookingEvents>`).
 */
export type EventNames<M> = { readonly [K in keyof M]: K };

/** `payload` may be omitted when the event's payload has no required field (it is stored as `{}`). */
type PayloadField<P> = Record<never, never> extends P ? { payload?: P } : { payload: P };

interface DomainEventEnvelope {
  aggregateType: string;
  aggregateId: string;
  /** Who caused it: a user id, 'patient', 'system', 'worker'. */
  actor?: string;
  correlationId?: string;
  causationId?: string;
}

/** An event's name with its payload, without the envelope: for helpers that add the aggregate themselves. */
export type DomainEventBody<K extends DomainEventName = DomainEventName> = {
  [N in K]: { type: N } & PayloadField<DomainEventMap[N]>;
}[K];

/**
 * A fact to record in `domain_event` in the same transaction as the state change it describes: a
 * union discriminated by `type`, so the payload must be the one its name declares.
 */
export type DomainEventInput<K extends DomainEventName = DomainEventName> = {
  [N in K]: DomainEventEnvelope & { type: N } & PayloadField<DomainEventMap[N]>;
}[K];

/** An event as read back from `domain_event` (the relay's view): `payload` is `{}` when none was given. */
export type StoredDomainEvent<K extends DomainEventName = DomainEventName> = {
  [N in K]: {
    id: string;
    seq: string;
    type: N;
    aggregateType: string;
    aggregateId: string;
    payload: DomainEventMap[N];
    occurredAt: Date;
  };
}[K];

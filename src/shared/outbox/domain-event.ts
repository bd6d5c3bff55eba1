/** A fact to record in `domain_event` in the same transaction as the state change it describes. */
export interface DomainEventInput {
  type: string;
  aggregateType: string;
  aggregateId: string;
  payload?: Record<string, unknown>;
  /** Who caused it: a user id, 'patient', 'system', 'worker'. */
  actor?: string;
  correlationId?: string;
  causationId?: string;
}

export interface StoredDomainEvent {
  id: string;
  seq: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

import { Command } from '@nestjs/cqrs';

/** What blocking did: the slots it blocked (those of the given ones a patient could take). */
export interface BlockedSlots {
  blockedSlotIds: string[];
}

/**
 * Make slots unavailable to patients (a closure, the availability editor): every one of them a
 * patient could take now becomes blocked, a hold on it that ran out expired as booking expires holds.
 * Slots held by a hold still running, booked or already blocked are left as they are. Run inside the
 * caller's unit of work (`TransactionRunner.run`), it is part of that transaction and its events: it
 * commits or rolls back with the caller's change.
 */
export class BlockBookableSlotsCommand extends Command<BlockedSlots> {
  constructor(
    readonly slotIds: readonly string[],
    /** Who blocks them (the admin or practice staff member), recorded on the events. */
    readonly actor: string,
  ) {
    super();
  }
}

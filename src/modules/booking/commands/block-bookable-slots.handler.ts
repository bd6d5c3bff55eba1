import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import { expireHolds } from '../services/expire-holds.js';

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

/**
 * Blocks the bookable slots among those given, in ONE transaction (the caller's unit of work when it
 * has one: `TransactionRunner.join`) and booking's lock order: the appointments of holds that
 * ran out on them, then those holds, expired with `HoldExpired` and their unpaid appointments
 * cancelled (`expireHolds`), then the slots, by one compare-and-set on the bookable-slot rule.
 * A slot a patient took meanwhile (held or booked) is not blocked: the caller tells the admin.
 */
@CommandHandler(BlockBookableSlotsCommand)
export class BlockBookableSlotsHandler implements ICommandHandler<BlockBookableSlotsCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly appointments: AppointmentsRepository,
    private readonly holds: HoldsRepository,
    private readonly slots: BookingSlotsRepository,
  ) {}

  async execute({ slotIds, actor }: BlockBookableSlotsCommand): Promise<BlockedSlots> {
    if (slotIds.length === 0) return { blockedSlotIds: [] };
    const now = this.clock.now();
    return this.tx.join(async (uow) => {
      await expireHolds({ appointments: this.appointments, holds: this.holds, slots: this.slots }, uow, { onSlots: slotIds }, now, actor);
      const blocked = await this.slots.blockBookable(slotIds, now);
      return { blockedSlotIds: blocked.map((slot) => slot.id) };
    });
  }
}

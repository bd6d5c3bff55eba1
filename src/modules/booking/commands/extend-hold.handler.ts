import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { ConflictError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { HOLD_EXTENSION_MINUTES } from '../booking.constants.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { sha256 } from '../services/booking-tokens.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import { BookingEvent } from '../booking.events.js';
import { BookingErrorCode } from '../booking.errors.js';

export class ExtendHoldCommand extends Command<{ holdId: string; expiresAt: string }> {
  constructor(
    readonly holdId: string,
    readonly holdToken: string,
  ) {
    super();
  }
}

/** Adds HOLD_EXTENSION_MINUTES once, before the hold runs out (WCAG 2.2.1 Timing Adjustable). */
@CommandHandler(ExtendHoldCommand)
export class ExtendHoldHandler implements ICommandHandler<ExtendHoldCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly holds: HoldsRepository,
    private readonly slots: BookingSlotsRepository,
  ) {}

  async execute({ holdId, holdToken }: ExtendHoldCommand) {
    const now = this.clock.now();
    return this.tx.run(async (uow) => {
      const extended = await this.holds.extendOnce(holdId, sha256(holdToken), HOLD_EXTENSION_MINUTES, now);
      if (!extended) throw new ConflictError('This hold can no longer be extended.', BookingErrorCode.HoldNotExtendable);
      const expiresAt = new Date(extended.expires_at);
      await this.slots.moveHoldExpiry(extended.slot_id, holdId, extended.expires_at);
      uow.emit({ type: BookingEvent.HoldExtended, aggregateType: 'hold', aggregateId: holdId, actor: 'patient', payload: { expiresAt: expiresAt.toISOString() } });
      return { holdId, expiresAt: expiresAt.toISOString() };
    });
  }
}

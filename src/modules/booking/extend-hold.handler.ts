import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { HOLD_EXTENSION_MINUTES } from './booking.constants.js';
import { sha256 } from './booking-tokens.js';

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
    @Inject(CONFIG) private readonly _config: Config,
  ) {}

  async execute({ holdId, holdToken }: ExtendHoldCommand) {
    const now = this.clock.now();
    return this.tx.run(async (uow) => {
      const rows = await uow.execute<{ expires_at: Date; slot_id: string }[]>(
        `UPDATE hold SET expires_at = expires_at + make_interval(mins => ?), extensions = extensions + 1, updated_at = now()
          WHERE id = ? AND token_hash = ? AND status = 'active' AND extensions = 0 AND expires_at > ?::timestamptz
        RETURNING expires_at, slot_id`,
        [HOLD_EXTENSION_MINUTES, holdId, sha256(holdToken), now],
      );
      if (!rows.length) throw new ConflictError('This hold can no longer be extended.', 'hold_not_extendable');
      const expiresAt = new Date(rows[0].expires_at);
      await uow.execute(`UPDATE slot SET hold_expires_at = ?::timestamptz, updated_at = now() WHERE id = ? AND hold_id = ?`, [expiresAt, rows[0].slot_id, holdId]);
      uow.emit({ type: 'HoldExtended', aggregateType: 'hold', aggregateId: holdId, actor: 'patient', payload: { expiresAt: expiresAt.toISOString() } });
      return { holdId, expiresAt: expiresAt.toISOString() };
    });
  }
}

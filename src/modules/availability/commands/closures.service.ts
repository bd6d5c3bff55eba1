import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { CommandBus } from '@nestjs/cqrs';
import { Clock, londonDayBounds, toLondonIso } from '../../../shared/clock/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { BlockBookableSlotsCommand } from '../../booking/index.js';
import { PracticesService } from '../../practices/index.js';
import { CLOSURE_MESSAGES as M, type ClosureReason } from '../availability.constants.js';
import type { BankHolidayRegion } from '../bank-holidays.constants.js';
import { closureProblems, upcomingBankHolidays } from '../rules/closures.rules.js';
import { ClosuresRepository, type ClosureToWrite } from '../repositories/closures.repository.js';
import { AvailabilityEvent } from '../availability.events.js';
import type { bankHolidaysAppliedSchema, closureAffectedSchema, closureCreatedSchema, closureListSchema, closureRemovedSchema, closureViewSchema } from '../http/availability.schemas.js';
import { operativeNotFound, practiceNotFound } from '../../practices/practices.errors.js';
import { AvailabilityErrorCode } from '../availability.errors.js';

export interface ClosureInput {
  practiceId: string;
  operativeId?: string | null;
  startsOn: string;
  endsOn: string;
  reason: ClosureReason;
  note?: string | null;
}

type ClosureRow = Awaited<ReturnType<ClosuresRepository['closuresByIds']>>[number];
type TakenSlotRow = Awaited<ReturnType<ClosuresRepository['takenSlotsInside']>>[number];

// The left joins type the operative's and appointment's columns nullable; with their id present the row was found and its NOT NULL columns are set.
const view = (r: ClosureRow): z.infer<typeof closureViewSchema> => ({
  id: r.id,
  practice: { id: r.practice_id, name: r.practice_name },
  operative: r.operative_id ? { id: r.operative_id, displayName: r.operative_name! } : null,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  reason: r.reason,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
});

const affectedView = (r: TakenSlotRow): z.infer<typeof closureAffectedSchema> => ({
  slotId: r.slot_id,
  startTime: toLondonIso(new Date(r.starts_at)),
  kind: r.status === 'booked' ? ('booking' as const) : ('hold' as const),
  appointment: r.appointment_id
    ? { id: r.appointment_id, reference: r.reference!, patientName: r.patient_name!, status: r.appointment_status!, paymentStatus: r.payment_status! }
    : null,
});

/**
 * Closures: the closing transaction blocks every open slot in the range, and any whose hold ran
 * out (booking expires that hold: BlockBookableSlotsCommand, in the same transaction); the database trigger keeps the range unbookable from then on (migration 20261123000300).
 * Held and booked slots are never touched here: they are listed for the admin to rebook or cancel.
 */
@Injectable()
export class ClosuresService {
  constructor(
    private readonly closures: ClosuresRepository,
    private readonly practices: PracticesService,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async list(practiceId?: string): Promise<z.infer<typeof closureListSchema>> {
    const rows = await this.closures.closuresEndingFrom(this.clock.londonToday(), practiceId);
    const affected = await this.affectedBy(rows.map((r) => r.id));
    return rows.map((r) => ({ ...view(r), affected: affected.get(r.id) ?? [] }));
  }

  async create(input: ClosureInput, actor: string): Promise<z.infer<typeof closureCreatedSchema>> {
    const problems = closureProblems(input, this.clock.londonToday());
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    return this.tx.run(async (uow) => {
      await this.requirePractice(input.practiceId);
      if (input.operativeId && !(await this.practices.hasOperative(input.practiceId, input.operativeId))) {
        throw operativeNotFound();
      }
      const [id] = await this.closures.insertClosures([toWrite(input, actor)]);
      if (!id) throw new ConflictError(M.duplicate, AvailabilityErrorCode.ClosureExists);
      const [row] = await this.closures.closuresByIds([id]);
      const blocked = await this.blockInside([id], actor);
      const affected = (await this.affectedBy([id])).get(id) ?? [];
      uow.emit({ type: AvailabilityEvent.ClosureAdded, aggregateType: 'practice', aggregateId: input.practiceId, actor, payload: { closureId: id, startsOn: input.startsOn, endsOn: input.endsOn, reason: input.reason, blocked } });
      return { closure: view(row), blocked, affected, message: M.saved(blocked, affected.length) };
    });
  }

  /** Every upcoming bank holiday of the region as a one-day closure of the practice; existing ones are kept. */
  async applyBankHolidays(practiceId: string, region: BankHolidayRegion, actor: string): Promise<z.infer<typeof bankHolidaysAppliedSchema>> {
    const holidays = upcomingBankHolidays(region, this.clock.londonToday());
    return this.tx.run(async (uow) => {
      await this.requirePractice(practiceId);
      const ids = await this.closures.insertClosures(
        holidays.map((h) => toWrite({ practiceId, startsOn: h.date, endsOn: h.date, reason: 'bank_holiday', note: h.title }, actor)),
      );
      const blocked = await this.blockInside(ids, actor);
      const byClosure = await this.affectedBy(ids);
      const affected = ids.flatMap((id) => byClosure.get(id) ?? []);
      const created = ids.length;
      uow.emit({ type: AvailabilityEvent.BankHolidaysApplied, aggregateType: 'practice', aggregateId: practiceId, actor, payload: { region, created, blocked } });
      return { created, blocked, affected, message: M.bankHolidaysApplied(created) };
    });
  }

  /** Ends a closure; its blocked slots stay blocked until the admin opens them in the editor. */
  async remove(id: string, actor: string, practiceId?: string): Promise<z.infer<typeof closureRemovedSchema>> {
    return this.tx.run(async (uow) => {
      const removed = await this.closures.deleteClosure(id, practiceId);
      if (!removed) throw new NotFoundError(M.notFound, AvailabilityErrorCode.ClosureNotFound);
      uow.emit({ type: AvailabilityEvent.ClosureRemoved, aggregateType: 'practice', aggregateId: removed.practice_id, actor, payload: { closureId: id } });
      return { id, removed: true };
    });
  }

  private async requirePractice(practiceId: string) {
    if (!(await this.practices.isActive(practiceId))) throw practiceNotFound();
  }

  /** Booking blocks the slots inside the closures a patient could take (in this transaction); answers how many. */
  private async blockInside(closureIds: readonly string[], actor: string): Promise<number> {
    const slotIds = await this.closures.openOrHeldSlotsInside(closureIds);
    const { blockedSlotIds } = await this.commands.execute(new BlockBookableSlotsCommand(slotIds, actor));
    return blockedSlotIds.length;
  }

  /** Bookings and live holds inside each closure: what the admin still has to rebook or cancel. */
  private async affectedBy(closureIds: readonly string[]) {
    const byClosure = new Map<string, Array<ReturnType<typeof affectedView>>>();
    for (const r of await this.closures.takenSlotsInside(closureIds)) {
      byClosure.set(r.closure_id, [...(byClosure.get(r.closure_id) ?? []), affectedView(r)]);
    }
    return byClosure;
  }
}

/** The closure's dates as the instants they cover: from the first date's London midnight to the day after the last. */
function toWrite(input: ClosureInput, actor: string): ClosureToWrite {
  return {
    practiceId: input.practiceId,
    operativeId: input.operativeId ?? null,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    from: londonDayBounds(input.startsOn).start,
    to: londonDayBounds(input.endsOn).end,
    reason: input.reason,
    note: input.note ?? null,
    createdBy: actor,
  };
}

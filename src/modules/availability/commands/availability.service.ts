import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { CommandBus } from '@nestjs/cqrs';
import { addLondonDays, Clock, londonDayBounds, toLondonIso } from '../../../shared/clock/clock.js';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { BlockBookableSlotsCommand, isBookableSlot, SlotSupply } from '../../booking/index.js';
import { PracticesService } from '../../practices/index.js';
import { AVAILABILITY_MESSAGES } from '../availability.constants.js';
import { checkPlan, planSlots, type SlotPlan } from '../rules/availability.rules.js';
import { AvailabilityEvent } from '../availability.events.js';
import type { editorDaySchema, generatedPlanSchema, nextAvailableSchema, publicSlotsSchema, savedAvailabilitySchema } from '../http/availability.schemas.js';
import { AvailabilityErrorCode } from '../availability.errors.js';
import { operativeNotFound, practiceNotFound } from '../../practices/practices.errors.js';

export const SLOT_LOCKED_MESSAGE = 'This slot is held or booked by a patient and cannot be changed.';

export interface SaveAvailability extends Partial<Omit<SlotPlan, 'date'>> {
  practiceId: string;
  operativeId: string;
  date: string;
  /** Per-slot choices for `date` from the editor grid, by start time. */
  slots?: Array<{ startTime: string; available: boolean }>;
}

type SlotRow = Awaited<ReturnType<SlotSupply['operativeDay']>>[number];

const publicSlot = (s: Pick<SlotRow, 'id' | 'starts_at' | 'ends_at'>) => ({
  id: s.id,
  startTime: toLondonIso(new Date(s.starts_at)),
  endTime: toLondonIso(new Date(s.ends_at)),
});

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly slots: SlotSupply,
    private readonly practices: PracticesService,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  private async requireSelection(practiceId?: string, operativeId?: string, date?: string) {
    if (!practiceId || !operativeId || !date) throw new ValidationError(AVAILABILITY_MESSAGES.selectionRequired);
    if (!(await this.practices.isActive(practiceId))) throw practiceNotFound();
    if (!(await this.practices.hasOperative(practiceId, operativeId))) {
      throw operativeNotFound();
    }
  }

  /** The editor's view of one operative's day: every slot, available or not, locked when a patient has it. */
  async editorDay(practiceId?: string, operativeId?: string, date?: string): Promise<z.infer<typeof editorDaySchema>> {
    await this.requireSelection(practiceId, operativeId, date);
    const { start, end } = londonDayBounds(date!);
    const now = this.clock.now();
    const rows = await this.slots.operativeDay(operativeId!, start, end);
    return { practiceId: practiceId!, operativeId: operativeId!, date: date!, slots: rows.map((r) => this.editorSlot(r, now)) };
  }

  private editorSlot(r: SlotRow, now: Date) {
    const bookable = isBookableSlot({ status: r.status, holdExpiresAt: r.hold_expires_at }, now);
    return {
      ...publicSlot(r),
      status: bookable ? 'open' : r.status,
      available: bookable,
      locked: !bookable && r.status !== 'blocked',
    };
  }

  /** "Generate Slots": what a plan would create, without saving. */
  generate(plan: SlotPlan): z.infer<typeof generatedPlanSchema> {
    this.check(plan);
    const planned = planSlots(plan);
    return {
      date: plan.date,
      days: new Set(planned.map((p) => p.date)).size,
      total: planned.length,
      slots: planned.filter((p) => p.date === plan.date).map((p) => ({ startTime: toLondonIso(p.startsAt), endTime: toLondonIso(p.endsAt), available: true })),
    };
  }

  private check(plan: SlotPlan) {
    const problems = checkPlan(plan, this.clock.londonToday());
    if (problems.length) {
      throw new ValidationError(problems[0].message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
    }
  }

  /**
   * "Save Availability": creates the plan's slots (skipping any that overlap existing ones), then
   * applies the grid's choices for the chosen date. All in one transaction; a choice that would
   * change a held or booked slot refuses the whole save with 409 and changes nothing.
   */
  async save(input: SaveAvailability, actor: string): Promise<z.infer<typeof savedAvailabilitySchema>> {
    await this.requireSelection(input.practiceId, input.operativeId, input.date);
    const hasPlan = input.startHour !== undefined || input.endHour !== undefined || input.slotMinutes !== undefined;
    const plan: SlotPlan | undefined = hasPlan
      ? { date: input.date, startHour: input.startHour ?? 9, endHour: input.endHour ?? 17, slotMinutes: input.slotMinutes ?? 30, recurring: input.recurring }
      : undefined;
    if (plan) this.check(plan);
    else if (input.date < this.clock.londonToday()) throw new ValidationError(AVAILABILITY_MESSAGES.pastDate, { date: AVAILABILITY_MESSAGES.pastDate });
    const now = this.clock.now();
    const result = await this.tx.run(async (uow) => {
      const created = plan ? await this.slots.createOpen(input.practiceId, input.operativeId, planSlots(plan)) : 0;
      let blocked = 0;
      let opened = 0;
      for (const choice of input.slots ?? []) {
        const startsAt = new Date(choice.startTime);
        const outcome = await this.applyChoice(input.operativeId, startsAt, choice.available, now, actor);
        if (outcome === 'locked') throw new ConflictError(SLOT_LOCKED_MESSAGE, AvailabilityErrorCode.SlotLocked);
        if (outcome === 'missing') throw new DomainError(`There is no slot at ${toLondonIso(startsAt)} for this operative.`, AvailabilityErrorCode.SlotMissing, 400);
        if (choice.available) opened += 1;
        else blocked += 1;
      }
      uow.emit({
        type: AvailabilityEvent.AvailabilitySaved,
        aggregateType: 'practice',
        aggregateId: input.practiceId,
        actor,
        payload: { operativeId: input.operativeId, date: input.date, days: plan?.recurring?.days ?? 1, created, blocked, opened },
      });
      return { created, blocked, opened };
    });
    return { ...result, message: AVAILABILITY_MESSAGES.saved, day: await this.editorDay(input.practiceId, input.operativeId, input.date) };
  }

  /**
   * One grid choice as a compare-and-set; when it changes nothing, says why: the slot was already
   * so ('changed'), a patient has it ('locked'), or there is no such slot ('missing').
   */
  private async applyChoice(operativeId: string, startsAt: Date, available: boolean, now: Date, actor: string): Promise<'changed' | 'locked' | 'missing'> {
    const changed = available ? await this.slots.openIfBlocked(operativeId, startsAt) : await this.block(operativeId, startsAt, actor);
    if (changed) return 'changed';
    const taken = await this.slots.isTakenByPatient(operativeId, startsAt, now);
    if (taken === undefined) return 'missing';
    return taken ? 'locked' : 'changed';
  }

  /**
   * Booking blocks the slot if a patient could take it (open, or held by a hold that ran out: that hold
   * is expired as booking expires holds), in this transaction. True when it changed the slot.
   */
  private async block(operativeId: string, startsAt: Date, actor: string): Promise<boolean> {
    const slot = await this.slots.slotAt(operativeId, startsAt);
    if (!slot) return false;
    const { blockedSlotIds } = await this.commands.execute(new BlockBookableSlotsCommand([slot.id], actor));
    return blockedSlotIds.length > 0;
  }

  /** Bookable slots of a London date: on today only those starting after now (spec section 5). */
  async publicSlots(practiceId: string, date: string): Promise<z.infer<typeof publicSlotsSchema>> {
    if (!(await this.practices.isActive(practiceId))) throw practiceNotFound();
    const today = this.clock.londonToday();
    if (date < today) throw new ValidationError(AVAILABILITY_MESSAGES.pastDate, { date: AVAILABILITY_MESSAGES.pastDate });
    const now = this.clock.now();
    const { start, end } = londonDayBounds(date);
    const from = date === today && now > start ? new Date(now.getTime() + 1) : start;
    const rows = await this.slots.bookable(practiceId, from, end, now);
    return { date, slots: rows.map(publicSlot) };
  }

  /** The first bookable slot within `days` London days from today, or 404. */
  async nextAvailable(practiceId: string, days: number): Promise<z.infer<typeof nextAvailableSchema>> {
    if (!(await this.practices.isActive(practiceId))) throw practiceNotFound();
    const now = this.clock.now();
    const end = londonDayBounds(addLondonDays(this.clock.londonToday(), days)).start;
    const [first] = await this.slots.bookable(practiceId, new Date(now.getTime() + 1), end, now, 1);
    if (!first) throw new NotFoundError(`No available appointments in the next ${days} days.`, AvailabilityErrorCode.NoAvailability);
    const slot = publicSlot(first);
    return { date: slot.startTime.slice(0, 10), slot };
  }
}

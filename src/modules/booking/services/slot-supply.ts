import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { type NewSlot, SlotSupplyRepository } from '../repositories/slot-supply.repository.js';

export type { NewSlot };

/**
 * Booking's port for the slots' supply: availability creates open slots, opens blocked ones again
 * and reads a day's or a practice's slots through it; practices counts a practice's taken slots and
 * removes an archived practice's unused ones. The slot is booking's table, so only booking writes it;
 * making a slot unavailable is `BlockBookableSlotsCommand`. It needs the database only, so a context
 * that BookingModule cannot be imported into (practices: booking reaches it through the e-mails and
 * the waitlist) provides it itself. Each method joins the caller's unit of work (`Db` follows it).
 */
@Injectable()
export class SlotSupply {
  private readonly slots: SlotSupplyRepository;

  constructor(db: Db) {
    this.slots = new SlotSupplyRepository(db);
  }

  /** Bookable slots of a practice starting in [from, to), sorted (at most `limit`). */
  bookable(practiceId: string, from: Date, to: Date, now: Date, limit?: number) {
    return this.slots.bookable(practiceId, from, to, now, limit);
  }

  /** Every slot of one operative starting in [from, to), whatever its status (the editor's day). */
  operativeDay(operativeId: string, from: Date, to: Date) {
    return this.slots.operativeDay(operativeId, from, to);
  }

  /** Creates open slots, skipping any that overlap the operative's (or fall in a closure); how many were created. */
  createOpen(practiceId: string, operativeId: string, slots: readonly NewSlot[]): Promise<number> {
    return this.slots.insertOpen(practiceId, operativeId, slots);
  }

  /** The same slots for every operative of the active sample practices, in one statement (the first start's seed). */
  createOpenForSamplePractices(slots: readonly NewSlot[]): Promise<number> {
    return this.slots.insertOpenForSamplePractices(slots);
  }

  /** The id of the operative's slot starting at `startsAt`, or undefined. */
  slotAt(operativeId: string, startsAt: Date) {
    return this.slots.slotAt(operativeId, startsAt);
  }

  /** Opens a blocked slot again (compare-and-set from blocked); true when it changed the slot. */
  openIfBlocked(operativeId: string, startsAt: Date): Promise<boolean> {
    return this.slots.openIfBlocked(operativeId, startsAt);
  }

  /** Whether a patient has the slot (booked, or held by a live hold); undefined when there is no such slot. */
  isTakenByPatient(operativeId: string, startsAt: Date, now: Date): Promise<boolean | undefined> {
    return this.slots.isTakenByPatient(operativeId, startsAt, now);
  }

  /** Upcoming slots of a practice a patient has. */
  countUpcomingTaken(practiceId: string, now: Date): Promise<number> {
    return this.slots.countUpcomingTaken(practiceId, now);
  }

  /** Removes a practice's future open or blocked slots that no hold or appointment refers to. */
  removeUnusedFuture(practiceId: string, now: Date): Promise<void> {
    return this.slots.deleteUnusedFuture(practiceId, now);
  }
}

import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../shared/db/database.js';
import { type Bind, PreparedShape } from '../../../shared/db/prepared-shape.js';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { DomainEventInput } from '../../../shared/outbox/domain-event.js';
import { eventsAsJson, standaloneEventsInsert } from '../../../shared/outbox/domain-events.repository.js';
import { bookableSlotAt } from '../rules/bookable-slot.rules.js';
import type { HoldLimits } from './holds.repository.js';
import { BookingEvent } from '../booking.events.js';

/** A new hold's row, as `takeSlotForHold` writes it. */
export interface NewHold {
  slotId: string;
  expiresAt: Date;
  patientName: string;
  patientPhone: string;
  patientPostcode: string;
  patientIssue: string;
  tokenHash: string;
  clientKey: string | null;
  patientPhoneE164: string | null;
}

const NEW_HOLD: NewHold = {
  slotId: DUMMY.uuid,
  expiresAt: DUMMY.instant,
  patientName: 'Pat Patient',
  patientPhone: '07700 900982',
  patientPostcode: 'SW1A 1AA',
  patientIssue: 'Toothache',
  tokenHash: DUMMY.text,
  clientKey: DUMMY.text,
  patientPhoneE164: '+447700900982',
};

const SLOT_HELD: DomainEventInput = { type: BookingEvent.SlotHeld, aggregateType: 'hold', aggregateId: DUMMY.uuid, actor: 'patient', payload: { slotId: DUMMY.uuid, expiresAt: '2026-12-01T09:00:00.000Z' } };

/** The columns a new hold row takes from its NewHold, after its slot and practice. */
const NEW_HOLD_COLUMNS = [
  'expires_at',
  'patient_name',
  'patient_phone',
  'patient_postcode',
  'patient_issue',
  'token_hash',
  'client_key',
  'patient_phone_e164',
] as const;

/** How a statement gets one value of the new hold: a parameter now (`holdValue`), or bound at each run (a PreparedShape's `bind`). */
type HoldValue = <T>(pick: (hold: NewHold) => T) => RawBuilder<T>;

/** The hold's own value as a parameter of this statement. */
const holdValue =
  (hold: NewHold): HoldValue =>
  (pick) =>
    sql`${pick(hold)}`;

/** A new hold's values for NEW_HOLD_COLUMNS, as parameters of an INSERT … SELECT. */
function newHoldValues(value: HoldValue) {
  return [
    sql<string>`${value((h) => h.expiresAt)}::timestamptz`.as('expires_at'),
    sql<string>`${value((h) => h.patientName)}::text`.as('patient_name'),
    sql<string>`${value((h) => h.patientPhone)}::text`.as('patient_phone'),
    sql<string>`${value((h) => h.patientPostcode)}::text`.as('patient_postcode'),
    sql<string>`${value((h) => h.patientIssue)}::text`.as('patient_issue'),
    sql<string>`${value((h) => h.tokenHash)}::text`.as('token_hash'),
    sql<string | null>`${value((h) => h.clientKey)}::text`.as('client_key'),
    sql<string | null>`${value((h) => h.patientPhoneE164)}::text`.as('patient_phone_e164'),
  ] as const;
}

/** What one run of the open-slot claim takes. */
interface HoldOpenSlotValues {
  holdId: string;
  hold: NewHold;
  now: Date;
  limits: HoldLimits | null;
  /** The SlotHeld event as `eventsAsJson` writes it; the statement fills in its practice. */
  eventJson: string;
}

/**
 * The open-slot claim, built and compiled once (PreparedShape): `claim_open_slot` (booking/sql/claim-open-slot.sql: nothing for a slot
 * that is not open, then the limits, then the slot's conditional UPDATE), the hold row and its event
 * (only when claimed), one statement.
 */
const holdOpenSlotStatement = (db: Kysely<Database>, bind: Bind<HoldOpenSlotValues>) => {
  const claim = sql<{ claim_outcome: 'claimed' | 'too_many_holds'; claimed_practice_id: string | null }>`claim_open_slot(
    ${bind((v) => v.hold.slotId)}::uuid, ${bind((v) => v.holdId)}::uuid, ${bind((v) => v.hold.expiresAt)}::timestamptz,
    ${bind((v) => v.now.toISOString())}::timestamptz, ${bind((v) => v.hold.clientKey)}::text, ${bind((v) => v.hold.patientPhoneE164)}::text,
    ${bind((v) => v.limits?.perClient ?? null)}::int, ${bind((v) => v.limits?.perPhone ?? null)}::int, ${bind((v) => v.limits?.perPhoneAllClients ?? null)}::int)`;
  return db
    .with('claim', (qc) => qc.selectFrom(claim.as('c')).select(['c.claim_outcome', 'c.claimed_practice_id']))
    .with('h', (qc) =>
      qc
        .insertInto('hold')
        .columns(['id', 'slot_id', 'practice_id', ...NEW_HOLD_COLUMNS])
        .expression((eb) =>
          eb
            .selectFrom('claim')
            .select([
              sql<string>`${bind((v) => v.holdId)}::uuid`.as('id'),
              sql<string>`${bind((v) => v.hold.slotId)}::uuid`.as('slot_id'),
              sql<string>`claim.claimed_practice_id`.as('practice_id'),
              ...newHoldValues((pick) => bind((v) => pick(v.hold))),
            ])
            .where('claim.claim_outcome', '=', 'claimed'),
        )
        .returning(['practice_id']),
    )
    // The event's row as JSON with the practice filled in; no hold row, no event.
    .with('e', (qc) => standaloneEventsInsert(qc, sql<string>`(SELECT jsonb_set(${bind((v) => v.eventJson)}::jsonb, '{0,payload,practiceId}', to_jsonb(h.practice_id)) FROM h)`))
    .selectFrom('claim')
    .select(['claim.claim_outcome', 'claim.claimed_practice_id']);
};

/**
 * Booking's compare-and-sets on the `slot` table (availability owns the table; taking, booking and
 * releasing a slot is booking's transition). Each is ONE conditional statement: never read-then-write.
 */
@Injectable()
export class BookingSlotsRepository {
  private readonly holdOpenSlotShape = new PreparedShape(holdOpenSlotStatement);
  private readonly slotStatesShape = new PreparedShape((db: Kysely<Database>, bind: Bind<{ slotIds: readonly string[] }>) =>
    db
      .selectFrom('slot')
      .select(['id', 'status', 'hold_expires_at'])
      .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${bind((v) => [...v.slotIds])}::uuid[]`))),
  );

  constructor(private readonly db: Db) {}

  /**
   * Inserts the hold (`holdId`) and takes its slot in ONE statement: the slot changes hands only if it starts
   * after `now` and is open, or held by a hold that ran out. Nothing comes back when it was not
   * taken; the hold row was inserted all the same, so the caller must refuse (throw), which rolls it
   * back. A second live hold on the slot is refused by `hold_one_active_per_slot` (23505).
   */
  @GenerateSql({ params: [DUMMY.uuid, NEW_HOLD, DUMMY.instant] })
  async takeSlotForHold(holdId: string, hold: NewHold, now: Date) {
    return this.db.kysely
      .with('h', (db) =>
        db
          .insertInto('hold')
          .columns(['id', 'slot_id', 'practice_id', ...NEW_HOLD_COLUMNS])
          .expression((eb) =>
            eb
              .selectFrom('slot as s')
              .select([sql<string>`${holdId}::uuid`.as('id'), 's.id', 's.practice_id', ...newHoldValues(holdValue(hold))])
              .where('s.id', '=', hold.slotId),
          )
          .returning(['id', 'slot_id', 'practice_id', 'expires_at']),
      )
      .updateTable('slot as s')
      .from('h')
      .set((eb) => ({
        status: 'held',
        hold_id: eb.ref('h.id'),
        hold_expires_at: eb.ref('h.expires_at'),
        updated_at: sql<string>`now()`,
      }))
      .whereRef('s.id', '=', 'h.slot_id')
      .where('s.starts_at', '>', now.toISOString())
      .where(bookableSlotAt(now, 's'))
      .returning(['h.id as hold_id', 'h.practice_id'])
      .executeTakeFirst();
  }

  /**
   * An OPEN slot that has not started changes to held, gets its hold row (`holdId`) and its SlotHeld
   * event, in ONE statement: a patient who wins a rush costs one round trip and no transaction of
   * its own (ADR 0034). A slot that is not open is answered 'not_open' before any lock.
   * With `limits`, the live-hold limits are decided next, in the same statement (`claim_open_slot` →
   * `hold_allowance_exceeded`: advisory locks, then a fresh count).
   * The slot row is taken `FOR NO KEY UPDATE SKIP LOCKED`: while another transaction is changing it
   * (another patient claiming it, or its hold being released), nothing comes back at once instead of
   * waiting behind it, and nothing is written; the caller tells the cases apart by the slot's committed
   * state (`HoldSlotHandler.take`). `event` is recorded with the slot's practice as `payload.practiceId`.
   * The slot's foreign key to its hold is deferred; the partial unique index on live holds has the last word.
   * Answers 'claimed' with the practice, 'too_many_holds', or 'not_open' (nothing written).
   */
  @GenerateSql({ params: [DUMMY.uuid, NEW_HOLD, DUMMY.instant, { perClient: 3, perPhone: 2, perPhoneAllClients: 5 }, SLOT_HELD] })
  async holdOpenSlot(
    holdId: string,
    hold: NewHold,
    now: Date,
    limits: HoldLimits | null,
    event: DomainEventInput,
  ): Promise<{ outcome: 'claimed'; practiceId: string } | { outcome: 'too_many_holds' | 'not_open' }> {
    const statement = this.holdOpenSlotShape.with(this.db.kysely, { holdId, hold, now, limits, eventJson: eventsAsJson([event]) });
    // Planned once per connection on the pool (the rush's hot path); in a unit of work, part of it.
    const [row] = await this.db.prepared(statement);
    if (!row) return { outcome: 'not_open' };
    if (row.claim_outcome === 'claimed') return { outcome: 'claimed', practiceId: row.claimed_practice_id! };
    return { outcome: row.claim_outcome };
  }

  /** Where a slot stands now (committed state): to refuse a taken slot before any transaction, and to tell why a claim failed. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async slotState(slotId: string) {
    return this.db.kysely.selectFrom('slot').select(['status', 'hold_expires_at']).where('id', '=', slotId).executeTakeFirst();
  }

  /**
   * Where each of these slots stands now (committed state), one statement for them all; a slot that
   * does not exist has no row. A named prepared statement on the pool (the refusals of a rush), so
   * only outside a unit of work.
   */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async slotStates(slotIds: readonly string[]) {
    return this.db.prepared(this.slotStatesShape.with(this.db.kysely, { slotIds }));
  }

  /** The slot's practice and start, or nothing when there is no such slot. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findSlot(slotId: string) {
    return this.db.kysely.selectFrom('slot').select(['practice_id', 'starts_at']).where('id', '=', slotId).executeTakeFirst();
  }

  /** The slot follows its hold's new expiry (only while it is still that hold's). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.instant] })
  async moveHoldExpiry(slotId: string, holdId: string, expiresAt: Date | string) {
    await this.db.kysely
      .updateTable('slot')
      .set({ hold_expires_at: expiresAt, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('hold_id', '=', holdId)
      .execute();
  }

  /** Held → booked for the appointment, only if the slot is still this hold's. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.uuid] })
  async bookSlotOfHold(slotId: string, holdId: string, appointmentId: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('slot')
      .set({ status: 'booked', appointment_id: appointmentId, hold_id: null, hold_expires_at: null, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('hold_id', '=', holdId)
      .where('status', '=', 'held')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Those of these slots a patient could take at `now` (`bookableSlotAt`: open, or held by a hold
   * that ran out) become blocked, in ONE compare-and-set; held and booked slots are never touched.
   * The caller expires the run-out holds first (booking's lock order: hold, then slot). Answers the
   * slots blocked.
   */
  @GenerateSql({ params: [[DUMMY.uuid], DUMMY.instant] })
  async blockBookable(slotIds: readonly string[], now: Date) {
    return this.db.kysely
      .updateTable('slot')
      .set({ status: 'blocked', hold_id: null, hold_expires_at: null, updated_at: sql<string>`now()` })
      .where((eb) => eb('slot.id', '=', eb.fn.any(sql<string[]>`${[...slotIds]}::uuid[]`)))
      .where(bookableSlotAt(now))
      .returning('slot.id')
      .execute();
  }

  /** Held → open, only if the slot is still this hold's. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async releaseSlotOfHold(slotId: string, holdId: string) {
    await this.db.kysely
      .updateTable('slot')
      .set({ status: 'open', hold_id: null, hold_expires_at: null, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('hold_id', '=', holdId)
      .where('status', '=', 'held')
      .execute();
  }

  /**
   * Open → booked for an appointment that moves here (a reschedule): only an open slot of the same
   * practice that has not started, not one under someone's hold (even an expired one: its hold job
   * settles it). Answers the slot's times and operative, or nothing when it was not free.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.uuid, DUMMY.instant] })
  async bookOpenSlot(slotId: string, appointmentId: string, practiceId: string, now: Date) {
    return this.db.kysely
      .updateTable('slot')
      .set({ status: 'booked', appointment_id: appointmentId, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('practice_id', '=', practiceId)
      .where('status', '=', 'open')
      .where('starts_at', '>', now.toISOString())
      .returning(['starts_at', 'ends_at', 'operative_id'])
      .executeTakeFirst();
  }

  /** Booked → open, only if the slot is still this appointment's (a cancellation or a reschedule). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async releaseSlotOfAppointment(slotId: string, appointmentId: string) {
    await this.db.kysely
      .updateTable('slot')
      .set({ status: 'open', appointment_id: null, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('appointment_id', '=', appointmentId)
      .where('status', '=', 'booked')
      .execute();
  }
}

import { Injectable } from '@nestjs/common';
import { Clock, londonDayBounds, toLondonIso } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors/domain-error.js';
import { type UnitOfWork, TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { PRACTICE_MESSAGES } from '../practices/practices.constants.js';
import { CLOSURE_MESSAGES as M, type ClosureReason } from './availability.constants.js';
import type { BankHolidayRegion } from './bank-holidays.js';
import { closureProblems, upcomingBankHolidays } from './closures.rules.js';

export interface ClosureInput {
  practiceId: string;
  operativeId?: string | null;
  startsOn: string;
  endsOn: string;
  reason: ClosureReason;
  note?: string | null;
}

interface ClosureRow {
  id: string;
  practice_id: string;
  practice_name: string;
  operative_id: string | null;
  operative_name: string | null;
  starts_on: string;
  ends_on: string;
  reason: ClosureReason;
  note: string | null;
  created_at: Date;
}

const COLUMNS = `c.id, c.practice_id, p.name AS practice_name, c.operative_id, o.display_name AS operative_name,
  to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on, c.reason, c.note, c.created_at`;
const FROM = 'FROM closure c JOIN practice p ON p.id = c.practice_id LEFT JOIN operative o ON o.id = c.operative_id';

const view = (r: ClosureRow) => ({
  id: r.id,
  practice: { id: r.practice_id, name: r.practice_name },
  operative: r.operative_id ? { id: r.operative_id, displayName: r.operative_name } : null,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  reason: r.reason,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Closures: the closing transaction blocks every open slot in the range (and any whose hold ran
 * out); the database trigger keeps the range unbookable from then on (migration 20261123000300).
 * Held and booked slots are never touched here: they are listed for the admin to rebook or cancel.
 */
@Injectable()
export class ClosuresService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async list(practiceId?: string) {
    const today = this.clock.londonToday();
    const rows = await this.tx.reader().execute<ClosureRow[]>(
      `SELECT ${COLUMNS} ${FROM} WHERE c.ends_on >= ?::date AND (?::uuid IS NULL OR c.practice_id = ?::uuid) ORDER BY c.starts_on, p.name`,
      [today, practiceId ?? null, practiceId ?? null],
    );
    return Promise.all(rows.map(async (r) => ({ ...view(r), affected: await this.affectedOf(this.tx.reader(), r) })));
  }

  async create(input: ClosureInput, actor: string) {
    const problems = closureProblems(input, this.clock.londonToday());
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    return this.tx.run(async (uow) => {
      const row = await this.insert(uow, input, actor);
      if (!row) throw new ConflictError(M.duplicate, 'closure_exists');
      const blocked = await this.blockOpenSlots(uow, row);
      const affected = await this.affectedOf(uow, row);
      uow.emit({ type: 'ClosureAdded', aggregateType: 'practice', aggregateId: input.practiceId, actor, payload: { closureId: row.id, startsOn: input.startsOn, endsOn: input.endsOn, reason: input.reason, blocked } });
      return { closure: view(row), blocked, affected, message: M.saved(blocked, affected.length) };
    });
  }

  /** Every upcoming bank holiday of the region as a one-day closure of the practice; existing ones are kept. */
  async applyBankHolidays(practiceId: string, region: BankHolidayRegion, actor: string) {
    const holidays = upcomingBankHolidays(region, this.clock.londonToday());
    return this.tx.run(async (uow) => {
      await this.requirePractice(uow, practiceId);
      let created = 0;
      let blocked = 0;
      const affected = [];
      for (const h of holidays) {
        const row = await this.insert(uow, { practiceId, startsOn: h.date, endsOn: h.date, reason: 'bank_holiday', note: h.title }, actor);
        if (!row) continue;
        created += 1;
        blocked += await this.blockOpenSlots(uow, row);
        affected.push(...(await this.affectedOf(uow, row)));
      }
      uow.emit({ type: 'BankHolidaysApplied', aggregateType: 'practice', aggregateId: practiceId, actor, payload: { region, created, blocked } });
      return { created, blocked, affected, message: M.bankHolidaysApplied(created) };
    });
  }

  /** Ends a closure; its blocked slots stay blocked until the admin opens them in the editor. */
  async remove(id: string, actor: string) {
    return this.tx.run(async (uow) => {
      const rows = await uow.execute<{ practice_id: string }[]>('DELETE FROM closure WHERE id = ? RETURNING practice_id', [id]);
      if (!rows.length) throw new NotFoundError(M.notFound, 'closure_not_found');
      uow.emit({ type: 'ClosureRemoved', aggregateType: 'practice', aggregateId: rows[0].practice_id, actor, payload: { closureId: id } });
      return { id, removed: true };
    });
  }

  private async requirePractice(uow: UnitOfWork, practiceId: string) {
    const found = await uow.execute('SELECT 1 FROM practice WHERE id = ? AND archived_at IS NULL', [practiceId]);
    if (!found.length) throw new NotFoundError(PRACTICE_MESSAGES.notFound, 'practice_not_found');
  }

  private async insert(uow: UnitOfWork, input: ClosureInput, actor: string): Promise<ClosureRow | undefined> {
    await this.requirePractice(uow, input.practiceId);
    if (input.operativeId) {
      const op = await uow.execute('SELECT 1 FROM operative WHERE id = ? AND practice_id = ?', [input.operativeId, input.practiceId]);
      if (!op.length) throw new NotFoundError(PRACTICE_MESSAGES.operativeNotFound, 'operative_not_found');
    }
    const from = londonDayBounds(input.startsOn).start;
    const to = londonDayBounds(input.endsOn).end;
    const rows = await uow.execute<{ id: string }[]>(
      `INSERT INTO closure (practice_id, operative_id, starts_on, ends_on, during, reason, note, created_by)
       VALUES (?, ?, ?::date, ?::date, tstzrange(?::timestamptz, ?::timestamptz), ?, ?, ?)
       ON CONFLICT DO NOTHING RETURNING id`,
      [input.practiceId, input.operativeId ?? null, input.startsOn, input.endsOn, from, to, input.reason, input.note ?? null, actor],
    );
    if (!rows.length) return undefined;
    const [row] = await uow.execute<ClosureRow[]>(`SELECT ${COLUMNS} ${FROM} WHERE c.id = ?`, [rows[0].id]);
    return row;
  }

  /** Open slots, and slots whose hold ran out (that hold is expired in the same statement), become blocked. */
  private async blockOpenSlots(uow: UnitOfWork, c: ClosureRow): Promise<number> {
    const rows = await uow.execute<{ id: string }[]>(
      `WITH target AS (
         SELECT s.id, s.hold_id FROM slot s, closure c
          WHERE c.id = ? AND s.practice_id = c.practice_id AND (c.operative_id IS NULL OR s.operative_id = c.operative_id)
            AND tstzrange(s.starts_at, s.ends_at) && c.during
            AND (s.status = 'open' OR (s.status = 'held' AND s.hold_expires_at <= ?::timestamptz))
          FOR UPDATE OF s),
       stale AS (
         UPDATE hold h SET status = 'expired', updated_at = now() FROM target
          WHERE h.id = target.hold_id AND h.status = 'active' RETURNING h.id)
       UPDATE slot s SET status = 'blocked', hold_id = NULL, hold_expires_at = NULL, updated_at = now()
         FROM target WHERE s.id = target.id RETURNING s.id`,
      [c.id, this.clock.now()],
    );
    return rows.length;
  }

  /** Bookings and live holds inside the closure: what the admin still has to rebook or cancel. */
  private async affectedOf(em: Pick<UnitOfWork, 'execute'>, c: ClosureRow) {
    const rows = await em.execute<
      { slot_id: string; starts_at: Date; status: string; appointment_id: string | null; reference: string | null; patient_name: string | null; payment_status: string | null; appointment_status: string | null }[]
    >(
      `SELECT s.id AS slot_id, s.starts_at, s.status, a.id AS appointment_id, a.reference, a.patient_name, a.payment_status, a.status AS appointment_status
         FROM slot s JOIN closure c ON c.id = ?
         LEFT JOIN appointment a ON a.id = s.appointment_id
        WHERE s.practice_id = c.practice_id AND (c.operative_id IS NULL OR s.operative_id = c.operative_id)
          AND tstzrange(s.starts_at, s.ends_at) && c.during AND s.status IN ('held', 'booked')
        ORDER BY s.starts_at`,
      [c.id],
    );
    return rows.map((r) => ({
      slotId: r.slot_id,
      startTime: toLondonIso(new Date(r.starts_at)),
      kind: r.status === 'booked' ? ('booking' as const) : ('hold' as const),
      appointment: r.appointment_id ? { id: r.appointment_id, reference: r.reference, patientName: r.patient_name, status: r.appointment_status, paymentStatus: r.payment_status } : null,
    }));
  }
}

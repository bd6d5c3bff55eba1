import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../../shared/outbox/transaction-runner.js';
import type { PlannedSlot } from './availability.rules.js';

export interface SlotRow {
  id: string;
  practice_id: string;
  operative_id: string;
  starts_at: Date;
  ends_at: Date;
  status: 'open' | 'held' | 'booked' | 'blocked';
  hold_expires_at: Date | null;
}

/** A slot a patient can take now: open, or held by a hold that has expired (SQL twin of isBookable). */
export const BOOKABLE = `(s.status = 'open' OR (s.status = 'held' AND s.hold_expires_at <= ?::timestamptz))`;

@Injectable()
export class AvailabilityRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em.fork();
  }

  async practiceExists(practiceId: string): Promise<boolean> {
    const rows = await this.em.execute('SELECT 1 FROM practice WHERE id = ? AND archived_at IS NULL', [practiceId]);
    return rows.length === 1;
  }

  async operativeBelongs(practiceId: string, operativeId: string): Promise<boolean> {
    const rows = await this.em.execute('SELECT 1 FROM operative WHERE id = ? AND practice_id = ?', [operativeId, practiceId]);
    return rows.length === 1;
  }

  /** Bookable slots of a practice starting in [from, to), sorted. */
  async bookable(practiceId: string, from: Date, to: Date, now: Date, limit = 500): Promise<SlotRow[]> {
    return this.em.execute<SlotRow[]>(
      `SELECT s.id, s.practice_id, s.operative_id, s.starts_at, s.ends_at, s.status, s.hold_expires_at FROM slot s
        WHERE s.practice_id = ? AND s.starts_at >= ?::timestamptz AND s.starts_at < ?::timestamptz AND ${BOOKABLE}
        ORDER BY s.starts_at, s.id LIMIT ?`,
      [practiceId, from, to, now, limit],
    );
  }

  async operativeDay(operativeId: string, from: Date, to: Date): Promise<SlotRow[]> {
    return this.em.execute<SlotRow[]>(
      `SELECT s.id, s.practice_id, s.operative_id, s.starts_at, s.ends_at, s.status, s.hold_expires_at FROM slot s
        WHERE s.operative_id = ? AND s.starts_at >= ?::timestamptz AND s.starts_at < ?::timestamptz ORDER BY s.starts_at`,
      [operativeId, from, to],
    );
  }

  /**
   * Inserts planned slots as one set-based statement. A slot overlapping one the operative already
   * has is skipped (the exclusion constraint, ON CONFLICT DO NOTHING), never an error.
   */
  async insertOpen(uow: UnitOfWork, practiceId: string, operativeId: string, slots: PlannedSlot[]): Promise<number> {
    if (!slots.length) return 0;
    let created = 0;
    for (let i = 0; i < slots.length; i += 1000) {
      const chunk = slots.slice(i, i + 1000);
      const rows = await uow.execute<{ id: string }[]>(
        `INSERT INTO slot (practice_id, operative_id, starts_at, ends_at)
         SELECT ?, ?, t.s, t.e FROM unnest(?::timestamptz[], ?::timestamptz[]) AS t(s, e)
         ON CONFLICT DO NOTHING RETURNING id`,
        [practiceId, operativeId, pgArray(chunk.map((s) => s.startsAt.toISOString())), pgArray(chunk.map((s) => s.endsAt.toISOString()))],
      );
      created += rows.length;
    }
    return created;
  }

  /**
   * Blocks one slot with a compare-and-set: only an open slot, or one whose hold has expired (that
   * stale hold is expired in the same statement so it can never come back). Held and booked slots
   * are never touched.
   */
  async block(uow: UnitOfWork, operativeId: string, startsAt: Date, now: Date): Promise<'changed' | 'locked' | 'missing'> {
    const rows = await uow.execute<{ id: string }[]>(
      `WITH target AS (
         SELECT s.id, s.hold_id FROM slot s
          WHERE s.operative_id = ? AND s.starts_at = ?::timestamptz AND ${BOOKABLE}
          FOR UPDATE),
       stale AS (
         UPDATE hold h SET status = 'expired', updated_at = now() FROM target
          WHERE h.id = target.hold_id AND h.status = 'active' RETURNING h.id)
       UPDATE slot s SET status = 'blocked', hold_id = NULL, hold_expires_at = NULL, updated_at = now()
         FROM target WHERE s.id = target.id RETURNING s.id`,
      [operativeId, startsAt, now],
    );
    if (rows.length) return 'changed';
    return this.whyUnchanged(uow, operativeId, startsAt, now);
  }

  /** Opens a blocked slot again (compare-and-set from blocked). */
  async open(uow: UnitOfWork, operativeId: string, startsAt: Date, now: Date): Promise<'changed' | 'locked' | 'missing'> {
    const rows = await uow.execute<{ id: string }[]>(
      `UPDATE slot SET status = 'open', updated_at = now() WHERE operative_id = ? AND starts_at = ?::timestamptz AND status = 'blocked' RETURNING id`,
      [operativeId, startsAt],
    );
    if (rows.length) return 'changed';
    return this.whyUnchanged(uow, operativeId, startsAt, now);
  }

  /** Why a compare-and-set changed nothing: already in the wanted state, held/booked, or no such slot. */
  private async whyUnchanged(uow: UnitOfWork, operativeId: string, startsAt: Date, now: Date): Promise<'changed' | 'locked' | 'missing'> {
    const rows = await uow.execute<{ locked: boolean }[]>(
      `SELECT (status = 'booked' OR (status = 'held' AND hold_expires_at > ?::timestamptz)) AS locked
         FROM slot WHERE operative_id = ? AND starts_at = ?::timestamptz`,
      [now, operativeId, startsAt],
    );
    if (!rows.length) return 'missing';
    return rows[0].locked ? 'locked' : 'changed';
  }
}

/** A PostgreSQL array literal (MikroORM expands JS arrays into lists, so arrays travel as text). */
export function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

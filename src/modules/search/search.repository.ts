import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PRACTICE_COLUMNS, type PracticeRow } from '../practices/practices.repository.js';
import { BOOKABLE } from '../availability/availability.repository.js';

export interface FirstSlotRow {
  practice_id: string;
  id: string;
  starts_at: Date;
  ends_at: Date;
}

/** Set-based search queries: candidates in a box, then each candidate's first bookable slot. */
@Injectable()
export class SearchRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Narrow rows (id, name, position) of the practices in a box: distances are computed from these. */
  async practicesInBox(box: { minLat: number; maxLat: number; minLng: number; maxLng: number }) {
    return this.orm.em.fork().execute<{ id: string; name: string; latitude: number; longitude: number }[]>(
      `SELECT p.id, p.name, p.latitude, p.longitude FROM practice p
        WHERE p.archived_at IS NULL AND p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ?`,
      [box.minLat, box.maxLat, box.minLng, box.maxLng],
    );
  }

  /** Full rows of the few practices a search answers with. */
  async practices(ids: string[]): Promise<PracticeRow[]> {
    if (!ids.length) return [];
    return this.orm.em.fork().execute<PracticeRow[]>(`SELECT ${PRACTICE_COLUMNS} FROM practice p WHERE p.id IN (?)`, [ids]);
  }

  /**
   * The first bookable slot of every candidate practice in [from, to): ONE query, a LATERAL index
   * scan (slot_bookable_idx) with LIMIT 1 per practice — never a query per practice per day.
   */
  async firstSlots(practiceIds: string[], from: Date, to: Date, now: Date): Promise<FirstSlotRow[]> {
    if (!practiceIds.length) return [];
    return this.orm.em.fork().execute<FirstSlotRow[]>(
      `SELECT p.id AS practice_id, f.id, f.starts_at, f.ends_at
         FROM unnest(?::uuid[]) AS p(id)
         CROSS JOIN LATERAL (
           SELECT s.id, s.starts_at, s.ends_at FROM slot s
            WHERE s.practice_id = p.id AND s.status IN ('open', 'held') AND ${BOOKABLE}
              AND s.starts_at >= ?::timestamptz AND s.starts_at < ?::timestamptz
            ORDER BY s.starts_at LIMIT 1) f`,
      [`{${practiceIds.join(',')}}`, now, from, to],
    );
  }

  /** Every bookable slot of one practice in [from, to), sorted. */
  async slots(practiceId: string, from: Date, to: Date, now: Date) {
    return this.orm.em.fork().execute<{ id: string; starts_at: Date; ends_at: Date }[]>(
      `SELECT s.id, s.starts_at, s.ends_at FROM slot s
        WHERE s.practice_id = ? AND s.status IN ('open', 'held') AND ${BOOKABLE}
          AND s.starts_at >= ?::timestamptz AND s.starts_at < ?::timestamptz
        ORDER BY s.starts_at, s.id`,
      [practiceId, now, from, to],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { toLondonIso } from '../../shared/clock/clock.js';
import type { UnitOfWork } from '../../shared/outbox/transaction-runner.js';
import type { PracticeInput } from './practices.schemas.js';

export interface PracticeRow {
  id: string;
  name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  website: string | null;
  services: string[];
  opening_hours: Record<string, { open: string; close: string; isClosed: boolean }>;
  created_at: Date;
  updated_at: Date;
}

export interface PracticeView {
  id: string;
  name: string;
  address: { line1: string; line2: string | null; city: string; postcode: string };
  phone: string;
  email: string;
  website: string | null;
  services: string[];
  openingHours: PracticeRow['opening_hours'];
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}

export const PRACTICE_COLUMNS =
  'p.id, p.name, p.address_line1, p.address_line2, p.city, p.postcode, p.latitude, p.longitude, p.phone, p.email, p.website, p.services, p.opening_hours, p.created_at, p.updated_at';

/** The one JSON shape of a practice (admin list, public details, search results). */
export function toPracticeView(r: PracticeRow): PracticeView {
  return {
    id: r.id,
    name: r.name,
    address: { line1: r.address_line1, line2: r.address_line2, city: r.city, postcode: r.postcode },
    phone: r.phone,
    email: r.email,
    website: r.website,
    services: r.services ?? [],
    openingHours: r.opening_hours,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const values = (p: PracticeInput & { latitude: number | null; longitude: number | null }) => [
  p.name,
  p.addressLine1,
  p.addressLine2,
  p.city,
  p.postcode,
  p.latitude,
  p.longitude,
  p.phone,
  p.email,
  p.website,
  `{${p.services.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
  JSON.stringify(p.openingHours),
];

@Injectable()
export class PracticesRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em.fork();
  }

  async find(id: string): Promise<PracticeRow | undefined> {
    const rows = await this.em.execute<PracticeRow[]>(
      `SELECT ${PRACTICE_COLUMNS} FROM practice p WHERE p.id = ? AND p.archived_at IS NULL`,
      [id],
    );
    return rows[0];
  }

  /**
   * Every active practice with its operatives and its first bookable slot in [from, to), in ONE
   * query (a LATERAL join per practice on the bookable-slot index), never a query per practice.
   */
  async listWithNextAvailable(now: Date, to: Date) {
    const rows = await this.em.execute<
      Array<PracticeRow & { slot_id: string | null; slot_starts_at: Date | null; slot_ends_at: Date | null; operatives: Array<{ id: string; displayName: string; email: string | null }> }>
    >(
      `SELECT ${PRACTICE_COLUMNS}, na.id AS slot_id, na.starts_at AS slot_starts_at, na.ends_at AS slot_ends_at,
              coalesce(ops.list, '[]'::json) AS operatives
         FROM practice p
         LEFT JOIN LATERAL (
           SELECT s.id, s.starts_at, s.ends_at FROM slot s
            WHERE s.practice_id = p.id AND s.status IN ('open', 'held')
              AND (s.status = 'open' OR s.hold_expires_at <= ?::timestamptz)
              AND s.starts_at > ?::timestamptz AND s.starts_at < ?::timestamptz
            ORDER BY s.starts_at LIMIT 1) na ON true
         LEFT JOIN LATERAL (
           SELECT json_agg(json_build_object('id', o.id, 'displayName', o.display_name, 'email', o.email) ORDER BY o.display_name) AS list
             FROM operative o WHERE o.practice_id = p.id) ops ON true
        WHERE p.archived_at IS NULL
        ORDER BY p.name, p.id`,
      [now, now, to],
    );
    return rows.map((r) => ({
      ...toPracticeView(r),
      operatives: r.operatives,
      nextAvailable: r.slot_id
        ? { id: r.slot_id, startTime: toLondonIso(new Date(r.slot_starts_at!)), endTime: toLondonIso(new Date(r.slot_ends_at!)) }
        : null,
    }));
  }

  async insert(uow: UnitOfWork, p: PracticeInput & { latitude: number | null; longitude: number | null }, sampleKey?: string) {
    const rows = await uow.execute<PracticeRow[]>(
      `INSERT INTO practice AS p (name, address_line1, address_line2, city, postcode, latitude, longitude, phone, email, website, services, opening_hours, sample_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?::jsonb, ?)
       ON CONFLICT (sample_key) DO NOTHING
       RETURNING ${PRACTICE_COLUMNS}`,
      [...values(p), sampleKey ?? null],
    );
    return rows[0];
  }

  async update(uow: UnitOfWork, id: string, p: PracticeInput & { latitude: number | null; longitude: number | null }) {
    const rows = await uow.execute<PracticeRow[]>(
      `UPDATE practice p SET name = ?, address_line1 = ?, address_line2 = ?, city = ?, postcode = ?, latitude = ?, longitude = ?,
              phone = ?, email = ?, website = ?, services = ?::text[], opening_hours = ?::jsonb, updated_at = now()
        WHERE p.id = ? AND p.archived_at IS NULL
       RETURNING ${PRACTICE_COLUMNS}`,
      [...values(p), id],
    );
    return rows[0];
  }

  /**
   * Removes a practice unless it has upcoming held or booked slots (checked in the same statement
   * that removes it). With past appointments it is archived (kept for the record), otherwise deleted.
   */
  async remove(uow: UnitOfWork, id: string, now: Date): Promise<'deleted' | 'archived' | 'blocked' | 'not_found'> {
    const blocked = await uow.execute<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM slot
        WHERE practice_id = ? AND starts_at > ?::timestamptz
          AND (status = 'booked' OR (status = 'held' AND hold_expires_at > ?::timestamptz))`,
      [id, now, now],
    );
    const lock = await uow.execute<{ id: string }[]>('SELECT id FROM practice WHERE id = ? AND archived_at IS NULL FOR UPDATE', [id]);
    if (!lock.length) return 'not_found';
    if (blocked[0].n > 0) return 'blocked';
    const archived = await uow.execute<{ id: string }[]>(
      `UPDATE practice SET archived_at = now(), updated_at = now()
        WHERE id = ? AND (EXISTS (SELECT 1 FROM appointment a WHERE a.practice_id = practice.id)
                       OR EXISTS (SELECT 1 FROM hold h WHERE h.practice_id = practice.id))
       RETURNING id`,
      [id],
    );
    if (archived.length) {
      // Future open slots of an archived practice can never be booked: remove them.
      await uow.execute(
        `DELETE FROM slot s WHERE s.practice_id = ? AND s.starts_at > ?::timestamptz AND s.status IN ('open', 'blocked')
           AND NOT EXISTS (SELECT 1 FROM hold h WHERE h.slot_id = s.id) AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.slot_id = s.id)`,
        [id, now],
      );
      return 'archived';
    }
    await uow.execute('DELETE FROM practice WHERE id = ?', [id]);
    return 'deleted';
  }

  async operatives(practiceId: string) {
    return this.em.execute<Array<{ id: string; displayName: string; email: string | null; createdAt: Date }>>(
      `SELECT id, display_name AS "displayName", email, created_at AS "createdAt" FROM operative WHERE practice_id = ? ORDER BY display_name, id`,
      [practiceId],
    );
  }

  async insertOperative(uow: UnitOfWork, practiceId: string, displayName: string, email: string | null) {
    const rows = await uow.execute<Array<{ id: string; displayName: string; email: string | null }>>(
      `INSERT INTO operative (practice_id, display_name, email) SELECT id, ?, ? FROM practice WHERE id = ? AND archived_at IS NULL
       RETURNING id, display_name AS "displayName", email`,
      [displayName, email, practiceId],
    );
    return rows[0];
  }
}

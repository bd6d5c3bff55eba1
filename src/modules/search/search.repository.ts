import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { boundingBox, type LatLng } from './search.rules.js';

/** A practice's position, as the distance rule needs it. */
export interface CandidateRow {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface SlotRow {
  practice_id: string;
  id: string;
  starts_at: Date;
  ends_at: Date;
}

interface PracticeRow {
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
  services: string[] | null;
  opening_hours: Record<string, { open: string; close: string; isClosed: boolean }>;
}

/** The practice as a search answers it (HTTP contract), before its distance is added. */
export function toSearchPractice(r: PracticeRow) {
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
  };
}
export type SearchPractice = ReturnType<typeof toSearchPractice>;

/**
 * A slot is bookable when open, or held by a hold that has run out (its expiry job may not have run
 * yet; ARCHITECTURE.md rule 2). The first `?` is now. Written for the partial index on
 * `status IN ('open', 'held')` (migration 20261122009000).
 */
const BOOKABLE = `s.status IN ('open', 'held') AND (s.status = 'open' OR s.hold_expires_at <= ?::timestamptz)`;

/** A PostgreSQL array literal of uuids, for `unnest(?::uuid[])`. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The search's read side: set-based queries straight on the practice and slot tables (their owners'
 * modules write them). Every method is ONE statement; none runs per practice or per day.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Active practices with coordinates inside the bounding box of `reachKm` around `centre`: a GiST
   * index scan on point(longitude, latitude). Narrow rows; exact distances are the rule's job.
   */
  async candidates(centre: LatLng, reachKm: number): Promise<CandidateRow[]> {
    // 0.1 km more than the reach: a practice at 22.04 km rounds to 22.0 and is in range.
    const box = boundingBox(centre, reachKm + 0.1);
    const rows = await this.orm.em.fork().execute<CandidateRow[]>(
      `SELECT p.id, p.name, p.latitude, p.longitude FROM practice p
        WHERE p.archived_at IS NULL AND p.latitude IS NOT NULL
          AND point(p.longitude, p.latitude) <@ box(point(?, ?), point(?, ?))`,
      [box.minLng, box.minLat, box.maxLng, box.maxLat],
    );
    return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
  }

  /**
   * The first bookable slot in (now, before) of each given practice: ONE statement, an index-only
   * LATERAL probe (LIMIT 1) per practice on the covering bookable-slot index.
   */
  async firstSlots(practiceIds: readonly string[], now: Date, before: Date): Promise<SlotRow[]> {
    if (!practiceIds.length) return [];
    return this.orm.em.fork().execute<SlotRow[]>(
      `SELECT c.id AS practice_id, f.id, f.starts_at, f.ends_at
         FROM unnest(?::uuid[]) AS c(id)
         CROSS JOIN LATERAL (
           SELECT s.id, s.starts_at, s.ends_at FROM slot s
            WHERE s.practice_id = c.id AND ${BOOKABLE}
              AND s.starts_at > ?::timestamptz AND s.starts_at < ?::timestamptz
            ORDER BY s.starts_at LIMIT 1) f`,
      [uuidArray(practiceIds), now, now, before],
    );
  }

  /** Every bookable slot of one practice in [from, to) that starts after now, by start then id. */
  async slots(practiceId: string, from: Date, to: Date, now: Date): Promise<SlotRow[]> {
    return this.orm.em.fork().execute<SlotRow[]>(
      `SELECT s.practice_id, s.id, s.starts_at, s.ends_at FROM slot s
        WHERE s.practice_id = ? AND ${BOOKABLE}
          AND s.starts_at >= ?::timestamptz AND s.starts_at < ?::timestamptz AND s.starts_at > ?::timestamptz
        ORDER BY s.starts_at, s.id`,
      [practiceId, now, from, to, now],
    );
  }

  /** Full rows of the few (≤ 9) practices a search answers with. */
  async practices(ids: readonly string[]): Promise<SearchPractice[]> {
    if (!ids.length) return [];
    const rows = await this.orm.em.fork().execute<PracticeRow[]>(
      `SELECT p.id, p.name, p.address_line1, p.address_line2, p.city, p.postcode, p.latitude, p.longitude,
              p.phone, p.email, p.website, p.services, p.opening_hours
         FROM practice p WHERE p.id = ANY(?::uuid[])`,
      [uuidArray(ids)],
    );
    return rows.map(toSearchPractice);
  }
}

import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { queryPrepared } from '../../shared/db/prepared-statements.js';
import { boundingBox, type LatLng } from './search.rules.js';

/** A practice's position, as the distance rule needs it. */
export interface CandidateRow {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** A slot as the search reads it; timestamps as PostgreSQL prints them (`new Date()` reads them). */
export interface SlotRow {
  practice_id: string;
  id: string;
  starts_at: string;
  ends_at: string;
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
 * yet; ARCHITECTURE.md rule 2). `now` is the placeholder of the current instant. Written for the
 * partial index on `status IN ('open', 'held')` (migration 20261122009000).
 */
const bookable = (now: string) =>
  `s.status IN ('open', 'held') AND (s.status = 'open' OR s.hold_expires_at <= ${now}::timestamptz)`;

const NO_PRACTICE = '00000000-0000-0000-0000-000000000000';

/** A PostgreSQL array literal of uuids, for `unnest($1::uuid[])`. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Candidates in the box $3–$6 around ($1, $2) (latitude, longitude), nearest first by the haversine
 * of the rule's `distanceKm`, and the first bookable slot in ($8, $9) of the $7 nearest.
 */
const CANDIDATES_WITH_FIRST_SLOTS = `
  WITH c AS (
    SELECT p.id, p.name, p.latitude, p.longitude,
           row_number() OVER (ORDER BY asin(sqrt(
             sin(radians(p.latitude - $1) / 2) ^ 2
             + cos(radians($1)) * cos(radians(p.latitude)) * sin(radians(p.longitude - $2) / 2) ^ 2))) AS rank
      FROM practice p
     WHERE p.archived_at IS NULL AND p.latitude IS NOT NULL
       AND point(p.longitude, p.latitude) <@ box(point($3, $4), point($5, $6)))
  SELECT c.id, c.name, c.latitude, c.longitude, c.rank <= $7 AS probed,
         f.id AS slot_id, f.starts_at, f.ends_at
    FROM c LEFT JOIN LATERAL (
      SELECT s.id, s.starts_at, s.ends_at FROM slot s
       WHERE c.rank <= $7 AND s.practice_id = c.id AND ${bookable('$8')}
         AND s.starts_at > $8::timestamptz AND s.starts_at < $9::timestamptz
       ORDER BY s.starts_at LIMIT 1) f ON true`;

/** The first bookable slot in ($2, $3) of each practice in $1. */
const FIRST_SLOTS = `
  SELECT c.id AS practice_id, f.id, f.starts_at, f.ends_at
    FROM unnest($1::uuid[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT s.id, s.starts_at, s.ends_at FROM slot s
       WHERE s.practice_id = c.id AND ${bookable('$2')}
         AND s.starts_at > $2::timestamptz AND s.starts_at < $3::timestamptz
       ORDER BY s.starts_at LIMIT 1) f`;

/**
 * The search's read side: set-based queries straight on the practice and slot tables (their owners'
 * modules write them), as prepared statements (planned once per connection). Every method is ONE
 * statement; none runs per practice or per day.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Active practices with coordinates inside the bounding box of `reachKm` around `centre` (a GiST
   * index scan on point(longitude, latitude); exact distances are the rule's job) and, in the same
   * statement (one round trip fewer on every search), the first bookable slot in (now, before) of
   * the `probe` candidates nearest the centre, as `firstSlots` finds them. "Nearest" here is
   * PostgreSQL's haversine, the rule's formula; the caller uses these answers only for the
   * practices listed in `probed`.
   */
  async candidatesWithFirstSlots(
    centre: LatLng,
    reachKm: number,
    probe: number,
    now: Date,
    before: Date,
  ): Promise<{ candidates: CandidateRow[]; probed: Set<string>; firstSlots: SlotRow[] }> {
    // 0.1 km more than the reach: a practice at 22.04 km rounds to 22.0 and is in range.
    const box = boundingBox(centre, reachKm + 0.1);
    const rows = await queryPrepared<
      CandidateRow & { probed: boolean; slot_id: string | null; starts_at: string | null; ends_at: string | null }
    >(this.orm, CANDIDATES_WITH_FIRST_SLOTS, [
      centre.lat,
      centre.lng,
      box.minLng,
      box.minLat,
      box.maxLng,
      box.maxLat,
      probe,
      now,
      before,
    ]);
    const candidates: CandidateRow[] = [];
    const probed = new Set<string>();
    const firstSlots: SlotRow[] = [];
    for (const r of rows) {
      candidates.push({ id: r.id, name: r.name, latitude: Number(r.latitude), longitude: Number(r.longitude) });
      if (r.probed) probed.add(r.id);
      if (r.slot_id) firstSlots.push({ practice_id: r.id, id: r.slot_id, starts_at: r.starts_at!, ends_at: r.ends_at! });
    }
    return { candidates, probed, firstSlots };
  }

  /**
   * The first bookable slot in (now, before) of each given practice: ONE statement, an index-only
   * LATERAL probe (LIMIT 1) per practice on the covering bookable-slot index.
   */
  async firstSlots(practiceIds: readonly string[], now: Date, before: Date): Promise<SlotRow[]> {
    if (!practiceIds.length) return [];
    return queryPrepared<SlotRow>(this.orm, FIRST_SLOTS, [uuidArray(practiceIds), now, before]);
  }

  /**
   * What a search answers with, in ONE statement: the full rows of the few (≤ 9) practices it names,
   * every bookable slot of the winner in [from, to) that starts after now (by start, then id), and
   * `alsoWrite` (the demand record, `standaloneEventsInsert`) as a data-modifying CTE, so that the
   * write costs no round trip of its own.
   */
  async answer(
    practiceIds: readonly string[],
    winner: { practiceId: string; from: Date; to: Date } | null,
    now: Date,
    alsoWrite: { sql: string; params: unknown[] },
  ): Promise<{ practices: SearchPractice[]; slots: SlotRow[] }> {
    // The write's own placeholders come first ($1…$n); the read's follow.
    const n = alsoWrite.params.length;
    const at = (i: number) => `$${n + i}`;
    const [row] = await queryPrepared<{ practices: PracticeRow[] | null; slots: SlotRow[] | null }>(
      this.orm,
      `WITH recorded AS (${alsoWrite.sql})
       SELECT (SELECT json_agg(p) FROM (
                 SELECT p.id, p.name, p.address_line1, p.address_line2, p.city, p.postcode, p.latitude,
                        p.longitude, p.phone, p.email, p.website, p.services, p.opening_hours
                   FROM practice p WHERE p.id = ANY(${at(1)}::uuid[])) p) AS practices,
              (SELECT json_agg(s ORDER BY s.starts_at, s.id) FROM (
                 SELECT s.practice_id, s.id, s.starts_at, s.ends_at FROM slot s
                  WHERE s.practice_id = ${at(2)}::uuid AND ${bookable(at(3))}
                    AND s.starts_at >= ${at(4)}::timestamptz AND s.starts_at < ${at(5)}::timestamptz
                    AND s.starts_at > ${at(3)}::timestamptz) s) AS slots,
              (SELECT count(*) FROM recorded) AS recorded`,
      [
        ...alsoWrite.params,
        uuidArray(practiceIds),
        // No winner: a uuid no slot has, so the slots part finds nothing.
        winner?.practiceId ?? NO_PRACTICE,
        now,
        winner?.from ?? now,
        winner?.to ?? now,
      ],
    );
    return { practices: (row.practices ?? []).map(toSearchPractice), slots: row.slots ?? [] };
  }
}

import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { queryPrepared } from '../../shared/db/prepared-statements.js';
import { EARTH_RADIUS_KM, PREFETCHED_PROBES, PROBE_BATCH_SIZES } from './search.constants.js';
import { boundingBox, type LatLng } from './search.rules.js';

/** A practice's position, as the distance rule needs it. */
export interface CandidateRow {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** A candidate's first bookable slot before `before` (epoch ms), or none, as a probe found it. */
export interface FirstSlotProbe {
  before: number;
  slot: SlotRow | null;
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
 * Candidates in the box $3–$6 around ($1, $2) (latitude, longitude) and within $12 km by the
 * haversine of the rule's `distanceKm` (R = $10), nearest first, and their first probes, as
 * `probeFirstSlots` would ask for them, in the same statement:
 * - `near`: the first bookable slot in ($8, $9) of the $7 nearest (the first batch and a margin);
 * - `bound`: the start of the London day of the earliest of those among the $11 nearest (the
 *   batch), which is the day later batches must beat (none when it is today);
 * - then the first bookable slot before that bound of every other candidate. Of those, only the
 *   ones with such a slot come back, and any whose distance could round to one of the nearest's:
 *   the rest (most, in a city late in the day) can neither win (a nearer practice has a slot on
 *   the bound's day or earlier, and their own first slot is not earlier) nor be shown (the nearest
 *   5 and the 3 alternatives are among the nearest), nor fall into the rules' first batch.
 * `probed_before` says up to which instant a candidate was probed (null: not probed). No CTE is
 * joined to another by id: with the planner's tiny row estimates for a box, such joins became
 * nested loops over every pair of candidates (milliseconds in a city).
 */
const CANDIDATES_WITH_FIRST_SLOTS = `
  WITH c AS MATERIALIZED (
    SELECT d.id, d.name, d.latitude, d.longitude, d.km, row_number() OVER (ORDER BY d.km) AS rank
      FROM (SELECT p.id, p.name, p.latitude, p.longitude,
                   2 * $10::float8 * asin(sqrt(
                     sin(radians(p.latitude - $1) / 2) ^ 2
                     + cos(radians($1)) * cos(radians(p.latitude)) * sin(radians(p.longitude - $2) / 2) ^ 2)) AS km
              FROM practice p
             WHERE p.archived_at IS NULL AND p.latitude IS NOT NULL
               AND point(p.longitude, p.latitude) <@ box(point($3, $4), point($5, $6))) d
     WHERE d.km <= $12),
  near AS MATERIALIZED (
    SELECT c.id, c.name, c.latitude, c.longitude, c.km, c.rank, f.id AS slot_id, f.starts_at, f.ends_at
      FROM c LEFT JOIN LATERAL (
        SELECT s.id, s.starts_at, s.ends_at FROM slot s
         WHERE s.practice_id = c.id AND ${bookable('$8')}
           AND s.starts_at > $8::timestamptz AND s.starts_at < $9::timestamptz
         ORDER BY s.starts_at LIMIT 1) f ON true
     WHERE c.rank <= $7),
  bound AS (
    SELECT coalesce(
             (SELECT date_trunc('day', min(n.starts_at) AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London'
                FROM near n WHERE n.rank <= $11),
             $9::timestamptz) AS before,
           (SELECT max(n.km) FROM near n) AS near_km)
  SELECT n.id, n.name, n.latitude, n.longitude, $9::timestamptz AS probed_before, n.slot_id, n.starts_at, n.ends_at
    FROM near n
  UNION ALL
  SELECT c.id, c.name, c.latitude, c.longitude,
         CASE WHEN b.before > $8::timestamptz THEN b.before END,
         f.id, f.starts_at, f.ends_at
    FROM c CROSS JOIN bound b LEFT JOIN LATERAL (
      SELECT s.id, s.starts_at, s.ends_at FROM slot s
       WHERE b.before > $8::timestamptz AND s.practice_id = c.id AND ${bookable('$8')}
         AND s.starts_at > $8::timestamptz AND s.starts_at < b.before
       ORDER BY s.starts_at LIMIT 1) f ON true
   WHERE c.rank > $7 AND (f.id IS NOT NULL OR c.km < b.near_km + 0.11)`;

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
   * Active practices with coordinates within `reachKm` of `centre` (a GiST index scan of the box
   * around it on point(longitude, latitude), then the exact distance with a hair to spare: the
   * rule's rounded distances decide who is in range) and, in the same
   * statement, the first-slot probes `probeFirstSlots` usually goes on to ask for (see
   * CANDIDATES_WITH_FIRST_SLOTS): usually the whole search's probing in one round trip. `probes`
   * says, per probed candidate, up to which instant it was probed and the slot found, if any.
   */
  async candidatesWithFirstSlots(
    centre: LatLng,
    reachKm: number,
    now: Date,
    horizon: Date,
  ): Promise<{ candidates: CandidateRow[]; probes: Map<string, FirstSlotProbe> }> {
    // 0.1 km more than the reach: a practice at 22.04 km rounds to 22.0 and is in range.
    const box = boundingBox(centre, reachKm + 0.1);
    const rows = await queryPrepared<
      CandidateRow & { probed_before: string | null; slot_id: string | null; starts_at: string | null; ends_at: string | null }
    >(this.orm, CANDIDATES_WITH_FIRST_SLOTS, [
      centre.lat,
      centre.lng,
      box.minLng,
      box.minLat,
      box.maxLng,
      box.maxLat,
      PREFETCHED_PROBES,
      now,
      horizon,
      EARTH_RADIUS_KM,
      PROBE_BATCH_SIZES[0],
      // Exact distances that round (to 0.1 km) to at most the reach, and a hair more.
      reachKm + 0.06,
    ]);
    const candidates: CandidateRow[] = [];
    const probes = new Map<string, FirstSlotProbe>();
    for (const r of rows) {
      candidates.push({ id: r.id, name: r.name, latitude: Number(r.latitude), longitude: Number(r.longitude) });
      if (r.probed_before === null) continue;
      probes.set(r.id, {
        before: new Date(r.probed_before).getTime(),
        slot: r.slot_id ? { practice_id: r.id, id: r.slot_id, starts_at: r.starts_at!, ends_at: r.ends_at! } : null,
      });
    }
    return { candidates, probes };
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

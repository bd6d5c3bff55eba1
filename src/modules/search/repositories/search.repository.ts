import { Injectable } from '@nestjs/common';
import { type Expression, type ExpressionBuilder, type Kysely, type QueryCreator, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../shared/db/database.js';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import { type Bind, PreparedShape } from '../../../shared/db/prepared-shape.js';
import type { DomainEventInput } from '../../../shared/outbox/domain-event.js';
import { boundEventsInsert } from '../../../shared/outbox/domain-events.repository.js';
import { bookableSlotAt } from '../../booking/index.js';
import { EARTH_RADIUS_KM, FAR_PROBED_OUTWARDS, KM_PER_DEGREE_LATITUDE, OPEN_SLOTS_READ, PREFETCHED_PROBES, PROBE_BATCH_SIZES } from '../search.constants.js';
import { boundingBox, type LatLng } from '../rules/search.rules.js';
import { SearchEvent } from '../search.events.js';

const NO_PRACTICE = '00000000-0000-0000-0000-000000000000';

/** An instant as a parameter typed for PostgreSQL (a bare `$n` beside a column can be any type). */
const instant = (at: Expression<Date>) => sql<string>`${at}::timestamptz`;

/**
 * The first bookable slot in (now, before) of the practice `practiceId` (a column of the outer
 * query: a LATERAL probe), as an index-only scan of `slot_bookable_idx` (LIMIT 1 a literal, so a
 * generic plan knows it too). `onlyIf`, when given, comes first: false skips the probe.
 */
const firstSlotProbe = (
  db: Kysely<Database>,
  practiceId: Expression<string>,
  now: Expression<string>,
  before: Expression<string>,
  onlyIf?: Expression<SqlBool>,
) =>
  db
    .selectFrom('slot as s')
    .select(['s.id', 's.starts_at', 's.ends_at'])
    .where((eb) =>
      eb.and([
        ...(onlyIf ? [onlyIf] : []),
        eb('s.practice_id', '=', practiceId),
        bookableSlotAt(now, 's'),
        eb('s.starts_at', '>', now),
        eb('s.starts_at', '<', before),
      ]),
    )
    .orderBy('s.starts_at')
    .limit(sql.lit(1));

/** The start of the London day of an instant. */
const londonDayStart = (at: Expression<string | null>) =>
  sql<string>`date_trunc('day', ${at} AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London'`;

/** An active practice with coordinates and its distance from the centre (km). */
interface Located {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  km: number;
}

/** A farther candidate with its first slot before the bound, and the start of that slot's London day. */
interface Hit extends Located {
  before: string;
  slot_id: string;
  starts_at: string;
  ends_at: string;
  day: string;
}

/** The rows of the candidates statement's CTEs, as the parts that read them see them. */
interface CandidateCtes {
  /** The candidates near enough to be among the nearest, ranked. */
  c: Located & { rank: string };
  /** The nearest PREFETCHED_PROBES and their first slots. */
  near: Located & { rank: string; slot_id: string | null; starts_at: string | null; ends_at: string | null };
  /** The day later batches must beat, and the last of the nearest. */
  bound: { before: string; near_km: number; last_id: string | null };
  /** Every farther candidate in reach. */
  far_c: Located;
  first_far_near: Hit;
  open_slots: { practice_id: string };
  first_far: Hit;
  /** The bounds the farther candidates are checked against. */
  limits: { bound: string; near_tie: number; hit_km: number | null; hit_id: string | null; hit_tie: number | null; hit_day: string | null };
  /** The farther candidates still to come back, and up to when each is probed. */
  far: { id: string; name: string; latitude: number; longitude: number; bound: string; tied_near: SqlBool; before: string | null };
}

/** A part of the statement that reads these CTEs. */
type Reading<K extends keyof CandidateCtes> = QueryCreator<Database & Pick<CandidateCtes, K>>;

/**
 * The nearest of the farther candidates with a bookable slot in (now, bound): `narrow` picks which of
 * them (in rank order), which are probed outwards; the LIMIT stops the probing at the first hit (the
 * rank order is kept below the join: a sort above it would probe every candidate first).
 */
const outwards = (
  db: Kysely<Database>,
  qc: Reading<'far_c' | 'bound'>,
  now: Expression<string>,
  narrow: (
    c: SelectQueryBuilder<Database & Pick<CandidateCtes, 'far_c' | 'bound'> & { c: Located }, 'c', Located>,
  ) => SelectQueryBuilder<Database & Pick<CandidateCtes, 'far_c' | 'bound'> & { c: Located }, 'c', Located>,
) =>
  qc
    .selectFrom((eb) => narrow(eb.selectFrom('far_c as c').selectAll().orderBy('c.km').orderBy('c.id')).as('c'))
    .crossJoin('bound as b')
    .innerJoinLateral(
      (eb) => firstSlotProbe(db, eb.ref('c.id'), now, eb.ref('b.before')).as('f'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'c.id',
      'c.name',
      'c.latitude',
      'c.longitude',
      'c.km',
      'b.before',
      'f.id as slot_id',
      'f.starts_at',
      'f.ends_at',
      londonDayStart(eb.ref('f.starts_at')).as('day'),
    ])
    .orderBy('c.km')
    .orderBy('c.id')
    .limit(sql.lit(1));

type CandidatesValues = { centre: LatLng; box: ReturnType<typeof boundingBox>; reachKm: number; now: Date; horizon: Date };

/** The search's values as parameters, shared by every part of the candidates statement. */
function candidatesInputs(db: Kysely<Database>, bind: Bind<CandidatesValues>) {
  return {
    db,
    bind,
    lat: bind((v) => v.centre.lat),
    lng: bind((v) => v.centre.lng),
    now: instant(bind((v) => v.now)),
    horizon: instant(bind((v) => v.horizon)),
    // Exact distances that round (to 0.1 km) to at most the reach, and a hair more.
    reach: bind((v) => v.reachKm + 0.06),
    prefetched: String(PREFETCHED_PROBES),
  };
}
type CandidatesInputs = ReturnType<typeof candidatesInputs>;

type PracticeEb = ExpressionBuilder<{ p: Database['practice'] }, 'p'>;

/** A practice's distance from the centre, km (the rule's haversine, unrounded). */
const km = (i: CandidatesInputs, eb: PracticeEb) =>
  sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
      sin(radians(${eb.ref('p.latitude')} - ${i.lat}) / 2) ^ 2
      + cos(radians(${i.lat})) * cos(radians(${eb.ref('p.latitude')}))
        * sin(radians(${eb.ref('p.longitude')} - ${i.lng}) / 2) ^ 2))`;

/** Active practices with coordinates (the GiST index's predicate) and their distance, those in `box`. */
const located = (i: CandidatesInputs, box?: (eb: PracticeEb) => Expression<SqlBool>) => {
  const all = i.db
    .selectFrom('practice as p')
    .select((eb) => [
      'p.id',
      'p.name',
      eb.ref('p.latitude').$notNull().as('latitude'),
      eb.ref('p.longitude').$notNull().as('longitude'),
      km(i, eb).as('km'),
    ])
    .where('p.archived_at', 'is', null)
    .where('p.latitude', 'is not', null);
  return box ? all.where(box) : all;
};

const point = (eb: PracticeEb) => sql`point(${eb.ref('p.longitude')}, ${eb.ref('p.latitude')})`;

/** Ranked by distance, then id: a total order every part of the statement agrees on. */
const rank = (eb: ExpressionBuilder<{ d: { km: number; id: string } }, 'd'>) =>
  eb.fn.agg<string>('row_number').over((ob) => ob.orderBy('d.km').orderBy('d.id')).as('rank');

/** One value of a one-row CTE, read once (an InitPlan). */
const one = <T>(cte: 'zone' | 'bound' | 'limits', column: string) => sql<T>`(SELECT ${sql.ref(column)} FROM ${sql.table(cte)})`;

/** A value of `limits`, the farther candidates' bounds. */
const limit = <T>(column: string) => one<T>('limits', column);

/** Farther out than the first farther practice with a slot, in rank order. */
const afterHit = (eb: ExpressionBuilder<{ c: { km: number; id: string } }, 'c'>) =>
  sql<boolean>`(${eb.ref('c.km')}, ${eb.ref('c.id')}) > (${limit<number>('hit_km')}, ${limit<string>('hit_id')})`;

/**
 * `zone`: the distance of the farthest of the PREFETCHED_PROBES practices nearest on the GiST
 * index's flat (degree) ordering, capped at the reach: at least that many practices lie that close,
 * so the truly nearest do too.
 */
const nearestZone = (qc: QueryCreator<Database>, i: CandidatesInputs) =>
  qc
    .selectFrom(
      located(i)
        .orderBy((eb) => sql`${point(eb)} <-> point(${i.lng}, ${i.lat})`)
        .limit(sql.lit(PREFETCHED_PROBES))
        .as('k'),
    )
    .select((eb) => sql<number>`least(${eb.fn.max('k.km')}, ${i.reach})`.as('km'));

/** `c`: the practices in reach within the zone and 0.11 km more (rounding ties), ranked. */
const rankedCandidates = (qc: QueryCreator<Database>, i: CandidatesInputs) =>
  qc
    .selectFrom(
      located(i, (eb) => {
        // The box around the centre covering the zone, its ties and boundingBox's margin.
        const half = sql<number>`(${one<number>('zone', 'km')} + 0.21)`;
        const halfLat = sql<number>`${half} / ${KM_PER_DEGREE_LATITUDE}::float8`;
        const halfLng = sql<number>`${half} / (${KM_PER_DEGREE_LATITUDE}::float8 * greatest(cos(radians(${i.lat})), 0.01))`;
        return sql<boolean>`${point(eb)} <@ box(point(${i.lng} - ${halfLng}, ${i.lat} - ${halfLat}), point(${i.lng} + ${halfLng}, ${i.lat} + ${halfLat}))`;
      }).as('d'),
    )
    .select((eb) => ['d.id', 'd.name', 'd.latitude', 'd.longitude', 'd.km', rank(eb)])
    .where('d.km', '<=', sql<number>`least(${one<number>('zone', 'km')} + 0.11, ${i.reach})`);

/** `near`: the first bookable slot before the horizon of the PREFETCHED_PROBES nearest (the first batch and a margin). */
const nearestFirstSlots = (qc: Reading<'c'>, i: CandidatesInputs) =>
  qc
    .selectFrom('c')
    .leftJoinLateral(
      (eb) => firstSlotProbe(i.db, eb.ref('c.id'), i.now, i.horizon).as('f'),
      (join) => join.onTrue(),
    )
    .select(['c.id', 'c.name', 'c.latitude', 'c.longitude', 'c.km', 'c.rank', 'f.id as slot_id', 'f.starts_at', 'f.ends_at'])
    .where('c.rank', '<=', i.prefetched);

/**
 * `bound`: the start of the London day of the earliest slot among the first batch's nearest, which
 * is the day later batches must beat (none when it is today, the usual case: then the farther
 * candidates are never read), and the last of the nearest. One pass over the nearest (an aggregate
 * over none is still one row: the horizon, no last).
 */
const dayToBeat = (qc: Reading<'near'>, i: CandidatesInputs) =>
  qc.selectFrom('near as n').select((eb) => [
    eb.fn
      .coalesce(
        londonDayStart(sql<string | null>`min(${eb.ref('n.starts_at')}) FILTER (WHERE ${eb.ref('n.rank')} <= ${String(PROBE_BATCH_SIZES[0])})`),
        i.horizon,
      )
      .as('before'),
    // The last of the nearest (the farthest, then the greatest id): the farther candidates come
    // after it in rank order.
    eb.fn.max('n.km').as('near_km'),
    sql<string | null>`(array_agg(${eb.ref('n.id')} ORDER BY ${eb.ref('n.rank')} DESC))[1]`.as('last_id'),
  ]);

/** `far_c`: every farther candidate in reach (the box around the centre), read only when a farther practice could still win. */
const fartherCandidates = (qc: QueryCreator<Database>, i: CandidatesInputs) =>
  qc
    .selectFrom(
      located(
        i,
        (eb) =>
          sql<boolean>`${point(eb)} <@ box(
                  point(${i.bind((v) => v.box.minLng)}, ${i.bind((v) => v.box.minLat)}),
                  point(${i.bind((v) => v.box.maxLng)}, ${i.bind((v) => v.box.maxLat)}))`,
      )
        // Not flattened into the filters below, so each distance is computed once.
        .offset(sql.lit(0))
        .as('d'),
    )
    .selectAll('d')
    .where((eb) =>
      eb.and([
        // Read only when a farther practice could still win (evaluated once).
        eb(one<string>('bound', 'before'), '>', i.now),
        eb('d.km', '<=', i.reach),
        sql<boolean>`(${eb.ref('d.km')}, ${eb.ref('d.id')}) > (${one<number>('bound', 'near_km')}, ${one<string>('bound', 'last_id')})`,
      ]),
    );

/**
 * `open_slots`: read only when none of the first farther candidates had a slot (the filter of the
 * parts below is evaluated first): the bookable slots anywhere before the bound, on the slot index
 * by start, up to one more than OPEN_SLOTS_READ (more: too many to be worth reading, the probing goes
 * on outwards).
 */
const openSlotsBeforeBound = (qc: QueryCreator<Database>, i: CandidatesInputs) =>
  qc
    .selectFrom('slot as s')
    .select('s.practice_id')
    .where((eb) =>
      eb.and([
        bookableSlotAt(i.now, 's'),
        eb('s.starts_at', '>', i.now),
        eb('s.starts_at', '<', one<string>('bound', 'before')),
      ]),
    )
    .limit(sql.lit(OPEN_SLOTS_READ + 1));

/**
 * `first_far`: the nearest farther candidate with a slot before the bound, probing outwards and
 * stopping at the first hit: FAR_PROBED_OUTWARDS of them first (`first_far_near`); if none has one,
 * and the slot index by start finds at most OPEN_SLOTS_READ bookable slots before the bound
 * anywhere, only the candidates with one of those are probed (late in the day in a city, none,
 * where probing every candidate once cost 8–15 ms); else outwards on.
 */
const firstFartherHit = (qc: Reading<'far_c' | 'bound' | 'first_far_near' | 'open_slots'>, i: CandidatesInputs) => {
  const nothingNear = sql<boolean>`NOT EXISTS (SELECT FROM ${sql.table('first_far_near')})`;
  const openSlots = sql<number>`(SELECT count(*) FROM ${sql.table('open_slots')})`;
  return (
    qc
      .selectFrom('first_far_near as h')
      .selectAll()
      // Few bookable slots left before the bound anywhere (late in the day, say): only the
      // farther candidates that have one are probed, nearest first.
      .unionAll(
        qc
          .selectFrom(
            outwards(i.db, qc, i.now, (c) =>
              c.where((eb) =>
                eb.and([
                  nothingNear,
                  eb(openSlots, '<=', sql.lit(OPEN_SLOTS_READ)),
                  eb('c.id', '=', eb.fn.any(sql<string[]>`ARRAY(SELECT DISTINCT o.practice_id FROM ${sql.table('open_slots')} AS o)`)),
                ]),
              ),
            ).as('h'),
          )
          .selectAll(),
      )
      // Many: outwards past the first ones, as before.
      .unionAll(
        qc
          .selectFrom(
            outwards(i.db, qc, i.now, (c) =>
              c.where((eb) => eb.and([nothingNear, eb(openSlots, '>', sql.lit(OPEN_SLOTS_READ))])).offset(sql.lit(FAR_PROBED_OUTWARDS)),
            ).as('h'),
          )
          .selectAll(),
      )
  );
};

/** `limits`, one row: the bounds the farther candidates are checked against (null: no hit). */
const fartherLimits = (qc: Reading<'bound' | 'first_far'>, i: CandidatesInputs) =>
  qc
    .selectFrom('bound as b')
    .leftJoin('first_far as h', (join) => join.onTrue())
    .select((eb) => [
      'b.before as bound',
      eb('b.near_km', '+', eb.lit(0.11)).as('near_tie'),
      'h.km as hit_km',
      'h.id as hit_id',
      eb('h.km', '+', eb.lit(0.11)).as('hit_tie'),
      eb.case().when('h.day', '>', i.now).then(eb.ref('h.day')).end().as('hit_day'),
    ]);

/**
 * `far`: the farther candidates other than the hit, each to be probed before the bound when its
 * distance could round to the hit's or to one of the nearest's (a tie the rules break by name), else
 * before the start of the hit's day (only an earlier day beats a nearer practice; when the hit is
 * today, no probe). Those nearer than the hit had nothing before the bound.
 */
const fartherToProbe = (qc: Reading<'far_c'>) =>
  qc
    .selectFrom('far_c as c')
    .select((eb) => {
      const tiedNear = eb('c.km', '<', limit<number>('near_tie'));
      return [
        'c.id',
        'c.name',
        'c.latitude',
        'c.longitude',
        limit<string>('bound').as('bound'),
        tiedNear.as('tied_near'),
        // Up to when this candidate is still to be probed; null: no need (see above).
        eb
          .case()
          .when(afterHit(eb))
          .then(
            eb
              .case()
              .when(eb.or([eb('c.km', '<', limit<number>('hit_tie')), tiedNear]))
              .then(limit<string>('bound'))
              .else(limit<string | null>('hit_day'))
              .end(),
          )
          .end()
          .as('before'),
      ];
    })
    .where((eb) => {
      return eb.and([
        eb.or([eb(limit<string | null>('hit_id'), 'is', null), eb('c.id', '<>', limit<string>('hit_id'))]),
        eb.or([
          eb('c.km', '<', limit<number>('near_tie')),
          eb.and([afterHit(eb), eb.or([eb('c.km', '<', limit<number>('hit_tie')), eb(limit<string | null>('hit_day'), 'is not', null)])]),
        ]),
      ]);
    });

/**
 * The answer's rows: the nearest with their probes; with a slot today among them, the unprobed
 * candidates whose distance could round to one of theirs; the farther hit; and the other farther
 * candidates that have a slot or could tie with the nearest, probed here when `far` says so.
 */
const candidateRows = (qc: Reading<'c' | 'near' | 'first_far' | 'far'>, i: CandidatesInputs) =>
  qc
    .selectFrom('near as n')
    .select(['n.id', 'n.name', 'n.latitude', 'n.longitude', sql<string | null>`${i.horizon}`.as('probed_before'), 'n.slot_id', 'n.starts_at', 'n.ends_at'])
    .unionAll((eb) =>
      // With a slot today among the nearest: those whose distance could round to one of theirs.
      eb
        .selectFrom('c')
        .select([
          'c.id',
          'c.name',
          'c.latitude',
          'c.longitude',
          sql<string | null>`null`.as('probed_before'),
          sql<string | null>`null`.as('slot_id'),
          sql<string | null>`null`.as('starts_at'),
          sql<string | null>`null`.as('ends_at'),
        ])
        .where((eb) =>
          eb.and([
            eb(one<string>('bound', 'before'), '<=', i.now),
            eb('c.rank', '>', i.prefetched),
            eb('c.km', '<', sql<number>`${one<number>('bound', 'near_km')} + 0.11`),
          ]),
        ),
    )
    .unionAll((eb) =>
      eb
        .selectFrom('first_far as h')
        .select(['h.id', 'h.name', 'h.latitude', 'h.longitude', 'h.before as probed_before', 'h.slot_id', 'h.starts_at', 'h.ends_at']),
    )
    .unionAll((eb) =>
      eb
        .selectFrom('far as x')
        .leftJoinLateral(
          (eb) => firstSlotProbe(i.db, eb.ref('x.id'), i.now, eb.ref('x.before').$notNull(), eb('x.before', '>', i.now)).as('f'),
          (join) => join.onTrue(),
        )
        .select((eb) => [
          'x.id',
          'x.name',
          'x.latitude',
          'x.longitude',
          // Probed now, or earlier by `first_far` (which found nothing before the bound).
          eb.case().when('x.before', '>', i.now).then(eb.ref('x.before')).else(eb.ref('x.bound')).end().as('probed_before'),
          'f.id as slot_id',
          'f.starts_at',
          'f.ends_at',
        ])
        .where((eb) => eb.or([eb('f.id', 'is not', null), eb('x.tied_near', '=', true)])),
    );

/**
 * Candidates within `reach` km of `centre` by the haversine of the rule's `distanceKm` (R =
 * EARTH_RADIUS_KM), ranked nearest first (by distance, then id), and their first probes, as
 * `probeFirstSlots` would ask for them, in the same statement. A city has a thousand practices in
 * reach, but most searches need only the nearest 80, so those are found first (`zone`, `c`, `near`,
 * `bound`); the farther candidates (`far_c`) are read only when the nearest have nothing today
 * (`first_far_near`, `open_slots`, `first_far`, `limits`, `far`); each part's builder says what it does.
 * Of the farther candidates, only the ones with a slot come back, and any whose distance could
 * round to one of the nearest's: the rest can neither win (a nearer practice has a slot on their
 * first day or earlier) nor be shown (the nearest 5 and the 3 alternatives are among the nearest),
 * nor fall into the rules' first batch. A slot found is the candidate's first after now, whatever
 * the bound it was probed before. `probed_before` says up to which instant a candidate was probed
 * (null: not probed). No CTE is joined to another by id: with the planner's tiny row estimates for
 * a box, such joins became nested loops over every pair of candidates (milliseconds in a city);
 * single values of other CTEs are read as InitPlans (once), not joined to each row.
 */
const candidatesWithFirstSlotsStatement = (db: Kysely<Database>, bind: Bind<CandidatesValues>) => {
  const i = candidatesInputs(db, bind);
  return candidateRows(
    db
      .with('zone', (qc) => nearestZone(qc, i))
      .with(
        (cte) => cte('c').materialized(),
        (qc) => rankedCandidates(qc, i),
      )
      .with(
        (cte) => cte('near').materialized(),
        (qc) => nearestFirstSlots(qc, i),
      )
      .with('bound', (qc) => dayToBeat(qc, i))
      .with(
        (cte) => cte('far_c').materialized(),
        (qc) => fartherCandidates(qc, i),
      )
      .with(
        (cte) => cte('first_far_near').materialized(),
        // The nearest FAR_PROBED_OUTWARDS farther candidates first: in most searches that need the
        // farther ones at all, one of these has a slot before the bound.
        (qc) => outwards(db, qc, i.now, (c) => c.limit(sql.lit(FAR_PROBED_OUTWARDS))),
      )
      .with(
        (cte) => cte('open_slots').materialized(),
        (qc) => openSlotsBeforeBound(qc, i),
      )
      .with(
        (cte) => cte('first_far').materialized(),
        (qc) => firstFartherHit(qc, i),
      )
      .with('limits', (qc) => fartherLimits(qc, i))
      .with('far', (qc) => fartherToProbe(qc)),
    i,
  );
};

/** The first bookable slot in (now, before) of each practice in `practiceIds`. */
const firstSlotsStatement = (db: Kysely<Database>, bind: Bind<{ practiceIds: readonly string[]; now: Date; before: Date }>) =>
  db
    .selectFrom(sql<{ id: string }>`unnest(${bind((v) => v.practiceIds)}::uuid[])`.as<'c'>(sql`c(id)`))
    .crossJoinLateral((eb) =>
      firstSlotProbe(db, eb.ref('c.id'), instant(bind((v) => v.now)), instant(bind((v) => v.before))).as('f'),
    )
    .select(['c.id as practice_id', 'f.id', 'f.starts_at', 'f.ends_at']);

/**
 * The full rows of the practices in `practiceIds`, every bookable slot of `winnerId` in [from, to)
 * that starts after now (by start, then id), and the `demand` events (a data-modifying CTE whose
 * commit does not wait for the WAL flush).
 */
/** How many events a search writes at most: SearchMade, and PostcodeLookupMissed when Google failed. */
const DEMAND_EVENTS_MAX = 2;

const answerStatement = (
  db: Kysely<Database>,
  bind: Bind<{ practiceIds: readonly string[]; winnerId: string; from: Date; to: Date; now: Date; demand: readonly DomainEventInput[] }>,
) => {
  const now = instant(bind((v) => v.now));
  return db
    .with('recorded', (qc) => boundEventsInsert(qc, bind, (v) => v.demand, DEMAND_EVENTS_MAX))
    .selectNoFrom((eb) => [
      eb
        .selectFrom(
          eb
            .selectFrom('practice as p')
            .select([
              'p.id',
              'p.name',
              'p.address_line1',
              'p.address_line2',
              'p.city',
              'p.postcode',
              'p.latitude',
              'p.longitude',
              'p.phone',
              'p.email',
              'p.website',
              'p.services',
              'p.opening_hours',
            ])
            .where((eb) => eb('p.id', '=', eb.fn.any(sql<string[]>`${bind((v) => v.practiceIds)}::uuid[]`)))
            .as('p'),
        )
        .select((eb) => eb.fn.jsonAgg('p').as('practices'))
        .as('practices'),
      eb
        .selectFrom(
          eb
            .selectFrom('slot as s')
            .select(['s.practice_id', 's.id', 's.starts_at', 's.ends_at'])
            .where((eb) =>
              eb.and([
                eb('s.practice_id', '=', sql<string>`${bind((v) => v.winnerId)}::uuid`),
                bookableSlotAt(now, 's'),
                eb('s.starts_at', '>=', instant(bind((v) => v.from))),
                eb('s.starts_at', '<', instant(bind((v) => v.to))),
                eb('s.starts_at', '>', now),
              ]),
            )
            .as('s'),
        )
        .select((eb) => eb.fn.jsonAgg('s').orderBy('s.starts_at').orderBy('s.id').as('slots'))
        .as('slots'),
      eb
        .selectFrom('recorded')
        .select((eb) => eb.fn.countAll().as('n'))
        .as('recorded'),
    ]);
};

/**
 * The search's read side: set-based queries straight on the practice and slot tables (their owners'
 * modules write them). The hot ones are built once (`PreparedShape`: the same text every time) and
 * run as NAMED prepared statements (`Db.prepared`: planned once per connection). Every method is ONE
 * statement; none runs per practice or per day.
 */
@Injectable()
export class SearchRepository {
  private readonly candidatesWithFirstSlotsShape = new PreparedShape(candidatesWithFirstSlotsStatement);
  private readonly firstSlotsShape = new PreparedShape(firstSlotsStatement);
  private readonly answerShape = new PreparedShape(answerStatement);

  constructor(private readonly db: Db) {}

  /**
   * Active practices with coordinates within `reachKm` of `centre` that can matter (GiST index
   * scans on point(longitude, latitude): the nearest 80 and their rounding ties, the farther ones
   * only when the nearest have nothing today; the exact distance with a hair to spare: the rule's
   * rounded distances decide who is in range) and, in the same statement, the first-slot
   * probes `probeFirstSlots` usually goes on to ask for (see candidatesWithFirstSlotsStatement):
   * usually the whole search's probing in one round trip. `probes` says, per probed candidate, up
   * to which instant (epoch ms) it was probed and the slot found, if any.
   */
  @GenerateSql({ params: [{ lat: 51.5074, lng: -0.1278 }, 22, DUMMY.instant, new Date('2026-01-15T00:00:00Z')] })
  async candidatesWithFirstSlots(centre: LatLng, reachKm: number, now: Date, horizon: Date) {
    // 0.1 km more than the reach: a practice at 22.04 km rounds to 22.0 and is in range.
    const box = boundingBox(centre, reachKm + 0.1);
    const rows = await this.db.prepared(this.candidatesWithFirstSlotsShape.with(this.db.kysely, { centre, box, reachKm, now, horizon }));
    const candidates = rows.map((r) => ({ id: r.id, name: r.name, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
    const probes = new Map<string, { before: number; slot: SlotRow | null }>();
    for (const r of rows) {
      if (r.probed_before === null) continue;
      probes.set(r.id, {
        before: new Date(r.probed_before).getTime(),
        slot:
          r.slot_id !== null && r.starts_at !== null && r.ends_at !== null
            ? { practice_id: r.id, id: r.slot_id, starts_at: r.starts_at, ends_at: r.ends_at }
            : null,
      });
    }
    return { candidates, probes };
  }

  /**
   * The first bookable slot in (now, before) of each given practice: ONE statement, an index-only
   * LATERAL probe (LIMIT 1) per practice on the covering bookable-slot index.
   */
  @GenerateSql({ params: [[DUMMY.uuid], DUMMY.instant, new Date('2026-01-02T00:00:00Z')] })
  async firstSlots(practiceIds: readonly string[], now: Date, before: Date) {
    if (!practiceIds.length) return [];
    return this.db.prepared(this.firstSlotsShape.with(this.db.kysely, { practiceIds, now, before }));
  }

  /**
   * What a search answers with, in ONE statement: the full rows of the few (≤ 9) practices it names,
   * every bookable slot of the winner in [from, to) that starts after now (by start, then id), and
   * the demand record (`demand`) as a data-modifying CTE, so that the write costs no round trip of
   * its own, committed without waiting for the WAL flush (losing one in a crash costs a line in a
   * report or one later Google call, nothing a patient relies on).
   */
  @GenerateSql({
    params: [
      [DUMMY.uuid],
      { practiceId: DUMMY.uuid, from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-01-02T00:00:00Z') },
      DUMMY.instant,
      [{ type: SearchEvent.SearchMade, aggregateType: 'search', aggregateId: 'SW1A', actor: 'patient', payload: { outcode: 'SW1A', radiusKm: 10, found: true, practiceId: DUMMY.uuid, geocoder: 'table' } } satisfies DomainEventInput],
    ],
  })
  async answer(
    practiceIds: readonly string[],
    winner: { practiceId: string; from: Date; to: Date } | null,
    now: Date,
    demand: readonly DomainEventInput[],
  ) {
    if (demand.length > DEMAND_EVENTS_MAX) throw new RangeError(`A search writes at most ${DEMAND_EVENTS_MAX} events`);
    const [row] = await this.db.prepared(
      this.answerShape.with(this.db.kysely, {
        practiceIds,
        // No winner: a uuid no slot has, so the slots part finds nothing (the same statement).
        winnerId: winner?.practiceId ?? NO_PRACTICE,
        from: winner?.from ?? now,
        to: winner?.to ?? now,
        now,
        demand,
      }),
    );
    return {
      practices: (row.practices ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        address: { line1: p.address_line1, line2: p.address_line2, city: p.city, postcode: p.postcode },
        phone: p.phone,
        email: p.email,
        website: p.website,
        services: p.services,
        openingHours: p.opening_hours,
        latitude: p.latitude === null ? null : Number(p.latitude),
        longitude: p.longitude === null ? null : Number(p.longitude),
      })),
      slots: row.slots ?? [],
    };
  }

  /** The postcodes of the given practices that are still active (the geocoder's cache warms them). */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async activePostcodes(practiceIds: readonly string[]) {
    if (!practiceIds.length) return [];
    const rows = await this.db.kysely
      .selectFrom('practice')
      .select('postcode')
      .distinct()
      .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${practiceIds}::uuid[]`)))
      .where('archived_at', 'is', null)
      .execute();
    return rows.map((r) => r.postcode);
  }
}

/** A slot as the search reads it; timestamps as PostgreSQL prints them (`new Date()` reads them). */
export type SlotRow = Awaited<ReturnType<SearchRepository['firstSlots']>>[number];
/** The practice as a search answers it (HTTP contract), before its distance is added. */
export type SearchPractice = Awaited<ReturnType<SearchRepository['answer']>>['practices'][number];

import { Injectable } from '@nestjs/common';
import { addLondonDays, Clock, londonDayBounds, toLondonDate, toLondonIso } from '../../shared/clock/clock.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { toPracticeView } from '../practices/practices.repository.js';
import { LayeredGeocoder } from './geocoder.js';
import { SEARCH_HORIZON_DAYS, RADIUS_TOLERANCE } from './search.constants.js';
import { SearchRepository } from './search.repository.js';
import { boundingBox, type Candidate, decideSearch, distanceKm } from './search.rules.js';

type Practice = ReturnType<typeof toPracticeView>;
const slotView = (s: { id: string; starts_at: Date; ends_at: Date }) => ({
  id: s.id,
  startTime: toLondonIso(new Date(s.starts_at)),
  endTime: toLondonIso(new Date(s.ends_at)),
});

/** POST /api/search: geocode, apply the spec's rules over a few set-based queries, record demand. */
@Injectable()
export class SearchService {
  constructor(
    private readonly geocoder: LayeredGeocoder,
    private readonly repo: SearchRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async search(input: { postcode: string; outcode: string; radiusKm: number }) {
    const location = await this.geocoder.geocode(input.postcode);
    const now = this.clock.now();
    const today = this.clock.londonToday();
    const horizonEnd = londonDayBounds(addLondonDays(today, SEARCH_HORIZON_DAYS)).start;

    const inBox = await this.repo.practicesInBox(boundingBox(location, input.radiusKm * RADIUS_TOLERANCE + 0.1));
    const measured = inBox.map((p) => ({ ...p, distanceKm: distanceKm(location, { lat: p.latitude, lng: p.longitude }) }));
    // Slots are looked up only for practices inside the circle, not the box's corners.
    const inRange = measured.filter((p) => p.distanceKm <= input.radiusKm * RADIUS_TOLERANCE);
    const firsts = new Map((await this.repo.firstSlots(inRange.map((p) => p.id), now, horizonEnd, now)).map((f) => [f.practice_id, f]));
    const candidates: Candidate<{ id: string; name: string }>[] = measured.map((p) => {
      const f = firsts.get(p.id);
      const date = f ? toLondonDate(new Date(f.starts_at)) : null;
      return {
        practice: { id: p.id, name: p.name },
        distanceKm: p.distanceKm,
        first: f && date ? { dayOffset: dayOffset(today, date), date, slot: slotView(f) } : null,
      };
    });
    const outcome = decideSearch(candidates, input.radiusKm);
    const answered = new Set([outcome.nearest, ...outcome.sorted, ...outcome.alternatives.map((a) => a.candidate)].filter(Boolean).map((c) => c!.practice.id));
    const [fullRows, winnerSlots] = await Promise.all([
      this.repo.practices([...answered]),
      outcome.nearest && outcome.date
        ? this.repo.slots(outcome.nearest.practice.id, maxDate(londonDayBounds(outcome.date).start, now), londonDayBounds(outcome.date).end, now)
        : Promise.resolve([]),
    ]);
    const views = new Map(fullRows.map((r) => [r.id, toPracticeView(r)]));
    const slots = winnerSlots.map(slotView);
    const withDistance = (c: Candidate<{ id: string; name: string }>): Practice & { distanceKm: number | null } => ({
      ...views.get(c.practice.id)!,
      distanceKm: Number.isFinite(c.distanceKm) ? c.distanceKm : null,
    });
    await this.tx.run(async (uow) => {
      uow.emit({
        type: 'SearchMade',
        aggregateType: 'search',
        aggregateId: input.outcode,
        actor: 'patient',
        // Demand reports only: the outcode, never the name, phone or full postcode.
        payload: { outcode: input.outcode, radiusKm: input.radiusKm, found: Boolean(outcome.nearest), practiceId: outcome.nearest?.practice.id ?? null, geocoder: location.source },
      });
    }, { durable: false });
    return {
      radiusKm: outcome.radiusKm,
      location: { lat: location.lat, lng: location.lng },
      nearestPractice: outcome.nearest ? withDistance(outcome.nearest) : null,
      date: outcome.date,
      slots,
      sortedPractices: outcome.sorted.map(withDistance),
      alternatives: outcome.alternatives.map((a) => ({ practice: withDistance(a.candidate), nextAvailable: a.nextAvailable })),
      ...(outcome.message && { message: outcome.message }),
    };
  }
}

/** On today, only slots after now (spec section 5). */
const maxDate = (a: Date, b: Date) => (a > b ? a : b);

function dayOffset(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

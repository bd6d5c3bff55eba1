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

    const rows = await this.repo.practicesInBox(boundingBox(location, input.radiusKm * RADIUS_TOLERANCE + 0.1));
    const practices = rows.map(toPracticeView);
    const firsts = new Map((await this.repo.firstSlots(practices.map((p) => p.id), now, horizonEnd, now)).map((f) => [f.practice_id, f]));
    const candidates: Candidate<Practice>[] = practices.map((practice) => {
      const f = firsts.get(practice.id);
      const date = f ? toLondonDate(new Date(f.starts_at)) : null;
      return {
        practice,
        distanceKm: distanceKm(location, { lat: practice.latitude, lng: practice.longitude }),
        first: f && date ? { dayOffset: dayOffset(today, date), date, slot: slotView(f) } : null,
      };
    });
    const outcome = decideSearch(candidates, input.radiusKm);
    let slots: ReturnType<typeof slotView>[] = [];
    if (outcome.nearest && outcome.date) {
      const { start, end } = londonDayBounds(outcome.date);
      slots = (await this.repo.slots(outcome.nearest.practice.id, start, end, now)).map(slotView);
    }
    const withDistance = (c: Candidate<Practice>) => ({ ...c.practice, distanceKm: Number.isFinite(c.distanceKm) ? c.distanceKm : null });
    await this.tx.run(async (uow) => {
      uow.emit({
        type: 'SearchMade',
        aggregateType: 'search',
        aggregateId: input.outcode,
        actor: 'patient',
        // Demand reports only: the outcode, never the name, phone or full postcode.
        payload: { outcode: input.outcode, radiusKm: input.radiusKm, found: Boolean(outcome.nearest), practiceId: outcome.nearest?.practice.id ?? null, geocoder: location.source },
      });
    });
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

function dayOffset(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

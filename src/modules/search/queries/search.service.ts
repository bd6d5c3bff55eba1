import { Injectable, Logger } from '@nestjs/common';
import type { z } from 'zod';
import type { searchAnswerSchema } from '../http/search.schemas.js';
import {
  addLondonDays,
  Clock,
  londonDayBounds,
  toLondonDate,
  toLondonIso,
} from '../../../shared/clock/clock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import type { DomainEventInput } from '../../../shared/outbox/domain-event.js';
import type { UrgentIssueCode } from '../clinical-safety.constants.js';
import { nationOfPostcode } from '../../postcodes/postcode-nation.rules.js';
import { type GeocodeResult, LayeredGeocoder } from '../services/geocoder.js';
import { ALTERNATIVES_DAYS, SEARCH_HORIZON_DAYS, SEARCH_MESSAGES } from '../search.constants.js';
import { SearchEvent, type SearchMadePayload } from '../search.events.js';
import { type SearchPractice, SearchRepository, type SlotRow } from '../repositories/search.repository.js';
import {
  type Candidate,
  decideSearch,
  placeOrPostcode,
  distanceKm,
  inRange,
  type FirstSlot,
  type FirstSlotLookup,
  londonDayOffset,
  probeFirstSlots,
  reachKm,
  preferEarliestToday,
  preferStudio,
  type SearchOutcome,
  type SlotView,
} from '../rules/search.rules.js';
import { SearchErrorCode } from '../search.errors.js';
import type { Locale } from '../../site/languages.constants.js';

type Named = { id: string; name: string };
export interface SearchInput {
  postcode: string;
  outcode: string;
  radiusKm: number;
  /** The practice the patient came from, checked first (spec 4, `preferStudio`). */
  studioId?: string;
  /** Time-critical: a knocked-out adult tooth leads with today's earliest time (`preferEarliestToday`). */
  urgentIssue?: UrgentIssueCode;
  /** The point of a place chosen in Google's address search, if the patient chose one. */
  place?: { lat: number; lng: number };
  /** The language the answer's `message` is said in (the lead form's page); English when absent. */
  locale?: Locale;
}
export type PracticeAnswer = SearchPractice & { distanceKm: number | null };

/** The answer of POST /api/search (ARCHITECTURE.md section 6), as its schema says. */
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
/** What the search finds: the answer less its screening proof, which the controller adds for the patient who asked. */
export type SearchFindings = Omit<SearchAnswer, 'screening'>;

const slotView = (s: Pick<SlotRow, 'id' | 'starts_at' | 'ends_at'>): SlotView => ({
  id: s.id,
  startTime: toLondonIso(new Date(s.starts_at)),
  endTime: toLondonIso(new Date(s.ends_at)),
});

/**
 * POST /api/search: geocode, then the spec's rules (search.rules.ts) over usually two statements:
 * the candidates in a GiST box with the first-slot probes the rules ask for, then the answer: the
 * ≤ 9 answered practices, the winner's slots on the winning date, and the demand event
 * (docs/performance.md "Search").
 */
@Injectable()
export class SearchService {
  private readonly logger = new Logger('Search');

  constructor(
    private readonly geocoder: LayeredGeocoder,
    private readonly repo: SearchRepository,
    private readonly clock: Clock,
  ) {}

  async search(input: SearchInput): Promise<SearchFindings> {
    const location = await this.geocoder.geocode(input.postcode);
    // Known nowhere: no guess, the spec's text (by the postcode field).
    if (!location)
      throw new DomainError(SEARCH_MESSAGES.noPractices, SearchErrorCode.PostcodeUnknown, 400, { postcode: SEARCH_MESSAGES.noPractices });
    try {
      return await this.find(input, placeOrPostcode(location, input.place));
    } catch (error) {
      // A lost database must not show as a 500: the spec's message, and a status that says "retry".
      this.logger.error(`Search from ${input.outcode} failed: ${(error as Error).stack ?? String(error)}`);
      throw new DomainError(SEARCH_MESSAGES.failed, SearchErrorCode.SearchUnavailable, 503);
    }
  }

  private async find(
    input: SearchInput,
    location: GeocodeResult,
  ): Promise<SearchFindings> {
    const now = this.clock.now();
    const today = toLondonDate(now);

    const horizon = londonDayBounds(addLondonDays(today, SEARCH_HORIZON_DAYS)).start;
    // The candidates come with the probes `probeFirstSlots` is expected to ask for; a probe the
    // statement did not make (a different order after rounding, say) is a statement of its own.
    const first = await this.repo.candidatesWithFirstSlots(location, reachKm(input.radiusKm), now, horizon);
    const candidates: Candidate<Named, SlotRow>[] = first.candidates.map((r) => ({
      practice: { id: r.id, name: r.name },
      distanceKm: distanceKm(location, { lat: r.latitude, lng: r.longitude }),
      first: null,
    }));

    // Slots stay raw rows here; only the few the answer shows are formatted (London ISO) below.
    const lookup: FirstSlotLookup<SlotRow> = async (ids, beforeDay) => {
      const before = londonDayBounds(addLondonDays(today, beforeDay)).start;
      const probes = ids.map((id) => first.probes.get(id));
      // A slot found is the practice's first after now, whatever the bound it was probed before.
      const found = probes.every((p) => p && (p.slot || p.before >= before.getTime()))
        ? probes.flatMap((p) => (p!.slot && new Date(p!.slot.starts_at) < before ? [p!.slot] : []))
        : await this.repo.firstSlots(ids, now, before);
      return new Map(
        found.map((f): [string, FirstSlot<SlotRow>] => {
          const date = toLondonDate(new Date(f.starts_at));
          return [f.practice_id, { dayOffset: londonDayOffset(today, date), date, slot: f }];
        }),
      );
    };
    const probed = await probeFirstSlots(candidates, input.radiusKm, lookup);
    let outcome = decideSearch(probed, input.radiusKm, input.locale);
    const studio = input.studioId ? inRange(probed, input.radiusKm).find((c) => c.practice.id === input.studioId) : undefined;
    if (studio) {
      // The studio's own first slot in the next 7 days, whatever the probes above needed to know.
      const first = (await lookup([studio.practice.id], ALTERNATIVES_DAYS)).get(studio.practice.id) ?? null;
      outcome = preferStudio(outcome, { ...studio, first });
    }
    if (input.urgentIssue === 'knocked_out_tooth') {
      outcome = preferEarliestToday(outcome, probed, (slot) => new Date(slot.starts_at).getTime());
    }

    const answered = new Set(
      [outcome.nearest, ...outcome.sorted, ...outcome.alternatives.map((a) => a.candidate)].flatMap((c) =>
        c ? [c.practice.id] : [],
      ),
    );
    const winnerDay = outcome.date ? londonDayBounds(outcome.date) : undefined;
    const { practices, slots: winnerSlots } = await this.repo.answer(
      [...answered],
      outcome.nearest && winnerDay
        ? { practiceId: outcome.nearest.practice.id, from: winnerDay.start, to: winnerDay.end }
        : null,
      now,
      this.demandRecord(input, location, outcome),
    );

    const views = new Map(practices.map((p) => [p.id, p]));
    const answer = (c: Candidate<Named, SlotRow>): PracticeAnswer => ({
      ...views.get(c.practice.id)!,
      distanceKm: Number.isFinite(c.distanceKm) ? c.distanceKm : null,
    });
    return {
      radiusKm: outcome.radiusKm,
      location: { lat: location.lat, lng: location.lng },
      approximate: location.approximate === true,
      nation: nationOfPostcode(input.postcode) ?? null,
      nearestPractice: outcome.nearest ? answer(outcome.nearest) : null,
      date: outcome.date,
      slots: winnerSlots.map(slotView),
      sortedPractices: outcome.sorted.map(answer),
      alternatives: outcome.alternatives.map((a) => ({
        practice: answer(a.candidate),
        nextAvailable: a.nextAvailable && {
          date: a.nextAvailable.date,
          slot: slotView(a.nextAvailable.slot),
        },
      })),
      ...(outcome.message && { message: outcome.message }),
    };
  }

  /**
   * The demand record (`SearchMade`: outcode only, never name, phone or full postcode) and, when
   * Google failed for this postcode, `PostcodeLookupMissed` for the `geocode` queue. It is written
   * by the answer's own statement, committed without waiting for the WAL flush (losing one in a
   * crash costs a line in a report or one later Google call, nothing a patient relies on).
   */
  private demandRecord(
    input: SearchInput,
    location: GeocodeResult,
    outcome: SearchOutcome<Named, SlotRow>,
  ): DomainEventInput[] {
    const payload: SearchMadePayload = {
      outcode: input.outcode,
      radiusKm: input.radiusKm,
      found: Boolean(outcome.nearest),
      practiceId: outcome.nearest?.practice.id ?? null,
      geocoder: location.source,
    };
    return [
      { type: SearchEvent.SearchMade, aggregateType: 'search', aggregateId: input.outcode, actor: 'patient', payload },
      ...(location.googleFailed
        ? [{ type: SearchEvent.PostcodeLookupMissed, aggregateType: 'postcode', aggregateId: input.postcode, actor: 'system' }]
        : []),
    ];
  }
}


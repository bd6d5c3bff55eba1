import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { addLondonDays, Clock, londonDayBounds } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { TransactionRunner, type UnitOfWork } from '../../shared/outbox/transaction-runner.js';
import { NEXT_AVAILABLE_DAYS } from '../availability/availability.constants.js';
import { SlotSupply } from '../booking/index.js';
import { PostcodesService } from '../postcodes/index.js';
import { lookupOutcodeCentroid } from '../search/index.js';
import { PRACTICE_MESSAGES as M } from './practices.constants.js';
import { PracticesRepository, type PracticeToWrite, toPracticeView } from './practices.repository.js';
import {
  type operativeListSchema,
  operativeInputSchema,
  type operativeViewSchema,
  type PracticeInput,
  practiceInputSchema,
  type practiceImportAnswerSchema,
  type practiceLocationSchema,
  type practiceRemovedSchema,
  type practicesPageSchema,
  type PracticeView,
  type sampleImportAnswerSchema,
} from './practices.schemas.js';
import { SAMPLE_PRACTICES } from './sample-practices.js';
import { encodePracticeCursor, type PracticeCursor, practiceSearchPatterns } from './practices.rules.js';
import { PracticesEvent } from './practices.events.js';
import { practiceNotFound, PracticesErrorCode } from './practices.errors.js';

/**
 * A practice without coordinates is placed at its postcode's own point (the whole-GB postcode table,
 * `own`), else at its outcode's centroid, rather than at a fixed default point (ADR 0004, 0029); an
 * unknown postcode leaves it without coordinates, which search treats as infinitely far. Coordinates
 * the admin gave (or corrected) win.
 */
export function withCoordinates(p: PracticeInput, own?: { lat: number; lng: number }): PracticeToWrite {
  if (p.latitude !== null && p.longitude !== null) return p;
  const point = own ?? lookupOutcodeCentroid(p.postcode);
  return { ...p, latitude: point?.lat ?? null, longitude: point?.lng ?? null };
}

@Injectable()
export class PracticesService {
  constructor(
    private readonly practices: PracticesRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly postcodes: PostcodesService,
    private readonly slots: SlotSupply,
  ) {}

  /** The practice with coordinates: the admin's, else its postcode's own point, else its district's. */
  private async located(p: PracticeInput): Promise<PracticeToWrite> {
    if (p.latitude !== null && p.longitude !== null) return p;
    return withCoordinates(p, await this.postcodes.pointOf(p.postcode));
  }

  /**
   * Where a postcode is, for the admin form ("Find location"): the postcode's own point, else its
   * district's centroid (approximate), else null.
   */
  /** An active (not archived) practice's row for another context; undefined when there is none. */
  find(id: string) {
    return this.practices.find(id);
  }

  /** Whether the practice exists and is not archived (the availability editor and closures ask). */
  isActive(id: string): Promise<boolean> {
    return this.practices.isActive(id);
  }

  hasOperative(practiceId: string, operativeId: string): Promise<boolean> {
    return this.practices.hasOperative(practiceId, operativeId);
  }

  async locate(postcode: string): Promise<z.infer<typeof practiceLocationSchema> | null> {
    const own = await this.postcodes.pointOf(postcode);
    if (own) return { latitude: own.lat, longitude: own.lng, approximate: false };
    const centroid = lookupOutcodeCentroid(postcode);
    return centroid ? { latitude: centroid.lat, longitude: centroid.lng, approximate: true } : null;
  }

  async list() {
    const now = this.clock.now();
    const to = londonDayBounds(addLondonDays(this.clock.londonToday(), NEXT_AVAILABLE_DAYS)).start;
    return this.practices.listWithNextAvailable(now, to);
  }

  /** One page of the admin's practices list, searched, and the cursor of the next (null on the last). */
  async page(q: { q?: string; cursor?: PracticeCursor; limit: number }): Promise<z.infer<typeof practicesPageSchema>> {
    const now = this.clock.now();
    const to = londonDayBounds(addLondonDays(this.clock.londonToday(), NEXT_AVAILABLE_DAYS)).start;
    const rows = await this.practices.pageWithNextAvailable(now, to, { ...(q.q ? practiceSearchPatterns(q.q) : {}), after: q.cursor, limit: q.limit });
    const items = rows.slice(0, q.limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > q.limit && last ? encodePracticeCursor({ name: last.name, id: last.id }) : null };
  }

  async get(id: string): Promise<PracticeView> {
    const row = await this.practices.find(id);
    if (!row) throw practiceNotFound();
    return toPracticeView(row);
  }

  async create(input: PracticeInput, actor: string): Promise<PracticeView> {
    return this.tx.run(async (uow) => {
      const [row] = await this.practices.insertPractices([await this.located(input)]);
      uow.emit({ type: PracticesEvent.PracticeAdded, aggregateType: 'practice', aggregateId: row.id, actor });
      return toPracticeView(row);
    });
  }

  async update(id: string, input: PracticeInput, actor: string): Promise<PracticeView> {
    return this.tx.run(async (uow) => {
      const row = await this.practices.updateActive(id, await this.located(input));
      if (!row) throw practiceNotFound();
      uow.emit({ type: PracticesEvent.PracticeUpdated, aggregateType: 'practice', aggregateId: id, actor });
      return toPracticeView(row);
    });
  }

  async remove(id: string, actor: string): Promise<z.infer<typeof practiceRemovedSchema>> {
    return this.tx.run(async (uow) => {
      const outcome = await this.removeLocked(id, this.clock.now());
      uow.emit({
        type: outcome === 'archived' ? PracticesEvent.PracticeArchived : PracticesEvent.PracticeDeleted,
        aggregateType: 'practice',
        aggregateId: id,
        actor,
      });
      return { id, outcome };
    });
  }

  /**
   * Refuses while the practice has upcoming held or booked slots; counted after the practice row is
   * locked, so no new hold (whose foreign key needs that row) can slip in between. With history
   * (appointments or holds) it is archived and its unused future slots removed; otherwise deleted.
   */
  private async removeLocked(id: string, now: Date): Promise<'archived' | 'deleted'> {
    if (!(await this.practices.isActive(id, { forUpdate: true }))) throw practiceNotFound();
    if ((await this.slots.countUpcomingTaken(id, now)) > 0) throw new ConflictError(M.deleteBlocked, PracticesErrorCode.PracticeHasBookings);
    if (await this.practices.archiveIfItHasHistory(id)) {
      await this.slots.removeUnusedFuture(id, now);
      return 'archived';
    }
    await this.practices.delete(id);
    return 'deleted';
  }

  /** Imports practices already read and checked (`practiceImportBodySchema`), in one transaction: all or nothing. */
  async import(parsed: readonly PracticeInput[], actor: string): Promise<z.infer<typeof practiceImportAnswerSchema>> {
    const located = await Promise.all(parsed.map((p) => this.located(p)));
    return this.tx.run(async (uow) => {
      const created = (await this.practices.insertPractices(located)).map(toPracticeView);
      uow.emit({ type: PracticesEvent.PracticesImported, aggregateType: 'practice', aggregateId: 'import', actor, payload: { count: created.length, ids: created.map((c) => c.id) } });
      return { imported: created.length, practices: created };
    });
  }

  /** The spec's ten sample practices, two operatives each; running it again adds nothing. */
  async importSamples(actor: string): Promise<z.infer<typeof sampleImportAnswerSchema>> {
    return this.tx.run(async (uow) => this.insertSamples(uow, actor));
  }

  /** Two statements whatever the number of samples: the practices not there yet, then their operatives. */
  async insertSamples(uow: UnitOfWork, actor: string): Promise<z.infer<typeof sampleImportAnswerSchema>> {
    const located = await Promise.all(SAMPLE_PRACTICES.map((sample) => this.located(practiceInputSchema.parse(sample.practice))));
    const inserted = await this.practices.insertPractices(
      SAMPLE_PRACTICES.map((sample, i) => ({ ...located[i], sampleKey: sample.key })),
    );
    const idOf = new Map(inserted.map((row) => [row.sample_key, row.id]));
    await this.practices.insertOperatives(
      SAMPLE_PRACTICES.flatMap((sample) => {
        const practiceId = idOf.get(sample.key);
        return practiceId ? sample.operatives.map((op) => ({ practiceId, displayName: op.displayName, email: op.email })) : [];
      }),
    );
    const added = inserted.length;
    if (added) uow.emit({ type: PracticesEvent.SamplePracticesImported, aggregateType: 'practice', aggregateId: 'sample', actor, payload: { added } });
    return { added, total: SAMPLE_PRACTICES.length, message: M.sampleImported };
  }

  async operatives(practiceId: string): Promise<z.infer<typeof operativeListSchema>> {
    await this.get(practiceId);
    return this.practices.operatives(practiceId);
  }

  async addOperative(practiceId: string, input: z.infer<typeof operativeInputSchema>, actor: string): Promise<z.infer<typeof operativeViewSchema>> {
    return this.tx.run(async (uow) => {
      const [op] = await this.practices.insertOperatives([{ practiceId, displayName: input.displayName, email: input.email }]);
      if (!op) throw practiceNotFound();
      uow.emit({ type: PracticesEvent.OperativeAdded, aggregateType: 'practice', aggregateId: practiceId, actor, payload: { operativeId: op.id } });
      return { id: op.id, displayName: op.displayName, email: op.email };
    });
  }
}

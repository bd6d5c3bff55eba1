import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { addLondonDays, Clock, londonDayBounds } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors/domain-error.js';
import { findControlCharacter } from '../../shared/http/control-characters.pipe.js';
import { INPUT_MESSAGES } from '../../shared/http/input.constants.js';
import { zodErrorBody } from '../../shared/http/zod-validation.pipe.js';
import { TransactionRunner, type UnitOfWork } from '../../shared/outbox/transaction-runner.js';
import { NEXT_AVAILABLE_DAYS } from '../availability/availability.constants.js';
import { lookupOutcodeCentroid } from '../search/outcode-table.js';
import { MAX_IMPORT_ITEMS, PRACTICE_MESSAGES as M } from './practices.constants.js';
import { PracticesRepository, toPracticeView } from './practices.repository.js';
import { operativeInputSchema, type PracticeInput, practiceInputSchema } from './practices.schemas.js';
import { SAMPLE_PRACTICES } from './sample-practices.js';

/**
 * A practice without coordinates is placed at its postcode's outcode centroid (bundled whole-GB
 * table) rather than at a fixed default point (ADR 0004); an unknown outcode leaves it without
 * coordinates, which search treats as infinitely far.
 */
export function withCoordinates(p: PracticeInput): PracticeInput & { latitude: number | null; longitude: number | null } {
  if (p.latitude !== null && p.longitude !== null) return p;
  const centroid = lookupOutcodeCentroid(p.postcode);
  return { ...p, latitude: centroid?.lat ?? null, longitude: centroid?.lng ?? null };
}

@Injectable()
export class PracticesService {
  constructor(
    private readonly practices: PracticesRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async list() {
    const now = this.clock.now();
    const to = londonDayBounds(addLondonDays(this.clock.londonToday(), NEXT_AVAILABLE_DAYS)).start;
    return this.practices.listWithNextAvailable(now, to);
  }

  async get(id: string) {
    const row = await this.practices.find(id);
    if (!row) throw new NotFoundError(M.notFound, 'practice_not_found');
    return toPracticeView(row);
  }

  async create(input: PracticeInput, actor: string) {
    return this.tx.run(async (uow) => {
      const row = await this.practices.insert(uow, withCoordinates(input));
      uow.emit({ type: 'PracticeAdded', aggregateType: 'practice', aggregateId: row!.id, actor });
      return toPracticeView(row!);
    });
  }

  async update(id: string, input: PracticeInput, actor: string) {
    return this.tx.run(async (uow) => {
      const row = await this.practices.update(uow, id, withCoordinates(input));
      if (!row) throw new NotFoundError(M.notFound, 'practice_not_found');
      uow.emit({ type: 'PracticeUpdated', aggregateType: 'practice', aggregateId: id, actor });
      return toPracticeView(row);
    });
  }

  async remove(id: string, actor: string) {
    return this.tx.run(async (uow) => {
      const outcome = await this.practices.remove(uow, id, this.clock.now());
      if (outcome === 'not_found') throw new NotFoundError(M.notFound, 'practice_not_found');
      if (outcome === 'blocked') throw new ConflictError(M.deleteBlocked, 'practice_has_bookings');
      uow.emit({
        type: outcome === 'archived' ? 'PracticeArchived' : 'PracticeDeleted',
        aggregateType: 'practice',
        aggregateId: id,
        actor,
      });
      return { id, outcome };
    });
  }

  /**
   * Imports a JSON array or a single object (or the pasted text of one). Every item is validated
   * first; the import is one transaction: all or nothing. A 400 names the failing item and field.
   */
  async import(body: unknown, actor: string) {
    let data: unknown = body;
    if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { json?: unknown }).json === 'string') {
      try {
        data = JSON.parse((body as { json: string }).json);
      } catch {
        throw new ValidationError(M.invalidJson);
      }
    }
    const items = Array.isArray(data) ? data : [data];
    if (items.length === 0 || items.length > MAX_IMPORT_ITEMS) {
      throw new ValidationError(`Import between 1 and ${MAX_IMPORT_ITEMS} practices at a time.`);
    }
    const parsed: PracticeInput[] = [];
    for (const [index, item] of items.entries()) {
      // Pasted text is parsed here, after the global pipe saw it: its escapes (\u0000) are checked now.
      const badText = findControlCharacter(item);
      if (badText !== undefined) {
        const field = badText || '_';
        throw new ValidationError(`Practice ${index + 1}: ${field}: ${INPUT_MESSAGES.controlCharacters}`, prefixFields(index, { [field]: INPUT_MESSAGES.controlCharacters }));
      }
      const result = practiceInputSchema.safeParse(item);
      if (!result.success) {
        const body = zodErrorBody(result.error);
        const field = Object.keys(body.fields ?? {})[0] ?? '_';
        throw new ValidationError(`Practice ${index + 1}: ${field}: ${body.message}`, prefixFields(index, body.fields ?? {}));
      }
      parsed.push(result.data);
    }
    return this.tx.run(async (uow) => {
      const created = [];
      for (const p of parsed) created.push(toPracticeView((await this.practices.insert(uow, withCoordinates(p)))!));
      uow.emit({ type: 'PracticesImported', aggregateType: 'practice', aggregateId: 'import', actor, payload: { count: created.length, ids: created.map((c) => c.id) } });
      return { imported: created.length, practices: created };
    });
  }

  /** The spec's ten sample practices, two operatives each; running it again adds nothing. */
  async importSamples(actor: string) {
    return this.tx.run(async (uow) => this.insertSamples(uow, actor));
  }

  async insertSamples(uow: UnitOfWork, actor: string) {
    let added = 0;
    for (const sample of SAMPLE_PRACTICES) {
      const input = practiceInputSchema.parse(sample.practice);
      const row = await this.practices.insert(uow, withCoordinates(input), sample.key);
      if (!row) continue;
      added += 1;
      for (const op of sample.operatives) await this.practices.insertOperative(uow, row.id, op.displayName, op.email);
    }
    if (added) uow.emit({ type: 'SamplePracticesImported', aggregateType: 'practice', aggregateId: 'sample', actor, payload: { added } });
    return { added, total: SAMPLE_PRACTICES.length, message: M.sampleImported };
  }

  async operatives(practiceId: string) {
    await this.get(practiceId);
    return this.practices.operatives(practiceId);
  }

  async addOperative(practiceId: string, input: z.infer<typeof operativeInputSchema>, actor: string) {
    return this.tx.run(async (uow) => {
      const op = await this.practices.insertOperative(uow, practiceId, input.displayName, input.email);
      if (!op) throw new NotFoundError(M.notFound, 'practice_not_found');
      uow.emit({ type: 'OperativeAdded', aggregateType: 'practice', aggregateId: practiceId, actor, payload: { operativeId: op.id } });
      return op;
    });
  }
}

function prefixFields(index: number, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${index}.${k}`, v]));
}

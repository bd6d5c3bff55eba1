import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';

/**
 * Slots this process has lately seen taken (held by its own claims, or refused by a read), to choose
 * how a hold request starts, never what it is answered (ADR 0034):
 * - a slot seen taken starts with the refusal read batched with the other requests of the turn
 *   (most requests in a rush are for such slots, and one statement answers them all);
 * - any other slot starts with the claim itself, one statement: the winner of a fresh slot saves
 *   the read's round trip, and a claim that finds the slot not open is then refused by that read.
 * Stale memory costs at most a round trip: the read still decides on the slot's committed state, and
 * the claim on its row. Bounded (the slots of a busy day) and forgotten after a hold's lifetime.
 */
@Injectable()
export class SlotsSeenTaken {
  private readonly seen: LRUCache<string, true>;

  constructor(@Inject(CONFIG) config: Config) {
    this.seen = new LRUCache({ max: 20_000, ttl: config.HOLD_MINUTES * 60_000 });
  }

  has(slotId: string): boolean {
    return this.seen.has(slotId);
  }

  add(slotId: string): void {
    this.seen.set(slotId, true);
  }
}

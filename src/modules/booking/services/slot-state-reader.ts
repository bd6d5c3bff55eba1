import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';

export interface SlotState {
  status: string;
  hold_expires_at: string | Date | null;
}

/**
 * Reads slots' committed state for the refusal before a hold's transaction, batched: every request
 * that asks in the same turn of the event loop (a rush: many patients, few slots) shares ONE statement
 * sent after they all asked, so each answer is the state at a moment after its request arrived, as a
 * read of its own would be. Nothing is cached between batches. Only for reads outside a transaction.
 */
@Injectable()
export class SlotStateReader {
  private readonly loader: DataLoader<string, SlotState | undefined>;

  constructor(slots: BookingSlotsRepository) {
    this.loader = new DataLoader(
      async (ids) => {
        const rows = await slots.slotStates([...new Set(ids)]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id));
      },
      // No cache: a state is read afresh for every batch. The batch closes once the event loop has
      // handled the requests that arrived together (setImmediate runs after that poll phase).
      { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 500 },
    );
  }

  read(slotId: string): Promise<SlotState | undefined> {
    return this.loader.load(slotId);
  }
}

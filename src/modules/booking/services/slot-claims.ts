import { Injectable } from '@nestjs/common';

/**
 * The claims this process has in flight, one per slot (for a rush on a few slots). A second
 * request for a slot this process is already claiming waits for that claim instead of opening a
 * transaction of its own that could only lose: when the claim takes the slot (or finds it taken)
 * the waiter is refused with the same 409, having read and written nothing; when the claim fails
 * for any other reason (a hold limit, a fault) the waiter goes on and tries for itself.
 *
 * It never grants a slot and keeps nothing once a claim settles, so it cannot go stale: a waiter's
 * refusal is what a read of the slot at the claim's commit would have said. The conditional UPDATE
 * and the unique index on live holds still decide every hold, across processes.
 */
@Injectable()
export class SlotClaims {
  private readonly inFlight = new Map<string, Promise<boolean>>();

  /**
   * Runs `claim` as the slot's claim in flight, or, when this process is already claiming the slot,
   * waits for that claim: refused with `refusal()` if it took the slot, else tried again. Looking for
   * a claim in flight and registering this one happen in one synchronous step, so two requests that
   * reach here in the same turn cannot both miss each other (were the look-up
   * awaited first, the second would run a whole losing transaction). `takes(error)` says whether a refusal
   * means the slot is someone's (waiters are then refused too) rather than a refusal of this request.
   */
  async claim<T>(slotId: string, claim: () => Promise<T>, takes: (error: unknown) => boolean, refusal: () => Error): Promise<T> {
    const inFlight = this.inFlight.get(slotId);
    if (inFlight) {
      if (await inFlight) throw refusal();
      return this.claim(slotId, claim, takes, refusal);
    }
    let settle!: (taken: boolean) => void;
    this.inFlight.set(slotId, new Promise<boolean>((resolve) => (settle = resolve)));
    try {
      const result = await claim();
      settle(true);
      return result;
    } catch (error) {
      settle(takes(error));
      throw error;
    } finally {
      this.inFlight.delete(slotId);
    }
  }
}

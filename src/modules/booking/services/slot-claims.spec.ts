import { ConflictError, DomainError } from '../../../shared/errors/domain-error.js';
import { SlotClaims } from './slot-claims.js';

const isSlotTaken = (error: unknown) => error instanceof ConflictError && error.code === 'slot_taken';
const refusal = () => new ConflictError('Someone else has it.', 'slot_taken');

/** A claim the test settles by hand, counting how often it ran. */
function pendingClaim<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const claim = { runs: 0, run: () => (claim.runs++, promise), resolve, reject };
  return claim;
}

describe('SlotClaims: requests for a slot this process is claiming wait for that claim', () => {
  it('runs the claim at once when none is in flight for the slot', async () => {
    const claims = new SlotClaims();
    await expect(claims.claim('slot-1', async () => 'hold-1', isSlotTaken, refusal)).resolves.toBe('hold-1');
    await expect(claims.claim('slot-1', async () => 'hold-2', isSlotTaken, refusal)).resolves.toBe('hold-2');
  });

  it('refuses the waiters without running them once the claim in flight has taken the slot, and forgets the claim', async () => {
    const claims = new SlotClaims();
    const first = pendingClaim<string>();
    const waiter = pendingClaim<string>();
    const tracked = claims.claim('slot-1', first.run, isSlotTaken, refusal);
    const waiting = claims.claim('slot-1', waiter.run, isSlotTaken, refusal);
    const otherSlot = claims.claim('slot-2', async () => 'hold-2', isSlotTaken, refusal);
    first.resolve('hold-1');
    await expect(tracked).resolves.toBe('hold-1');
    await expect(waiting).rejects.toMatchObject({ code: 'slot_taken' });
    await expect(otherSlot).resolves.toBe('hold-2');
    expect(waiter.runs).toBe(0);
    // Nothing is kept once the claim has settled: the next request runs its own claim.
    await expect(claims.claim('slot-1', async () => 'hold-3', isSlotTaken, refusal)).resolves.toBe('hold-3');
  });

  it('registers a claim in the same step as it looks for one: requests that arrive in one turn find each other', async () => {
    const claims = new SlotClaims();
    const runs: string[] = [];
    const claim = (name: string) => async () => {
      runs.push(name);
      await new Promise((r) => setImmediate(r));
      return name;
    };
    const answers = await Promise.allSettled(['a', 'b', 'c'].map((name) => claims.claim('slot-1', claim(name), isSlotTaken, refusal)));
    expect(runs).toEqual(['a']);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
  });

  it('refuses the waiters when the claim found the slot taken', async () => {
    const claims = new SlotClaims();
    const first = pendingClaim<string>();
    const tracked = claims.claim('slot-1', first.run, isSlotTaken, refusal);
    const waiting = claims.claim('slot-1', async () => 'never', isSlotTaken, refusal);
    first.reject(new ConflictError('Someone else has it.', 'slot_taken'));
    await expect(tracked).rejects.toMatchObject({ code: 'slot_taken' });
    await expect(waiting).rejects.toMatchObject({ code: 'slot_taken' });
  });

  it('lets the waiters try for themselves when the claim was refused for its own reasons (a limit, a fault)', async () => {
    const claims = new SlotClaims();
    for (const error of [new DomainError('Too many holds.', 'too_many_holds', 429), new Error('connection reset')]) {
      const first = pendingClaim<string>();
      const tracked = claims.claim('slot-1', first.run, isSlotTaken, refusal);
      const waiting = claims.claim('slot-1', async () => 'hold-2', isSlotTaken, refusal);
      first.reject(error);
      await expect(tracked).rejects.toBe(error);
      await expect(waiting).resolves.toBe('hold-2');
    }
  });

  it('lets only one of several waiters try next when the claim was refused for its own reasons', async () => {
    const claims = new SlotClaims();
    const first = pendingClaim<string>();
    const second = pendingClaim<string>();
    const third = pendingClaim<string>();
    const tracked = claims.claim('slot-1', first.run, isSlotTaken, refusal);
    const a = claims.claim('slot-1', second.run, isSlotTaken, refusal);
    const b = claims.claim('slot-1', third.run, isSlotTaken, refusal);
    first.reject(new DomainError('Too many holds.', 'too_many_holds', 429));
    await expect(tracked).rejects.toMatchObject({ code: 'too_many_holds' });
    await new Promise((r) => setImmediate(r));
    expect([second.runs, third.runs]).toEqual([1, 0]);
    second.resolve('hold-2');
    await expect(a).resolves.toBe('hold-2');
    await expect(b).rejects.toMatchObject({ code: 'slot_taken' });
    expect(third.runs).toBe(0);
  });
});

import { ConflictError, DomainError } from '../../shared/errors/domain-error.js';
import { SlotClaims } from './slot-claims.js';

const isSlotTaken = (error: unknown) => error instanceof ConflictError && error.code === 'slot_taken';

/** A claim the test settles by hand. */
function pendingClaim<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { run: () => promise, resolve, reject };
}

describe('SlotClaims: requests for a slot this process is claiming wait for that claim', () => {
  it('answers "not taken" at once when no claim is in flight', async () => {
    await expect(new SlotClaims().takenByClaimInFlight('slot-1')).resolves.toBe(false);
  });

  it('tells the waiters the slot is taken once the claim in flight has taken it, and forgets the claim', async () => {
    const claims = new SlotClaims();
    const claim = pendingClaim<string>();
    const tracked = claims.track('slot-1', claim.run, isSlotTaken);
    const waiter = claims.takenByClaimInFlight('slot-1');
    const otherSlot = claims.takenByClaimInFlight('slot-2');
    claim.resolve('hold-1');
    await expect(tracked).resolves.toBe('hold-1');
    await expect(waiter).resolves.toBe(true);
    await expect(otherSlot).resolves.toBe(false);
    // Nothing is kept once the claim has settled: the next request reads the database.
    await expect(claims.takenByClaimInFlight('slot-1')).resolves.toBe(false);
  });

  it('tells the waiters the slot is taken when the claim found it taken', async () => {
    const claims = new SlotClaims();
    const claim = pendingClaim<string>();
    const tracked = claims.track('slot-1', claim.run, isSlotTaken);
    const waiter = claims.takenByClaimInFlight('slot-1');
    claim.reject(new ConflictError('Someone else has it.', 'slot_taken'));
    await expect(tracked).rejects.toMatchObject({ code: 'slot_taken' });
    await expect(waiter).resolves.toBe(true);
  });

  it('lets the waiters try for themselves when the claim was refused for its own reasons (a limit, a fault)', async () => {
    const claims = new SlotClaims();
    for (const error of [new DomainError('Too many holds.', 'too_many_holds', 429), new Error('connection reset')]) {
      const claim = pendingClaim<string>();
      const tracked = claims.track('slot-1', claim.run, isSlotTaken);
      const waiter = claims.takenByClaimInFlight('slot-1');
      claim.reject(error);
      await expect(tracked).rejects.toBe(error);
      await expect(waiter).resolves.toBe(false);
    }
  });

  it('runs a second claim for a slot already being claimed without replacing the first', async () => {
    const claims = new SlotClaims();
    const first = pendingClaim<string>();
    const tracked = claims.track('slot-1', first.run, isSlotTaken);
    await expect(claims.track('slot-1', async () => 'second', isSlotTaken)).resolves.toBe('second');
    const waiter = claims.takenByClaimInFlight('slot-1');
    first.reject(new DomainError('Too many holds.', 'too_many_holds', 429));
    await expect(tracked).rejects.toMatchObject({ code: 'too_many_holds' });
    await expect(waiter).resolves.toBe(false);
  });
});

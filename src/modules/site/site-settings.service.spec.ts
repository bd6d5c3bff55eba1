import { jest } from '@jest/globals';
import type { Config } from '../../config/config.js';
import type { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import type { SiteSettingsRepository } from './site-settings.repository.js';
import { SiteSettingsService } from './site-settings.service.js';

type Row = NonNullable<Awaited<ReturnType<SiteSettingsRepository['find']>>>;

const row = (gateVersion: number): Row =>
  ({
    id: 1,
    is_protected: true,
    gate_password: 'molar-crown-floss-1234',
    gate_version: gateVersion,
    use_immediate_payment_processing: false,
    signing_secret: 'a'.repeat(64),
    last_updated: new Date('2026-11-24T12:00:00Z'),
  }) as unknown as Row;

/** A settings table whose reads the test answers by hand, counting them. */
function table() {
  const reads: Array<{ resolve: (r: Row) => void; reject: (e: Error) => void }> = [];
  const repo = {
    find: () => new Promise<Row>((resolve, reject) => reads.push({ resolve, reject })),
  } as unknown as SiteSettingsRepository;
  return { repo, reads };
}

const settle = () => new Promise((r) => setImmediate(r));

/** The cache filled by a first read (gate version 1). */
async function primed(settings: SiteSettingsService, reads: ReturnType<typeof table>['reads']) {
  const first = settings.get();
  await settle();
  reads[0].resolve(row(1));
  await first;
}

describe('SiteSettingsService: one read at a time, and no request waits for a read when it has a recent answer', () => {
  let now = Date.parse('2026-11-24T12:00:00Z');
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const service = (repo: SiteSettingsRepository) =>
    new SiteSettingsService(repo, {} as TransactionRunner, { SESSION_SECRET: undefined } as unknown as Config);

  it('shares one read between callers that ask at once, then answers from the cache', async () => {
    const { repo, reads } = table();
    const settings = service(repo);
    const answers = Promise.all([settings.get(), settings.get(), settings.get()]);
    await settle();
    expect(reads).toHaveLength(1);
    reads[0].resolve(row(1));
    expect((await answers).map((s) => s.gateVersion)).toEqual([1, 1, 1]);
    now += 1_000;
    expect((await settings.get()).gateVersion).toBe(1);
    expect(reads).toHaveLength(1);
  });

  it('after two seconds answers at once with what it had and reads again in the background, once', async () => {
    const { repo, reads } = table();
    const settings = service(repo);
    await primed(settings, reads);

    now += 2_500;
    expect((await settings.get()).gateVersion).toBe(1);
    expect((await settings.get()).gateVersion).toBe(1);
    await settle();
    expect(reads).toHaveLength(2);
    reads[1].resolve(row(2));
    await settle();
    expect((await settings.get()).gateVersion).toBe(2);
    expect(reads).toHaveLength(2);
  });

  it('forgets what it had when a read fails: the callers after it see the failure, and the gate fails closed (503)', async () => {
    const { repo, reads } = table();
    const settings = service(repo);
    await primed(settings, reads);

    now += 2_500;
    expect((await settings.getForAccess()).gateVersion).toBe(1);
    await settle();
    reads[1].reject(new Error('Query read timeout'));
    await settle();
    const after = settings.getForAccess();
    await settle();
    expect(reads).toHaveLength(3);
    reads[2].reject(new Error('Connection terminated'));
    await expect(after).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    // What is not an access decision (the payment mode at checkout) still goes on without them.
    const quiet = settings.getOrUnprotected();
    await settle();
    reads[3].reject(new Error('Connection terminated'));
    expect(await quiet).toBeUndefined();
  });

  it('waits for the read when what it had is older than ten seconds', async () => {
    const { repo, reads } = table();
    const settings = service(repo);
    await primed(settings, reads);

    now += 10_000;
    let answered = false;
    const late = settings.get().then((s) => ((answered = true), s));
    await settle();
    expect(answered).toBe(false);
    reads[1].resolve(row(3));
    expect((await late).gateVersion).toBe(3);
  });

  it('a read begun before a change made here does not put back what it read', async () => {
    const { repo, reads } = table();
    (repo as unknown as { change: () => Promise<Row> }).change = async () => row(5);
    const tx = { run: async (work: (uow: { emit: () => void }) => Promise<void>) => work({ emit: () => undefined }) };
    const settings = new SiteSettingsService(repo, tx as unknown as TransactionRunner, { SESSION_SECRET: undefined } as unknown as Config);
    await primed(settings, reads);

    now += 2_500;
    await settings.get();
    await settle();
    expect(reads).toHaveLength(2);
    const changed = settings.update({ isProtected: true }, 'admin-id');
    await settle();
    expect(reads).toHaveLength(3);
    reads[2].resolve(row(5));
    expect((await changed).gateVersion).toBe(5);
    // The read from before the change answers last, with the old version: it is not cached.
    reads[1].resolve(row(4));
    await settle();
    expect((await settings.get()).gateVersion).toBe(5);
  });
});

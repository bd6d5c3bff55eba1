import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { LayeredGeocoder } from '../../../src/modules/search/services/geocoder.js';
import { WarmPostcodeHandler } from '../../../src/modules/search/jobs/warm-postcode.handler.js';
import { REDIS } from '../../../src/shared/queues/redis.js';
import { EVENT_ROUTES } from '../../../src/shared/outbox/event-routes.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPractice } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { GoogleGeocodingFake } from '../../fakes/google-geocoding.fake.js';
import { SearchEvent } from '../../../src/modules/search/search.events.js';
import { PracticesEvent } from '../../../src/modules/practices/practices.events.js';
import type { DomainEventMap, DomainEventName } from '../../../src/shared/outbox/domain-event.js';
import type { EventJob } from '../../../src/shared/queues/job-handler.js';

const TIMEOUT_MS = 300;
const GOOGLE = { lat: 51.501, lng: -0.141 };

/** A job as the relay would enqueue it for an event. */
const jobFor = <K extends DomainEventName>(type: K, aggregateId: string, ...payload: Record<never, never> extends DomainEventMap[K] ? [DomainEventMap[K]?] : [DomainEventMap[K]]) =>
  ({
    data: { eventId: 'e1', type, aggregateId, payload: payload[0] ?? {}, occurredAt: new Date().toISOString() },
  }) as unknown as EventJob<K>;

describe('Geocoder with Google (against a local fake of the Geocoding API)', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let google: GoogleGeocodingFake;
  let sut: LayeredGeocoder;
  let redis: Redis;
  const prefix = `${process.env.REDIS_PREFIX}_geo`;

  beforeAll(async () => {
    google = await new GoogleGeocodingFake().start();
    app = await createTestApp({
      GOOGLE_MAPS_API_KEY: 'test-key',
      GOOGLE_MAPS_BASE_URL: google.baseUrl,
      GEOCODE_TIMEOUT_MS: String(TIMEOUT_MS),
      REDIS_PREFIX: prefix,
    });
    orm = await openOrm();
    sut = app.get(LayeredGeocoder);
    redis = app.get(REDIS);
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
    await google.stop();
  });
  beforeEach(() => google.reset('OK'));

  it('asks Google with the postcode and ",UK" and the key, and caches the answer for 30 days', async () => {
    expect(await sut.geocode('SW1A 1AA')).toEqual({ ...GOOGLE, source: 'google' });
    expect(google.requests).toEqual(['SW1A 1AA,UK']);
    expect(google.keys).toEqual(['test-key']);
    const ttl = await redis.ttl(`${prefix}:geo:SW1A1AA`);
    expect(ttl).toBeGreaterThan(29 * 86_400);
  });

  it('answers the second call from the cache: no second request reaches Google', async () => {
    await sut.geocode('SW1A 2AA');
    expect(await sut.geocode('SW1A 2AA')).toEqual({ ...GOOGLE, source: 'cache' });
    expect(google.requests).toEqual(['SW1A 2AA,UK']);
  });

  it('falls through to the outcode table on ZERO_RESULTS, not as a failure, and asks Google once a day at most', async () => {
    google.reset('ZERO_RESULTS');
    expect(await sut.geocode('M1 1AE')).toEqual({
      lat: expect.any(Number),
      lng: expect.any(Number),
      source: 'outcode',
      approximate: true,
    });
    expect(await sut.geocode('M1 1AE')).toMatchObject({ source: 'outcode', approximate: true });
    expect(google.requests).toHaveLength(1);
    const ttl = await redis.ttl(`${prefix}:geo:M11AE`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(86_400);
  });

  it.each(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'HTTP_500'] as const)(
    'falls through to the outcode table on %s after ONE request, flagged for the geocode queue',
    async (mode) => {
      google.reset(mode);
      const postcode = { REQUEST_DENIED: 'EH1 1YZ', OVER_QUERY_LIMIT: 'L1 8JQ', HTTP_500: 'B2 4QA' }[mode];
      expect(await sut.geocode(postcode)).toMatchObject({ source: 'outcode', googleFailed: true });
      // Google is not asked again today; the point comes from the tables again.
      expect(await sut.geocode(postcode)).toMatchObject({ source: 'outcode', approximate: true });
      expect(google.requests).toHaveLength(1);
    },
  );

  it('falls through to the table within the time-out when Google does not answer, without retrying', async () => {
    google.reset('TIMEOUT');
    const started = Date.now();
    expect(await sut.geocode('G2 1DU')).toMatchObject({ source: 'outcode', googleFailed: true });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
    await new Promise((r) => setTimeout(r, 200));
    expect(google.requests).toHaveLength(1);
  });

  it('answers a postcode nobody knows with no point at all (never a made-up one), and asks Google once a day at most', async () => {
    google.reset('ZERO_RESULTS');
    expect(await sut.geocode('ZZ9 9ZZ')).toBeNull();
    expect(await sut.geocode('ZZ9 9ZZ')).toBeNull();
    expect(google.requests).toHaveLength(1);
  });

  describe('the geocode queue warms the cache', () => {
    const handler = () => app.get(WarmPostcodeHandler);

    it('routes missed postcodes and practice changes to the warm-postcode job', () => {
      for (const type of [SearchEvent.PostcodeLookupMissed, PracticesEvent.PracticeAdded, PracticesEvent.PracticeUpdated, PracticesEvent.PracticesImported]) {
        expect(EVENT_ROUTES[type]).toEqual([{ queue: 'geocode', job: 'warm-postcode' }]);
      }
    });

    it("records a missed postcode when Google fails during a search, and the job replaces the table answer with Google's", async () => {
      const patient = new TestClient(app);
      await patient.passGate();
      google.reset('TIMEOUT');
      const res = await patient.post('/api/search', {
        name: 'Ann',
        phone: '07700 900982',
        postcode: 'le1 5ww',
        issue: '',
        redFlags: [],
      });
      expect(res.statusCode).toBe(200);
      const [event] = await orm.em
        .fork()
        .execute<{ aggregate_id: string; payload: object }[]>(
          "SELECT aggregate_id, payload FROM domain_event WHERE type = 'PostcodeLookupMissed' ORDER BY seq DESC LIMIT 1",
        );
      expect(event).toEqual({ aggregate_id: 'LE1 5WW', payload: {} });

      google.reset('OK');
      await expect(handler().handle(jobFor(SearchEvent.PostcodeLookupMissed, event.aggregate_id))).resolves.toEqual({
        status: 'done',
        detail: { stored: 1 },
      });
      expect(google.requests).toEqual(['LE1 5WW,UK']);
      expect(await sut.geocode('LE1 5WW')).toEqual({ ...GOOGLE, source: 'cache' });
      await expect(handler().handle(jobFor(SearchEvent.PostcodeLookupMissed, 'LE1 5WW'))).resolves.toMatchObject({
        status: 'skipped',
      });
      expect(google.requests).toHaveLength(1);
    });

    it("warms a new practice's postcode once, and retries (throws) while Google fails", async () => {
      const id = await createPractice(orm, {
        lat: 52.2053,
        lng: 0.1218,
        postcode: 'CB2 1TN',
        city: 'Cambridge',
      });
      google.reset('HTTP_500');
      await expect(handler().handle(jobFor(PracticesEvent.PracticeAdded, id))).rejects.toThrow(/retrying/);
      google.reset('OK');
      await expect(
        handler().handle(jobFor(PracticesEvent.PracticesImported, 'import', { count: 1, ids: [id] })),
      ).resolves.toMatchObject({ status: 'done' });
      await expect(handler().handle(jobFor(PracticesEvent.PracticeUpdated, id))).resolves.toEqual({
        status: 'skipped',
        reason: 'already cached from Google',
      });
      expect(google.requests).toEqual(['CB2 1TN,UK']);
    });

    it('skips a practice that is gone', async () => {
      await expect(
        handler().handle(jobFor(PracticesEvent.PracticeUpdated, '00000000-0000-4000-8000-000000000000')),
      ).resolves.toMatchObject({ status: 'skipped' });
      expect(google.requests).toEqual([]);
    });
  });
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LayeredGeocoder } from '../../src/modules/search/geocoder.js';
import { createTestApp } from '../support/app.js';
import { GoogleGeocodingFake } from '../fakes/google-geocoding.fake.js';

describe('Geocoder with Google (against a local fake of the Geocoding API)', () => {
  let app: NestFastifyApplication;
  let google: GoogleGeocodingFake;
  let sut: LayeredGeocoder;

  beforeAll(async () => {
    google = await new GoogleGeocodingFake().start();
    app = await createTestApp({
      GOOGLE_MAPS_API_KEY: 'test-key',
      GOOGLE_MAPS_BASE_URL: google.baseUrl,
      GEOCODE_TIMEOUT_MS: '300',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}_geo`,
    });
    sut = app.get(LayeredGeocoder);
  });
  afterAll(async () => {
    await app.close();
    await google.stop();
  });
  beforeEach(() => {
    google.requests.length = 0;
    google.mode = 'OK';
  });

  it('asks Google with the postcode and ",UK", and caches the answer (no second request)', async () => {
    expect(await sut.geocode('SW1A 1AA')).toEqual({ lat: 51.501, lng: -0.141, source: 'google' });
    expect(google.requests).toEqual(['SW1A 1AA,UK']);
    expect(await sut.geocode('SW1A 1AA')).toEqual({ lat: 51.501, lng: -0.141, source: 'cache' });
    expect(google.requests).toHaveLength(1);
  });

  it.each(['ZERO_RESULTS', 'REQUEST_DENIED'] as const)('falls through to the outcode table on %s', async (mode) => {
    google.mode = mode;
    const postcode = mode === 'ZERO_RESULTS' ? 'M1 1AE' : 'EH1 1YZ';
    const result = await sut.geocode(postcode);
    expect(result.source).toBe('outcode');
    // The table's answer is kept for a day: the next request does not wait on Google again.
    await sut.geocode(postcode);
    expect(google.requests).toHaveLength(1);
  });

  it('falls through within the time-out when Google does not answer', async () => {
    google.mode = 'TIMEOUT';
    const started = Date.now();
    const result = await sut.geocode('G2 1DU');
    expect(result.source).toBe('outcode');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers a postcode nobody knows with the fixed point near London', async () => {
    google.mode = 'ZERO_RESULTS';
    const result = await sut.geocode('ZZ9 9ZZ');
    expect(result.source).toBe('fallback');
    expect(Math.abs(result.lat - 51.5)).toBeLessThan(0.1);
  });
});

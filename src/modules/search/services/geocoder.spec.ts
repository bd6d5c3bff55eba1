import type { Redis } from 'ioredis';
import type { Config } from '../../../config/config.js';
import type { PostcodesService } from '../../postcodes/index.js';
import { LayeredGeocoder } from './geocoder.js';
import { POSTCODE_LOOKUP_TIMEOUT_MS } from '../search.constants.js';

/** Redis that has nothing cached, and no Google key: the tables answer. */
const geocoderWith = (postcodes: Pick<PostcodesService, 'pointOf'>) =>
  new LayeredGeocoder(
    { get: async () => null, set: async () => 'OK' } as unknown as Redis,
    { REDIS_PREFIX: 'geocoder-spec' } as Config,
    postcodes as PostcodesService,
  );

describe('LayeredGeocoder: the postcode table is a refinement with a fallback', () => {
  it("answers with the postcode's own point when the table has it", async () => {
    const geocoder = geocoderWith({ pointOf: async () => ({ lat: 51.5034, lng: -0.1276 }) });
    await expect(geocoder.geocode('SW1A 2AA')).resolves.toEqual({ lat: 51.5034, lng: -0.1276, source: 'postcode' });
  });

  it("answers with the district's centroid, said to be approximate, when the table fails", async () => {
    const geocoder = geocoderWith({ pointOf: async () => Promise.reject(new Error('connection terminated')) });
    await expect(geocoder.geocode('SW1A 2AA')).resolves.toMatchObject({ source: 'outcode', approximate: true });
  });

  it('gives up on a table that does not answer after POSTCODE_LOOKUP_TIMEOUT_MS (a database that went silent)', async () => {
    const geocoder = geocoderWith({ pointOf: () => new Promise(() => undefined) });
    const started = performance.now();
    await expect(geocoder.geocode('SW1A 2AA')).resolves.toMatchObject({ source: 'outcode', approximate: true });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(POSTCODE_LOOKUP_TIMEOUT_MS - 5);
    expect(waited).toBeLessThan(POSTCODE_LOOKUP_TIMEOUT_MS + 1000);
  });
});

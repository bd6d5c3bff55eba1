import { Inject, Injectable, Logger } from '@nestjs/common';
import { Client, type GeocodeRequest, Status } from '@googlemaps/google-maps-services-js';
import type { Redis } from 'ioredis';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { REDIS } from '../../../shared/queues/redis.js';
import { PostcodesService } from '../../postcodes/index.js';
import { lookupOutcodeCentroid, outcodeOf } from './outcode-table.js';
import {
  GEOCODE_CACHE_TIMEOUT_MS,
  POSTCODE_LOOKUP_TIMEOUT_MS,
  GEOCODE_CACHE_TTL_SECONDS,
  GEOCODE_MISS_CACHE_TTL_SECONDS,
} from '../search.constants.js';
import type { LatLng } from '../rules/search.rules.js';

/** Who answered: the cache (of Google), the whole-GB postcode table, Google, or the outcode table. */
export type GeocodeSource = 'cache' | 'postcode' | 'google' | 'outcode';
export interface GeocodeResult extends LatLng {
  source: GeocodeSource;
  /** The point is the postcode district's centroid, not the postcode's own (the answer says so). */
  approximate?: true;
  /**
   * Google is configured but failed or timed out for this postcode (not "unknown to Google"): the
   * `geocode` queue should ask again in the background (a `PostcodeLookupMissed` event).
   */
  googleFailed?: boolean;
}

/**
 * The Geocoder port: a normalised postcode to a point, or null when nobody knows where it is (never
 * a made-up point). Always answers within a bound.
 */
export interface Geocoder {
  geocode(postcode: string): Promise<GeocodeResult | null>;
}

export type GoogleAnswer =
  { kind: 'found'; point: LatLng } | { kind: 'unknown' } | { kind: 'failed'; reason: string };

/**
 * Google Geocoding through @googlemaps/google-maps-services-js (address = postcode + ",UK"; status
 * and the first result's geometry.location). One attempt, bounded by `timeoutMs` end to end: the
 * library's retry-axios retries are turned off (they would multiply the bound) and an AbortSignal
 * cuts a server that accepts the connection but never answers.
 */
export class GoogleGeocoder {
  private readonly client: Client;
  private readonly logger = new Logger('GoogleGeocoder');

  constructor(
    private readonly key: string,
    private readonly timeoutMs: number,
    private readonly baseUrl = 'https://maps.googleapis.com',
  ) {
    this.client = new Client({ config: { timeout: timeoutMs } });
  }

  async lookup(postcode: string): Promise<GoogleAnswer> {
    const request: GeocodeRequest & { raxConfig: { retry: number; noResponseRetries: number } } = {
      params: { address: `${postcode},UK`, key: this.key },
      url: `${this.baseUrl.replace(/\/$/, '')}/maps/api/geocode/json`,
      timeout: this.timeoutMs,
      signal: AbortSignal.timeout(this.timeoutMs),
      raxConfig: { retry: 0, noResponseRetries: 0 },
    };
    try {
      const res = await this.client.geocode(request);
      const first = res.data.results?.[0]?.geometry?.location;
      if (
        res.data.status === Status.OK &&
        first &&
        Number.isFinite(first.lat) &&
        Number.isFinite(first.lng)
      ) {
        return { kind: 'found', point: { lat: first.lat, lng: first.lng } };
      }
      if (res.data.status === Status.ZERO_RESULTS || res.data.status === Status.OK)
        return { kind: 'unknown' };
      return this.failed(String(res.data.status));
    } catch (error) {
      // Non-OK statuses arrive as HTTP errors (REQUEST_DENIED → 403, OVER_QUERY_LIMIT → 429 …).
      const e = error as {
        response?: { data?: { status?: string } };
        code?: string;
        name?: string;
        message?: string;
      };
      return this.failed(e.response?.data?.status ?? e.code ?? e.name ?? String(e.message));
    }
  }

  private failed(reason: string): GoogleAnswer {
    this.logger.warn(`Geocoding failed: ${reason}`);
    return { kind: 'failed', reason };
  }
}

/**
 * What the cache knows: Google's point (kept 30 days), or that Google had no answer (kept 1 day: do
 * not ask again today; the point, if any, comes from the tables, so none is kept).
 */
type CachedPoint = (LatLng & { by: 'google' }) | { by: 'table' };

/** Resolves to undefined when the promise takes longer than `ms` (Redis away): callers degrade. */
function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The layered geocoder (ADR 0017 and 0029), in order: the Redis cache of Google's
 * answers per normalised postcode (30 days); the whole-GB postcode table (the postcode's own point);
 * Google when GOOGLE_MAPS_API_KEY is set (bounded by GEOCODE_TIMEOUT_MS; new-build postcodes not yet
 * in the table); the bundled outcode table (a terminated or unknown inward code, or the postcode
 * table not loaded yet: answered as approximate); else null, never a guess. When Google was asked
 * and had no answer, that is remembered for a day so no request waits on Google twice for the same
 * postcode. Logs name the outcode only, never the full postcode.
 */
@Injectable()
export class LayeredGeocoder implements Geocoder {
  private readonly logger = new Logger('Geocoder');
  readonly google?: GoogleGeocoder;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    private readonly postcodes: PostcodesService,
  ) {
    if (config.GOOGLE_MAPS_API_KEY) {
      this.google = new GoogleGeocoder(
        config.GOOGLE_MAPS_API_KEY,
        config.GEOCODE_TIMEOUT_MS,
        config.GOOGLE_MAPS_BASE_URL,
      );
    }
  }

  private key(postcode: string) {
    return `${this.config.REDIS_PREFIX}:geo:${postcode.replace(/\s+/g, '').toUpperCase()}`;
  }

  /** The cached answer for a postcode, if any (and if Redis answers in time). */
  async cached(postcode: string): Promise<CachedPoint | undefined> {
    const hit = await within(GEOCODE_CACHE_TIMEOUT_MS, this.redis.get(this.key(postcode)));
    if (!hit) return undefined;
    try {
      const value = JSON.parse(hit) as { lat?: unknown; lng?: unknown; by?: unknown };
      if (value.by === 'table') return { by: 'table' };
      if (typeof value.lat !== 'number' || typeof value.lng !== 'number') return undefined;
      return { lat: value.lat, lng: value.lng, by: 'google' };
    } catch {
      return undefined;
    }
  }

  private async remember(postcode: string, value: CachedPoint): Promise<void> {
    const ttl = value.by === 'google' ? GEOCODE_CACHE_TTL_SECONDS : GEOCODE_MISS_CACHE_TTL_SECONDS;
    await within(
      GEOCODE_CACHE_TIMEOUT_MS,
      this.redis.set(this.key(postcode), JSON.stringify(value), 'EX', ttl),
    );
  }

  /** The postcode's own point from the whole-GB table (undefined when absent or the database is away). */
  private async exact(postcode: string): Promise<GeocodeResult | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${POSTCODE_LOOKUP_TIMEOUT_MS} ms`)), POSTCODE_LOOKUP_TIMEOUT_MS);
    });
    try {
      const point = await Promise.race([this.postcodes.pointOf(postcode), late]);
      return point && { ...point, source: 'postcode' };
    } catch (error) {
      this.logger.warn(`Postcode table unavailable for ${outcodeOf(postcode)}: ${(error as Error).message}`);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The district's centroid, said to be approximate; null (logged with the outcode only) when unknown. */
  private approximate(postcode: string): GeocodeResult | null {
    const centroid = lookupOutcodeCentroid(postcode);
    if (centroid) return { ...centroid, source: 'outcode', approximate: true };
    this.logger.warn(`No location for outcode ${outcodeOf(postcode)}: the postcode is refused`);
    return null;
  }

  async geocode(postcode: string): Promise<GeocodeResult | null> {
    // Redis and the table asked at once: one wait instead of two on every search. The table's answer
    // is dropped when Google's is cached (Google is asked only for postcodes the table lacks).
    const [hit, own] = await Promise.all([this.cached(postcode), this.exact(postcode)]);
    if (hit?.by === 'google') return { lat: hit.lat, lng: hit.lng, source: 'cache' };
    if (own) return own;
    // Google had no answer for this postcode today (`hit` by the tables): do not ask again.
    if (!this.google || hit) return this.approximate(postcode);
    const answer = await this.google.lookup(postcode);
    if (answer.kind === 'found') {
      await this.remember(postcode, { ...answer.point, by: 'google' });
      return { ...answer.point, source: 'google' };
    }
    await this.remember(postcode, { by: 'table' });
    const result = this.approximate(postcode);
    return result && answer.kind === 'failed' ? { ...result, googleFailed: true } : result;
  }

  /**
   * The `geocode` queue's work: ask Google for a postcode not yet cached from Google and keep its
   * answer for 30 days (replacing a day-long table answer). `failed` means try again later.
   */
  async warm(postcode: string): Promise<'off' | 'cached' | 'in-table' | 'stored' | 'unknown' | 'failed'> {
    if (!this.google) return 'off';
    if ((await this.cached(postcode))?.by === 'google') return 'cached';
    // The postcode table answers before Google: asking Google for it would spend quota for nothing.
    if (await this.exact(postcode)) return 'in-table';
    const answer = await this.google.lookup(postcode);
    if (answer.kind === 'found') {
      await this.remember(postcode, { ...answer.point, by: 'google' });
      return 'stored';
    }
    return answer.kind;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { Client, type GeocodeRequest, Status } from '@googlemaps/google-maps-services-js';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../shared/queues/redis.js';
import { lookupOutcodeCentroid, outcodeOf } from './outcode-table.js';
import {
  GEOCODE_CACHE_TIMEOUT_MS,
  GEOCODE_CACHE_TTL_SECONDS,
  GEOCODE_MISS_CACHE_TTL_SECONDS,
  LONDON_CENTRE,
} from './search.constants.js';
import { fallbackPoint, type LatLng } from './search.rules.js';

export type GeocodeSource = 'cache' | 'google' | 'outcode' | 'fallback';
export interface GeocodeResult extends LatLng {
  source: GeocodeSource;
  /**
   * Google is configured but failed or timed out for this postcode (not "unknown to Google"): the
   * `geocode` queue should ask again in the background (a `PostcodeLookupMissed` event).
   */
  googleFailed?: boolean;
}

/** The Geocoder port: a normalised postcode to a point. Never throws; always answers within a bound. */
export interface Geocoder {
  geocode(postcode: string): Promise<GeocodeResult>;
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

interface CachedPoint extends LatLng {
  /** Who answered: Google (kept 30 days) or the table after Google had no answer (kept 1 day). */
  by: 'google' | 'table';
}

/** Resolves to undefined when the promise takes longer than `ms` (Redis away): callers degrade. */
function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The layered geocoder of issue #6, in order: the Redis cache per normalised postcode (30 days);
 * Google when GOOGLE_MAPS_API_KEY is set (bounded by GEOCODE_TIMEOUT_MS); the bundled whole-GB
 * outcode table; a deterministic point near central London, logged. When Google was asked and had
 * no answer, the table's answer is cached for a day so no request waits on Google twice for the same
 * postcode. Logs name the outcode only, never the full postcode.
 */
@Injectable()
export class LayeredGeocoder implements Geocoder {
  private readonly logger = new Logger('Geocoder');
  readonly google?: GoogleGeocoder;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
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
      const value = JSON.parse(hit) as Partial<CachedPoint>;
      if (typeof value.lat !== 'number' || typeof value.lng !== 'number') return undefined;
      return { lat: value.lat, lng: value.lng, by: value.by === 'table' ? 'table' : 'google' };
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

  /** The table, then the fallback point (logged with the outcode only). */
  private offline(postcode: string): GeocodeResult {
    const centroid = lookupOutcodeCentroid(postcode);
    if (centroid) return { ...centroid, source: 'outcode' };
    this.logger.warn(`No location for outcode ${outcodeOf(postcode)}; using the London fallback point`);
    return { ...fallbackPoint(postcode, LONDON_CENTRE), source: 'fallback' };
  }

  async geocode(postcode: string): Promise<GeocodeResult> {
    const hit = await this.cached(postcode);
    if (hit) return { lat: hit.lat, lng: hit.lng, source: 'cache' };
    if (!this.google) return this.offline(postcode);
    const answer = await this.google.lookup(postcode);
    if (answer.kind === 'found') {
      await this.remember(postcode, { ...answer.point, by: 'google' });
      return { ...answer.point, source: 'google' };
    }
    const result = this.offline(postcode);
    await this.remember(postcode, { lat: result.lat, lng: result.lng, by: 'table' });
    return answer.kind === 'failed' ? { ...result, googleFailed: true } : result;
  }

  /**
   * The `geocode` queue's work: ask Google for a postcode not yet cached from Google and keep its
   * answer for 30 days (replacing a day-long table answer). `failed` means try again later.
   */
  async warm(postcode: string): Promise<'off' | 'cached' | 'stored' | 'unknown' | 'failed'> {
    if (!this.google) return 'off';
    if ((await this.cached(postcode))?.by === 'google') return 'cached';
    const answer = await this.google.lookup(postcode);
    if (answer.kind === 'found') {
      await this.remember(postcode, { ...answer.point, by: 'google' });
      return 'stored';
    }
    return answer.kind;
  }
}

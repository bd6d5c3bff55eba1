import { Inject, Injectable, Logger } from '@nestjs/common';
import { Client, Status } from '@googlemaps/google-maps-services-js';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../shared/queues/redis.js';
import { lookupOutcodeCentroid } from './outcode-table.js';
import { GEOCODE_CACHE_TTL_SECONDS, LONDON_CENTRE } from './search.constants.js';
import { fallbackPoint, type LatLng } from './search.rules.js';

export type GeocodeSource = 'cache' | 'google' | 'outcode' | 'fallback';
export interface GeocodeResult extends LatLng {
  source: GeocodeSource;
}

/** The Geocoder port: a normalised postcode to a point. Never throws; always answers within a bound. */
export interface Geocoder {
  geocode(postcode: string): Promise<GeocodeResult>;
}

/** Google Geocoding (address = postcode + ",UK"); undefined when it has no answer or fails. */
export class GoogleGeocoder {
  private readonly client = new Client({});
  private readonly logger = new Logger('GoogleGeocoder');

  constructor(
    private readonly key: string,
    private readonly timeoutMs: number,
    private readonly baseUrl = 'https://maps.googleapis.com',
  ) {}

  async lookup(postcode: string): Promise<LatLng | undefined> {
    try {
      const res = await this.client.geocode({
        params: { address: `${postcode},UK`, key: this.key },
        url: `${this.baseUrl}/maps/api/geocode/json`,
        timeout: this.timeoutMs,
      });
      if (res.data.status !== Status.OK || !res.data.results.length) {
        if (res.data.status !== Status.ZERO_RESULTS) this.logger.warn(`Geocoding answered ${res.data.status}`);
        return undefined;
      }
      const { lat, lng } = res.data.results[0].geometry.location;
      return { lat, lng };
    } catch (error) {
      const e = error as { response?: { data?: { status?: string } }; code?: string; message?: string };
      this.logger.warn(`Geocoding failed: ${e.response?.data?.status ?? e.code ?? e.message}`);
      return undefined;
    }
  }
}

/**
 * The layered geocoder of issue #6: the Redis cache (30 days, Google answers only), Google when
 * configured (bounded by GEOCODE_TIMEOUT_MS), the bundled outcode table, then a deterministic point
 * near central London, logged. Logs name the outcode only, never the full postcode.
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
      this.google = new GoogleGeocoder(config.GOOGLE_MAPS_API_KEY, config.GEOCODE_TIMEOUT_MS, config.GOOGLE_MAPS_BASE_URL);
    }
  }

  private key(postcode: string) {
    return `${this.config.REDIS_PREFIX}:geo:${postcode.replace(/\s+/g, '')}`;
  }

  async cached(postcode: string): Promise<LatLng | undefined> {
    try {
      const hit = await this.redis.get(this.key(postcode));
      return hit ? (JSON.parse(hit) as LatLng) : undefined;
    } catch {
      return undefined;
    }
  }

  async remember(postcode: string, point: LatLng): Promise<void> {
    await this.redis.set(this.key(postcode), JSON.stringify(point), 'EX', GEOCODE_CACHE_TTL_SECONDS).catch(() => undefined);
  }

  /** Asks Google and caches its answer (the `geocode` queue's warm job uses this too). */
  async resolveWithGoogle(postcode: string): Promise<LatLng | undefined> {
    if (!this.google) return undefined;
    const point = await this.google.lookup(postcode);
    if (point) await this.remember(postcode, point);
    return point;
  }

  async geocode(postcode: string): Promise<GeocodeResult> {
    const hit = await this.cached(postcode);
    if (hit) return { ...hit, source: 'cache' };
    const fromGoogle = await this.resolveWithGoogle(postcode);
    if (fromGoogle) return { ...fromGoogle, source: 'google' };
    const centroid = lookupOutcodeCentroid(postcode);
    if (centroid) {
      // Google was asked and had no answer (or failed): keep the table's answer for a day so no
      // request waits on Google twice for the same postcode.
      if (this.google) await this.redis.set(this.key(postcode), JSON.stringify(centroid), 'EX', 86_400).catch(() => undefined);
      return { ...centroid, source: 'outcode' };
    }
    this.logger.warn(`No location for outcode ${postcode.split(' ')[0]}; using the London fallback point`);
    return { ...fallbackPoint(postcode, LONDON_CENTRE), source: 'fallback' };
  }
}

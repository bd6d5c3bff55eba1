import { Injectable } from '@nestjs/common';
import { POSTCODE_PREFIX_MIN_CHARS, POSTCODE_SUGGESTIONS_MAX } from './postcodes.constants.js';
import { PostcodesRepository } from './postcodes.repository.js';
import { compactPostcode, displayPostcode, postcodePrefix } from './postcodes.rules.js';

/** Reads of the whole-GB postcode table: a postcode's own point, and type-ahead suggestions. */
@Injectable()
export class PostcodesService {
  constructor(private readonly repo: PostcodesRepository) {}

  /** The postcode's own point, or undefined when the table does not hold it (or is not loaded yet). */
  async pointOf(postcode: string): Promise<{ lat: number; lng: number } | undefined> {
    const compact = compactPostcode(postcode);
    if (!/^[A-Z0-9]{5,7}$/.test(compact)) return undefined;
    return this.repo.findPoint(compact);
  }

  /** Full postcodes (display form) starting with `prefix`; null when it cannot begin a postcode. */
  async suggest(prefix: string): Promise<string[] | null> {
    const compact = postcodePrefix(prefix, POSTCODE_PREFIX_MIN_CHARS);
    if (!compact) return null;
    const keys = await this.repo.keysStartingWith(compact, POSTCODE_SUGGESTIONS_MAX);
    return keys.map(displayPostcode);
  }
}

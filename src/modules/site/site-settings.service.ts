import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { GATE_COOKIE_MAX_AGE_SECONDS, SITE_SETTINGS_DEFAULTS } from './site.constants.js';
import { SiteSettingsRepository } from './site-settings.repository.js';
import { SiteEvent } from './site.events.js';
import { CommonErrorCode } from '../../shared/errors/common.errors.js';

export interface SiteSettings {
  isProtected: boolean;
  gatePassword: string;
  gateVersion: number;
  useImmediatePaymentProcessing: boolean;
  signingSecret: string;
  lastUpdated: Date;
}

/** How long a read is used without asking again. */
const CACHE_MS = 2000;
/** How long an older read still answers while a new one is under way (never after a failed one). */
const STALE_MS = 10_000;

/** What a request that needs the gate gets while the settings cannot be read (ACCESS_MESSAGES.unavailable). */
export const SETTINGS_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Easy to read out and type, hard to guess: four words from a small list plus digits. */
export function generateGatePassword(): string {
  const words = ['molar', 'crown', 'enamel', 'floss', 'smile', 'bridge', 'canine', 'pearl', 'gum', 'root', 'brace', 'tooth'];
  const bytes = randomBytes(6);
  return `${words[bytes[0] % words.length]}-${words[bytes[1] % words.length]}-${words[bytes[2] % words.length]}-${(bytes.readUInt16BE(3) % 9000) + 1000}`;
}

/**
 * The single site-settings row. Reads are cached for two seconds so the gate check on the hot path
 * rarely touches the database; every copy sees a change within that time and one read. One read at
 * a time: callers meanwhile get the previous answer (up to STALE_MS old) rather than wait, since a
 * request that waits for the settings and then for its own query pays a slow database twice (the
 * gate comes first). A failed read forgets the cache: its callers and the ones after it get the
 * failure. The gate then fails CLOSED (`getForAccess`: 503), so nothing behind it is served while
 * the settings cannot be read; not open as the spec's "settings errors: the site runs without
 * protection" says.
 */
@Injectable()
export class SiteSettingsService {
  private readonly logger = new Logger('SiteSettings');
  private cached?: { at: number; value: SiteSettings };
  private reading?: Promise<SiteSettings>;
  /** Moves on with every change made here: a read begun before it must not put back what it read. */
  private generation = 0;
  generatedGatePassword?: string;

  constructor(
    private readonly settings: SiteSettingsRepository,
    private readonly tx: TransactionRunner,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Creates the row on first use (gate password from GATE_PASSWORD or generated). */
  async ensure(): Promise<{ created: boolean; gatePassword: string }> {
    const gatePassword = this.config.GATE_PASSWORD ?? generateGatePassword();
    const created = await this.settings.createUnlessExists({
      isProtected: SITE_SETTINGS_DEFAULTS.isProtected,
      gatePassword,
      useImmediatePaymentProcessing: SITE_SETTINGS_DEFAULTS.useImmediatePaymentProcessing,
      signingSecret: randomBytes(32).toString('hex'),
    });
    if (created) return { created: true, gatePassword };
    // Not `read`: `load` calls this when the row is missing, inside the one read in flight.
    const current = await this.load();
    return { created: false, gatePassword: current.gatePassword };
  }

  /** One read at a time; it caches what it read unless a change was made meanwhile, and forgets the cache if it fails. */
  private read(): Promise<SiteSettings> {
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = this.load().then(
      (value) => {
        if (generation === this.generation) this.cached = { at: Date.now(), value };
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.cached = undefined;
        throw error;
      },
    );
    this.reading = reading;
    void reading.then(
      () => this.forget(reading),
      () => this.forget(reading),
    );
    return reading;
  }

  private forget(reading: Promise<SiteSettings>) {
    if (this.reading === reading) this.reading = undefined;
  }

  private async load(): Promise<SiteSettings> {
    const r = await this.settings.find();
    if (!r) {
      await this.ensure();
      return this.load();
    }
    const value = {
      isProtected: r.is_protected,
      gatePassword: r.gate_password,
      gateVersion: r.gate_version,
      useImmediatePaymentProcessing: r.use_immediate_payment_processing,
      signingSecret: this.config.SESSION_SECRET ?? r.signing_secret,
      lastUpdated: new Date(r.last_updated),
    };
    return value;
  }

  async get(): Promise<SiteSettings> {
    const age = this.cached ? Date.now() - this.cached.at : Infinity;
    if (age < CACHE_MS) return this.cached!.value;
    const reading = this.read();
    if (age >= STALE_MS) return reading;
    // Failures are the next caller's to see (the cache is forgotten), not this one's.
    reading.catch(() => undefined);
    return this.cached!.value;
  }

  /**
   * For an access decision (the gate, GET /api/site, the pages): the settings, or a 503 when they
   * cannot be read, logged. Fails closed: a visitor is never let past a gate we cannot read.
   */
  async getForAccess(): Promise<SiteSettings> {
    try {
      return await this.get();
    } catch (error) {
      this.logger.warn(`Site settings unavailable, refusing what the gate protects: ${(error as Error).message}`);
      throw new DomainError(SETTINGS_UNAVAILABLE_MESSAGE, CommonErrorCode.Unavailable, 503);
    }
  }

  /**
   * Never throws: undefined on failure. Only for what is not an access decision (the payment mode at
   * checkout); the gate uses `getForAccess`.
   */
  async getOrUnprotected(): Promise<SiteSettings | undefined> {
    try {
      return await this.get();
    } catch (error) {
      this.logger.warn(`Site settings unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }

  /**
   * Applies a change in one statement and records `SiteSettingsChanged` (who, what; never the
   * password itself) in the same transaction. A new password, or protection switched back on,
   * bumps the gate version, which invalidates every gate cookie issued before: everyone is asked
   * again.
   */
  async update(
    change: Partial<{ isProtected: boolean; useImmediatePaymentProcessing: boolean; gatePassword: string }>,
    actorId: string,
  ): Promise<SiteSettings> {
    await this.get();
    await this.tx.run(async (uow) => {
      const row = await this.settings.change(
        {
          isProtected: change.isProtected ?? null,
          useImmediatePaymentProcessing: change.useImmediatePaymentProcessing ?? null,
          gatePassword: change.gatePassword ?? null,
        },
        actorId,
      );
      uow.emit({
        type: SiteEvent.SiteSettingsChanged,
        aggregateType: 'site_settings',
        aggregateId: '1',
        actor: actorId,
        payload: {
          ...(change.isProtected !== undefined && { isProtected: change.isProtected }),
          ...(change.useImmediatePaymentProcessing !== undefined && {
            useImmediatePaymentProcessing: change.useImmediatePaymentProcessing,
          }),
          ...(change.gatePassword !== undefined && { gatePasswordChanged: true }),
          gateVersion: row.gate_version,
        },
      });
    });
    this.generation++;
    this.cached = undefined;
    this.reading = undefined;
    return this.read();
  }

  /**
   * The gate cookie: `version.issuedAt.mac`, the gate version and the time it was passed signed
   * with the secret (HMAC-SHA256). It stops counting after GATE_COOKIE_MAX_AGE_SECONDS, or as soon
   * as the gate version moves on.
   */
  signGate(settings: SiteSettings, issuedAt = Math.floor(Date.now() / 1000)): string {
    return `${settings.gateVersion}.${issuedAt}.${this.gateMac(settings, settings.gateVersion, issuedAt)}`;
  }

  verifyGate(settings: SiteSettings, cookie: string | undefined): boolean {
    const parts = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
    if (!parts) return false;
    const [version, issuedAt] = [Number(parts[1]), Number(parts[2])];
    const age = Math.floor(Date.now() / 1000) - issuedAt;
    if (version !== settings.gateVersion || age > GATE_COOKIE_MAX_AGE_SECONDS || age < -300) return false;
    const expected = Buffer.from(this.gateMac(settings, version, issuedAt));
    const given = Buffer.from(parts[3]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private gateMac(settings: SiteSettings, version: number, issuedAt: number): string {
    return createHmac('sha256', settings.signingSecret).update(`gate:${version}:${issuedAt}`).digest('base64url');
  }

  passwordMatches(settings: SiteSettings, password: string): boolean {
    const a = createHmac('sha256', 'gate-compare').update(password).digest();
    const b = createHmac('sha256', 'gate-compare').update(settings.gatePassword).digest();
    return timingSafeEqual(a, b);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { SiteSettingsService } from '../../site/index.js';
import { SECOND_FACTOR_MESSAGES as M } from '../identity.constants.js';
import type { secondFactorSetupSchema } from '../http/identity.schemas.js';
import { SecondFactorRepository } from '../repositories/second-factor.repository.js';
import {
  hashRecoveryCode,
  isTotpShaped,
  newRecoveryCodes,
  newSecret,
  openSecret,
  otpauthUri,
  sealSecret,
  totpStep,
} from '../rules/second-factor.rules.js';
import type { UserRecord } from '../repositories/users.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { IdentityEvent } from '../identity.events.js';
import { IdentityErrorCode, secondFactorExists } from '../identity.errors.js';

/** What an account needs after a correct password: a code, to enrol first, or nothing more. */
export type SecondFactorNeed = 'code' | 'setup' | 'none';

/**
 * What a code proved: a current app code, an unused recovery code (now used up), or nothing: wrong,
 * or an app code whose time step was accepted already (a second tap or a replay; told apart so the
 * person is not told a right code was wrong).
 */
export type CodeCheck = 'totp' | 'recovery' | 'wrong' | 'just_used';

/** What enrolment shows once: the secret as a QR code and as text for typing in by hand. */
/** The QR code is an SVG data URL (the CSP allows `data:` images). */
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/**
 * The second factor of admins and practice staff (ADR 0037): enrolment (a secret shown
 * once as a QR code, confirmed by a first code, then ten recovery codes shown once), checking a code
 * at sign-in (each time step accepted once), and a reset for a lost device (the CLI). Every change is
 * audited as a domain event; the secret and the codes never are.
 */
@Injectable()
export class SecondFactors {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly users: UsersRepository,
    private readonly site: SiteSettingsService,
    private readonly clock: Clock,
    private readonly tx: TransactionRunner,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * An account with a confirmed factor always gives a code, whatever its role now. A privileged one
   * (admin, practice staff) without one must enrol first where ADMIN_2FA is required or the CLI
   * asked it to; anyone else needs nothing more.
   */
  async need(user: UserRecord): Promise<SecondFactorNeed> {
    const factor = await this.factors.find(user.id);
    if (factor?.confirmed_at) return 'code';
    if (this.config.ADMIN_2FA !== 'required' && !user.secondFactorRequired) return 'none';
    return (await this.users.isPrivileged(user.id)) ? 'setup' : 'none';
  }

  /** Starts (or starts again) enrolment: a new secret, stored sealed and unconfirmed. */
  async begin(user: UserRecord): Promise<SecondFactorSetup> {
    if ((await this.factors.find(user.id))?.confirmed_at) throw secondFactorExists();
    if (!(await this.users.isPrivileged(user.id))) throw new DomainError(M.notForThisAccount, IdentityErrorCode.SecondFactorNotForAccount, 403);
    const secret = newSecret();
    const { signingSecret } = await this.site.get();
    if (!(await this.factors.saveUnconfirmed(user.id, sealSecret(secret, user.id, signingSecret), this.clock.now()))) {
      throw secondFactorExists();
    }
    const uri = otpauthUri(secret, user.email);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Confirms enrolment with the first code from the app: the factor is on from now, and the account
   * gets new recovery codes, returned here once (only their hashes are kept).
   */
  async confirm(user: UserRecord, code: string): Promise<string[]> {
    const factor = await this.factors.find(user.id);
    if (factor?.confirmed_at) throw secondFactorExists();
    if (!factor) throw new DomainError(M.notStarted, IdentityErrorCode.SecondFactorNotStarted, 409);
    const now = this.clock.now();
    const secret = await this.secretOf(user.id, factor.secret_sealed);
    const step = secret === undefined ? undefined : totpStep(secret, code, now.getTime());
    // No recovery codes exist yet: the message must not offer them.
    if (step === undefined) throw new DomainError(M.setupCodeWrong, IdentityErrorCode.SecondFactorInvalid, 401);
    const codes = newRecoveryCodes();
    await this.tx.run(async (uow) => {
      if (!(await this.factors.confirm(user.id, step, now))) throw secondFactorExists();
      await this.factors.replaceRecoveryCodes(user.id, codes.map((c) => hashRecoveryCode(c)!));
      uow.emit({ type: IdentityEvent.SecondFactorEnabled, aggregateType: 'app_user', aggregateId: user.id, actor: user.id, payload: { recoveryCodes: codes.length } });
    });
    return codes;
  }

  /**
   * Checks a code at sign-in: a current TOTP code whose time step was not used before, or an unused
   * recovery code (used up by this, and told to the owner). `recovery: false` takes app codes only
   * (an admin confirming an action with their own code must not spend a recovery code).
   */
  async verify(user: UserRecord, code: string, { recovery = true } = {}): Promise<CodeCheck> {
    const factor = await this.factors.find(user.id);
    if (!factor?.confirmed_at) return 'wrong';
    const now = this.clock.now();
    if (isTotpShaped(code)) {
      const secret = await this.secretOf(user.id, factor.secret_sealed);
      const step = secret === undefined ? undefined : totpStep(secret, code, now.getTime());
      if (step === undefined) return 'wrong';
      // Refused by the compare-and-set: a step at or before the last one accepted.
      return (await this.factors.useStep(user.id, step)) ? 'totp' : 'just_used';
    }
    const hash = recovery ? hashRecoveryCode(code) : undefined;
    if (!hash) return 'wrong';
    return this.tx.run(async (uow) => {
      if (!(await this.factors.useRecoveryCode(user.id, hash, now))) return 'wrong';
      uow.emit({ type: IdentityEvent.RecoveryCodeUsed, aggregateType: 'app_user', aggregateId: user.id, actor: user.id });
      return 'recovery';
    });
  }

  /** Whether the account has a confirmed factor (an admin confirming an action needs one). */
  async isOn(userId: string): Promise<boolean> {
    return Boolean((await this.factors.find(userId))?.confirmed_at);
  }

  private async secretOf(userId: string, sealed: string): Promise<string | undefined> {
    const { signingSecret } = await this.site.get();
    return openSecret(sealed, userId, signingSecret);
  }
}

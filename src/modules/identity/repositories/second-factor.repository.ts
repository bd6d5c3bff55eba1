import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** Authenticators (`user_second_factor`) and recovery codes (`user_recovery_code`); ADR 0037. */
@Injectable()
export class SecondFactorRepository {
  constructor(private readonly db: Db) {}

  @GenerateSql({ params: [DUMMY.uuid] })
  async find(userId: string) {
    return this.db.kysely
      .selectFrom('user_second_factor')
      .select(['user_id', 'secret_sealed', 'confirmed_at', 'last_used_step'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Stores a new, unconfirmed authenticator secret, replacing an earlier unconfirmed one; never a
   * confirmed one (false then: the account has its factor already).
   */
  @GenerateSql({ params: [DUMMY.uuid, 'sealed-secret', DUMMY.instant] })
  async saveUnconfirmed(userId: string, secretSealed: string, now: Date): Promise<boolean> {
    const row = await this.db.kysely
      .insertInto('user_second_factor')
      .values({ user_id: userId, secret_sealed: secretSealed, created_at: now })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_sealed: secretSealed, created_at: now })
          .where('user_second_factor.confirmed_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Confirms the pending authenticator with the step of its first code (compare-and-set: once). */
  @GenerateSql({ params: [DUMMY.uuid, 59_000_000, DUMMY.instant] })
  async confirm(userId: string, step: number, now: Date): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('user_second_factor')
      .set({ confirmed_at: now, last_used_step: step })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Accepts a code's time step once: only a step later than the last accepted one (no replay). */
  @GenerateSql({ params: [DUMMY.uuid, 59_000_001] })
  async useStep(userId: string, step: number): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('user_second_factor')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Replaces the account's recovery codes with these (hashes only), in one transaction with the caller. */
  @GenerateSql({ params: [DUMMY.uuid, ['code-hash-1', 'code-hash-2']] })
  async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
    await this.db.kysely.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
    if (codeHashes.length) {
      await this.db.kysely
        .insertInto('user_recovery_code')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
        .execute();
    }
  }

  /** Uses a recovery code once (compare-and-set); false when unknown, another account's or used. */
  @GenerateSql({ params: [DUMMY.uuid, 'code-hash-1', DUMMY.instant] })
  async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('user_recovery_code')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async recoveryCodesLeft(userId: string): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('user_recovery_code')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Removes the authenticator and the recovery codes (lost device): the account enrols again. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async remove(userId: string): Promise<boolean> {
    await this.db.kysely.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
    const row = await this.db.kysely.deleteFrom('user_second_factor').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
    return row !== undefined;
  }
}

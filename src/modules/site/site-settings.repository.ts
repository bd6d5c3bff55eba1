import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { GenerateSql } from '../../shared/db/generate-sql.js';

/** The single `site_settings` row (id = 1). */
@Injectable()
export class SiteSettingsRepository {
  constructor(private readonly db: Db) {}

  /** Creates the row unless it exists; answers the gate password only when this call created it. */
  @GenerateSql({ params: [{ isProtected: true, gatePassword: 'molar-crown-1234', useImmediatePaymentProcessing: false, signingSecret: 'secret' }] })
  async createUnlessExists(row: { isProtected: boolean; gatePassword: string; useImmediatePaymentProcessing: boolean; signingSecret: string }) {
    return this.db.kysely
      .insertInto('site_settings')
      .values({
        id: 1,
        is_protected: row.isProtected,
        gate_password: row.gatePassword,
        use_immediate_payment_processing: row.useImmediatePaymentProcessing,
        signing_secret: row.signingSecret,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('gate_password')
      .executeTakeFirst();
  }

  @GenerateSql({ params: [] })
  async find() {
    return this.db.kysely.selectFrom('site_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  }

  /**
   * Applies a change in one statement. A new password, or protection switched back on, moves the
   * gate version on (every gate cookie issued before stops counting).
   */
  @GenerateSql({ params: [{ isProtected: true, gatePassword: 'a-new-password', useImmediatePaymentProcessing: null }, '00000000-0000-4000-8000-000000000000'] })
  async change(
    change: { isProtected: boolean | null; useImmediatePaymentProcessing: boolean | null; gatePassword: string | null },
    actorId: string,
  ) {
    return this.db.kysely
      .updateTable('site_settings')
      .set({
        is_protected: sql<boolean>`coalesce(${change.isProtected}::boolean, is_protected)`,
        use_immediate_payment_processing: sql<boolean>`coalesce(${change.useImmediatePaymentProcessing}::boolean, use_immediate_payment_processing)`,
        gate_version: sql<number>`gate_version + CASE
          WHEN ${change.gatePassword}::text IS NOT NULL AND ${change.gatePassword}::text <> gate_password THEN 1
          WHEN ${change.isProtected}::boolean IS TRUE AND NOT is_protected THEN 1
          ELSE 0 END`,
        gate_password: sql<string>`coalesce(${change.gatePassword}::text, gate_password)`,
        last_updated: sql<string>`now()`,
        updated_by: actorId,
      })
      .where('id', '=', 1)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

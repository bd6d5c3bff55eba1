import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../db/db.js';
import { DUMMY, GenerateSql } from '../db/generate-sql.js';

/** The figures /metrics reads from PostgreSQL (ops' read model over several contexts' tables). */
@Injectable()
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  /** Authorised, uncaptured payments within 3 days of their capture deadline (or 7 days after authorisation). */
  @GenerateSql({ params: [DUMMY.instant] })
  async authorisationsAtRisk(now: Date): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('appointment')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('payment_status', '=', 'authorized')
      .where(sql<boolean>`coalesce(capture_before, authorized_at + interval '7 days') < ${now.toISOString()}::timestamptz + interval '3 days'`)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Holds started in the last hour, by status (the hold-to-booking conversion). */
  @GenerateSql({ params: [] })
  async holdsLastHourByStatus() {
    return this.db.kysely
      .selectFrom('hold')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('created_at', '>', sql<string>`now() - interval '1 hour'`)
      .groupBy('status')
      .execute();
  }

  /** Patients on the waitlist now (entries not expired). */
  @GenerateSql({ params: [DUMMY.instant] })
  async waitlistWaiting(now: Date): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('waitlist_entry')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow();
    return row.n;
  }
}

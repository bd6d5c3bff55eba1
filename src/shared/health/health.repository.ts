import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../db/db.js';
import { GenerateSql } from '../db/generate-sql.js';

/** What readiness asks PostgreSQL. */
@Injectable()
export class HealthRepository {
  constructor(private readonly db: Db) {}

  /** One round trip on the pool: the database answers. */
  @GenerateSql({ params: [] })
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db.kysely);
  }
}

import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

type Counter = 'joined' | 'offered' | 'taken';

/** The admin's waitlist figures per London day and postcode area (`waitlist_daily`), kept after the entries are deleted. */
@Injectable()
export class WaitlistDailyRepository {
  constructor(private readonly db: Db) {}

  /** A place was confirmed. */
  @GenerateSql({ params: [DUMMY.date, 'EH'] })
  async countJoined(day: string, area: string): Promise<void> {
    await this.add(day, area, 'joined');
  }

  /** An offer was made. */
  @GenerateSql({ params: [DUMMY.date, 'EH'] })
  async countOffered(day: string, area: string): Promise<void> {
    await this.add(day, area, 'offered');
  }

  /** An offer was taken (the slot held). */
  @GenerateSql({ params: [DUMMY.date, 'EH'] })
  async countTaken(day: string, area: string): Promise<void> {
    await this.add(day, area, 'taken');
  }

  /** The last 14 days' figures, newest first. */
  @GenerateSql({ params: [] })
  async lastFortnight() {
    return this.db.kysely
      .selectFrom('waitlist_daily')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'area', 'joined', 'offered', 'taken'])
      .where('day', '>', sql<string>`current_date - 14`)
      .orderBy('day', 'desc')
      .orderBy('area')
      .execute();
  }

  /** One upsert: parallel counts of one day and area add up, never overwrite each other. */
  private async add(day: string, area: string, counter: Counter) {
    await this.db.kysely
      .insertInto('waitlist_daily')
      .values({ day, area, [counter]: 1 })
      .onConflict((oc) => oc.columns(['day', 'area']).doUpdateSet((eb) => ({ [counter]: eb(`waitlist_daily.${counter}`, '+', 1) })))
      .execute();
  }
}

import { Injectable } from '@nestjs/common';
import { Db } from '../../shared/db/db.js';
import { GenerateSql } from '../../shared/db/generate-sql.js';

/** Stripe webhook events taken for processing (`processed_webhook_event`, one row per event id). */
@Injectable()
export class WebhookEventsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the event for this request, in one statement: true for the one request that inserted its
   * id, false for every other delivery of the same event (a delivery at the same moment waits for
   * the first's transaction to end).
   */
  @GenerateSql({ params: ['evt_000000000000000000000000', 'payment_intent.succeeded'] })
  async claim(id: string, type: string): Promise<boolean> {
    const row = await this.db.kysely
      .insertInto('processed_webhook_event')
      .values({ id, type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}

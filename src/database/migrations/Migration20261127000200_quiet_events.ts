import { Migration } from '@mikro-orm/migrations';

/**
 * Events whose jobs are not due for minutes do not wake the relays (ADR 0034). A
 * transaction that has sent a NOTIFY holds a database-wide lock from just before its commit until the
 * commit is on disk, so every booking that notified committed one after another: in a rush of holds,
 * half of the winners' time. `wakes_relay` is false for an event whose every job waits until later (a
 * hold's expiry, ten minutes on: `EventRoute.later`); the relays' poll (OUTBOX_POLL_MS, a second)
 * publishes it long before its job is due. Every other event still wakes them at its commit; the
 * default keeps any writer that does not say so on the safe side.
 */
export class Migration20261127000200_quiet_events extends Migration {
  override name = 'Migration20261127000200_quiet_events';

  up(): void {
    this.addSql('ALTER TABLE domain_event ADD COLUMN wakes_relay boolean NOT NULL DEFAULT true');
    this.addSql('DROP TRIGGER IF EXISTS domain_event_notify ON domain_event');
    // Per row, so the WHEN can skip a quiet event without calling anything; PostgreSQL delivers one
    // notification per transaction for identical ones.
    this.addSql(`
      CREATE TRIGGER domain_event_notify AFTER INSERT ON domain_event
      FOR EACH ROW WHEN (NEW.wakes_relay) EXECUTE FUNCTION notify_domain_event()`);
  }

  override down(): void {
    this.addSql('DROP TRIGGER IF EXISTS domain_event_notify ON domain_event');
    this.addSql(`
      CREATE TRIGGER domain_event_notify AFTER INSERT ON domain_event
      FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_event()`);
    this.addSql('ALTER TABLE domain_event DROP COLUMN IF EXISTS wakes_relay');
  }
}

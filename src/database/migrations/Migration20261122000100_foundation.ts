import { Migration } from '@mikro-orm/migrations';

/** The event log, audit trail and outbox (ARCHITECTURE.md section 4, rule 1). */
export class Migration20261122000100_foundation extends Migration {
  override name = 'Migration20261122000100_foundation';

  up(): void {
    this.addSql(`
      CREATE TABLE domain_event (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        type text NOT NULL CHECK (type <> ''),
        aggregate_type text NOT NULL,
        aggregate_id text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        actor text,
        correlation_id uuid,
        causation_id uuid,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    // The relay only ever scans unpublished rows, oldest first.
    this.addSql(`CREATE INDEX domain_event_unpublished_idx ON domain_event (seq) WHERE published_at IS NULL`);
    this.addSql(`CREATE INDEX domain_event_aggregate_idx ON domain_event (aggregate_type, aggregate_id, seq)`);
    this.addSql(`CREATE INDEX domain_event_type_idx ON domain_event (type, occurred_at)`);
    // One NOTIFY per inserting statement wakes the relays; NOTIFY is delivered only on commit.
    this.addSql(`
      CREATE FUNCTION notify_domain_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('domain_event', '');
        RETURN NULL;
      END $$`);
    this.addSql(`
      CREATE TRIGGER domain_event_notify AFTER INSERT ON domain_event
      FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_event()`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS domain_event');
    this.addSql('DROP FUNCTION IF EXISTS notify_domain_event()');
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The simulated payment gateway's intents (kept in PostgreSQL so every api and worker copy agrees),
 * the dev inbox, processed webhook events, and the hold's token hash.
 */
export class Migration20261122007000_payments_and_mail extends Migration {
  override name = 'Migration20261122007000_payments_and_mail';

  up(): void {
    this.addSql(`ALTER TABLE hold ADD COLUMN token_hash text`);
    this.addSql(`
      CREATE TABLE simulated_payment_intent (
        id text PRIMARY KEY,
        client_secret text NOT NULL UNIQUE,
        idempotency_key text NOT NULL UNIQUE,
        amount_pence int NOT NULL CHECK (amount_pence > 0),
        currency text NOT NULL,
        capture_method text NOT NULL CHECK (capture_method IN ('manual', 'automatic')),
        status text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_capture', 'processing', 'succeeded', 'canceled')),
        last_error text,
        amount_refunded_pence int NOT NULL DEFAULT 0,
        capture_count int NOT NULL DEFAULT 0,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE dev_mail (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id text NOT NULL UNIQUE,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE processed_webhook_event (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS processed_webhook_event');
    this.addSql('DROP TABLE IF EXISTS dev_mail');
    this.addSql('DROP TABLE IF EXISTS simulated_payment_intent');
    this.addSql('ALTER TABLE hold DROP COLUMN IF EXISTS token_hash');
  }
}

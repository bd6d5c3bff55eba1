import { Migration } from '@mikro-orm/migrations';

/**
 * Text messages (ADR 0028).
 * - sms_message: one row per text and purpose (unique message_key: the sent-marker), claimed before
 *   the provider is called; its state only moves forward (compare-and-set on the status rank).
 * - dev_sms: the embedded default's outbox (like dev_mail).
 * - sms_receipt: each status callback / inbound message processed, so a replay changes nothing.
 * - sms_opt_out: numbers that replied STOP, by hash.
 * - short_link: `/m/<code>` → one of our links, until it expires.
 * - appointment.texts_declined: the payment step's "Don't send me text messages".
 */
export class Migration20261126100000_text_messages extends Migration {
  override name = 'Migration20261126100000_text_messages';

  up(): void {
    this.addSql(`ALTER TABLE appointment ADD COLUMN texts_declined boolean NOT NULL DEFAULT false`);
    this.addSql(`CREATE TABLE sms_message (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_key text NOT NULL CONSTRAINT sms_message_message_key_key UNIQUE,
      template text NOT NULL CONSTRAINT sms_message_template_check CHECK (template IN ('booking-confirmed', 'reminder', 'rescheduled', 'cancelled', 'waitlist-offer')),
      appointment_id uuid NULL CONSTRAINT sms_message_appointment_id_fkey REFERENCES appointment (id) ON DELETE CASCADE,
      to_phone text NOT NULL CONSTRAINT sms_message_to_phone_check CHECK (to_phone ~ '^\\+[1-9][0-9]{6,14}$'),
      body text NOT NULL,
      status text NOT NULL DEFAULT 'sending' CONSTRAINT sms_message_status_check CHECK (status IN ('sending', 'sent', 'delivered', 'failed')),
      provider text NULL,
      provider_sid text NULL CONSTRAINT sms_message_provider_sid_key UNIQUE,
      error text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz NULL
    )`);
    this.addSql(`CREATE INDEX sms_message_appointment_idx ON sms_message (appointment_id, created_at)`);
    this.addSql(`CREATE INDEX sms_message_created_idx ON sms_message (created_at)`);
    this.addSql(`CREATE TABLE dev_sms (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      message_key text NOT NULL CONSTRAINT dev_sms_message_key_key UNIQUE,
      sid text NOT NULL CONSTRAINT dev_sms_sid_key UNIQUE,
      to_phone text NOT NULL,
      body text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX dev_sms_sent_at_idx ON dev_sms (sent_at)`);
    this.addSql(`CREATE TABLE sms_receipt (
      provider_sid text NOT NULL,
      status text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_sid, status)
    )`);
    this.addSql(`CREATE TABLE sms_opt_out (
      phone_hash text PRIMARY KEY,
      opted_out_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE TABLE short_link (
      code text PRIMARY KEY CONSTRAINT short_link_code_check CHECK (code ~ '^[0-9A-Za-z]{12}$'),
      target text NOT NULL CONSTRAINT short_link_target_check CHECK (target ~ '^/[^/]'),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX short_link_expires_idx ON short_link (expires_at)`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS short_link');
    this.addSql('DROP TABLE IF EXISTS sms_opt_out');
    this.addSql('DROP TABLE IF EXISTS sms_receipt');
    this.addSql('DROP TABLE IF EXISTS dev_sms');
    this.addSql('DROP TABLE IF EXISTS sms_message');
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS texts_declined');
  }
}

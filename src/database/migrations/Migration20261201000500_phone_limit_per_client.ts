import { Migration } from '@mikro-orm/migrations';

/**
 * A phone number is not a key to someone else's booking. A per-phone live-hold limit over every
 * client's holds would let a stranger who knows a patient's mobile use up its allowance from their
 * own network, and the patient would get 429. So:
 * - `hold_allowance_exceeded` counts the client's own holds on the phone against HOLD_LIMIT_PER_PHONE
 *   (2), and every client's on the phone against a much higher backstop,
 *   HOLD_LIMIT_PER_PHONE_ALL_CLIENTS (5), so one person hoarding from many networks is still
 *   stopped (docs/security/threat-model.md has the trade-off);
 * - `claim_open_slot` passes the backstop on.
 * The signatures change (one more limit), so the old functions are dropped first: a database has
 * exactly one definition of each (test/integration/database-functions.spec.ts). Their source:
 * booking/sql/claim-open-slot.sql.
 */
export class Migration20261201000500_phone_limit_per_client extends Migration {
  override name = 'Migration20261201000500_phone_limit_per_client';

  up(): void {
    this.addSql('DROP FUNCTION IF EXISTS claim_open_slot(uuid, uuid, timestamptz, timestamptz, text, text, int, int)');
    this.addSql('DROP FUNCTION IF EXISTS hold_allowance_exceeded(text, text, timestamptz, int, int)');
    this.addSql(`
      CREATE FUNCTION hold_allowance_exceeded(
        p_client_key text, p_phone_e164 text, p_now timestamptz, p_per_client int, p_per_phone int, p_per_phone_all_clients int)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        IF p_client_key IS NOT NULL THEN PERFORM pg_advisory_xact_lock(7201001, hashtext(p_client_key)); END IF;
        IF p_phone_e164 IS NOT NULL THEN PERFORM pg_advisory_xact_lock(7201002, hashtext(p_phone_e164)); END IF;
        RETURN (SELECT count(*) FROM hold WHERE client_key = p_client_key AND status = 'active' AND expires_at > p_now) >= p_per_client
            OR (SELECT count(*) FROM hold WHERE patient_phone_e164 = p_phone_e164 AND client_key = p_client_key AND status = 'active' AND expires_at > p_now) >= p_per_phone
            OR (SELECT count(*) FROM hold WHERE patient_phone_e164 = p_phone_e164 AND status = 'active' AND expires_at > p_now) >= p_per_phone_all_clients;
      END $$`);
    this.addSql(`
      CREATE FUNCTION claim_open_slot(
        p_slot_id uuid, p_hold_id uuid, p_expires_at timestamptz, p_now timestamptz,
        p_client_key text, p_phone_e164 text, p_per_client int, p_per_phone int, p_per_phone_all_clients int)
      RETURNS TABLE (claim_outcome text, claimed_practice_id uuid) LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        -- A slot that is not open is answered before any lock is taken (a rush's losers, a wrong id).
        IF NOT EXISTS (SELECT 1 FROM slot WHERE id = p_slot_id AND status = 'open' AND starts_at > p_now) THEN
          RETURN;
        END IF;
        IF p_per_client IS NOT NULL AND hold_allowance_exceeded(p_client_key, p_phone_e164, p_now, p_per_client, p_per_phone, p_per_phone_all_clients) THEN
          RETURN QUERY SELECT 'too_many_holds'::text, NULL::uuid;
          RETURN;
        END IF;
        RETURN QUERY
          UPDATE slot SET status = 'held', hold_id = p_hold_id, hold_expires_at = p_expires_at, updated_at = now()
          WHERE slot.id = (
            SELECT s.id FROM slot s
            WHERE s.id = p_slot_id AND s.status = 'open' AND s.starts_at > p_now
            -- The lock the UPDATE itself takes: a row merely referenced by a foreign key being inserted (KEY SHARE) is not busy.
            FOR NO KEY UPDATE SKIP LOCKED)
          RETURNING 'claimed'::text, slot.practice_id;
      END $$`);
  }

  override down(): void {
    // Back to the functions of Migration20261127000100_hold_in_one_statement.
    this.addSql('DROP FUNCTION IF EXISTS claim_open_slot(uuid, uuid, timestamptz, timestamptz, text, text, int, int, int)');
    this.addSql('DROP FUNCTION IF EXISTS hold_allowance_exceeded(text, text, timestamptz, int, int, int)');
    this.addSql(`
      CREATE FUNCTION hold_allowance_exceeded(p_client_key text, p_phone_e164 text, p_now timestamptz, p_per_client int, p_per_phone int)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        IF p_client_key IS NOT NULL THEN PERFORM pg_advisory_xact_lock(7201001, hashtext(p_client_key)); END IF;
        IF p_phone_e164 IS NOT NULL THEN PERFORM pg_advisory_xact_lock(7201002, hashtext(p_phone_e164)); END IF;
        RETURN (SELECT count(*) FROM hold WHERE client_key = p_client_key AND status = 'active' AND expires_at > p_now) >= p_per_client
            OR (SELECT count(*) FROM hold WHERE patient_phone_e164 = p_phone_e164 AND status = 'active' AND expires_at > p_now) >= p_per_phone;
      END $$`);
    this.addSql(`
      CREATE FUNCTION claim_open_slot(
        p_slot_id uuid, p_hold_id uuid, p_expires_at timestamptz, p_now timestamptz,
        p_client_key text, p_phone_e164 text, p_per_client int, p_per_phone int)
      RETURNS TABLE (claim_outcome text, claimed_practice_id uuid) LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        -- A slot that is not open is answered before any lock is taken (a rush's losers, a wrong id).
        IF NOT EXISTS (SELECT 1 FROM slot WHERE id = p_slot_id AND status = 'open' AND starts_at > p_now) THEN
          RETURN;
        END IF;
        IF p_per_client IS NOT NULL AND hold_allowance_exceeded(p_client_key, p_phone_e164, p_now, p_per_client, p_per_phone) THEN
          RETURN QUERY SELECT 'too_many_holds'::text, NULL::uuid;
          RETURN;
        END IF;
        RETURN QUERY
          UPDATE slot SET status = 'held', hold_id = p_hold_id, hold_expires_at = p_expires_at, updated_at = now()
          WHERE slot.id = (
            SELECT s.id FROM slot s
            WHERE s.id = p_slot_id AND s.status = 'open' AND s.starts_at > p_now
            -- The lock the UPDATE itself takes: a row merely referenced by a foreign key being inserted (KEY SHARE) is not busy.
            FOR NO KEY UPDATE SKIP LOCKED)
          RETURNING 'claimed'::text, slot.practice_id;
      END $$`);
  }
}

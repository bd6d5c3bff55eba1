import { Migration } from '@mikro-orm/migrations';

/**
 * A hold in one statement (ADR 0034). The two steps of taking an open slot whose order
 * matters, as two functions the booking repositories call:
 *
 * - `hold_allowance_exceeded`: the live-hold limits (against slot squatting). Takes the client's, then
 *   the phone's advisory lock (transaction-scoped, the same order everywhere), then counts live holds.
 *   In a VOLATILE function every statement takes a fresh snapshot under READ COMMITTED, so the count
 *   sees the hold that the lock waited for: what the two statements (lock, then count) did before, in
 *   one round trip. A limit is reached when the live holds already number the limit. The locks'
 *   first key is a namespace per kind (7201001 client, 7201002 phone), the second the key's hashtext,
 *   so a client's lock and a phone's never meet; a hash collision only makes two patients wait for
 *   each other's hold a moment, the count stays exact.
 * - `claim_open_slot`: nothing for a slot that is not open (before any lock), then the limits (when
 *   given), then the slot's conditional UPDATE (open, not started, its row not busy: SKIP LOCKED, so
 *   it never waits on a row lock while holding the allowance locks).
 *   Answers 'too_many_holds', or 'claimed' with the slot's practice, or no row (the slot is not open
 *   this instant: the caller's transaction path decides why). The caller's statement inserts the hold
 *   row and its event in the same statement (slot_hold_fk is deferred to the commit).
 */
export class Migration20261127000100_hold_in_one_statement extends Migration {
  override name = 'Migration20261127000100_hold_in_one_statement';

  up(): void {
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

  override down(): void {
    this.addSql('DROP FUNCTION IF EXISTS claim_open_slot(uuid, uuid, timestamptz, timestamptz, text, text, int, int)');
    this.addSql('DROP FUNCTION IF EXISTS hold_allowance_exceeded(text, text, timestamptz, int, int)');
  }
}

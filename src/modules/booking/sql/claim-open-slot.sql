-- The source of booking's two database functions (ADR 0034: a hold in one statement). They are
-- created by migrations, never from this file: a change is a new migration that re-creates the
-- function with this file's new text, and test/integration/database-functions.spec.ts checks that
-- the migrated database has exactly what this file says (each line's indentation aside).
--
-- Called by HoldsRepository.holdAllowanceExceeded and BookingSlotsRepository.holdOpenSlot
-- (src/modules/booking/sql/*.repository.sql shows those statements).
--
-- Defined by: Migration20261127000100_hold_in_one_statement; the phone's limits per client since
-- Migration20261201000500_phone_limit_per_client.

-- The live-hold limits (against slot squatting). Takes the client's, then the phone's advisory
-- lock (transaction-scoped, the same order everywhere), then counts live holds. In a VOLATILE
-- function every statement takes a fresh snapshot under READ COMMITTED, so the count sees the hold
-- that the lock waited for. A limit is reached when the live holds already number the limit:
-- the client's own; the client's own on this phone (a stranger's holds on the number never count
-- against its owner); and this phone's from every client together, the backstop against one
-- person hoarding from many networks. The locks' first key is a namespace per kind (7201001 client,
-- 7201002 phone), the second the key's hashtext, so a client's lock and a phone's never meet; a hash
-- collision only makes two patients wait for each other's hold a moment, the count stays exact.
CREATE OR REPLACE FUNCTION hold_allowance_exceeded(
  p_client_key text, p_phone_e164 text, p_now timestamptz, p_per_client int, p_per_phone int, p_per_phone_all_clients int)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_client_key IS NOT NULL THEN PERFORM pg_advisory_xact_lock(7201001, hashtext(p_client_key)); END IF;
  IF p_phone_e164 IS NOT NULL THEN PERFORM pg_advisory_xact_lock(7201002, hashtext(p_phone_e164)); END IF;
  RETURN (SELECT count(*) FROM hold WHERE client_key = p_client_key AND status = 'active' AND expires_at > p_now) >= p_per_client
      OR (SELECT count(*) FROM hold WHERE patient_phone_e164 = p_phone_e164 AND client_key = p_client_key AND status = 'active' AND expires_at > p_now) >= p_per_phone
      OR (SELECT count(*) FROM hold WHERE patient_phone_e164 = p_phone_e164 AND status = 'active' AND expires_at > p_now) >= p_per_phone_all_clients;
END $$;

-- Claims an OPEN slot that has not started: nothing for a slot that is not open (before any lock),
-- then the limits (when given), then the slot's conditional UPDATE (its row not busy: SKIP LOCKED, so
-- it never waits on a row lock while holding the allowance locks). Answers 'too_many_holds', or
-- 'claimed' with the slot's practice, or no row. Only an open slot, on purpose: a slot held by a hold
-- that ran out (bookable by booking's rule, booking/bookable-slot.rules.ts) goes to the caller's
-- transaction, which expires that hold first. The caller's statement inserts the hold row and its
-- event in the same statement (slot_hold_fk is deferred to the commit).
CREATE OR REPLACE FUNCTION claim_open_slot(
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
END $$;

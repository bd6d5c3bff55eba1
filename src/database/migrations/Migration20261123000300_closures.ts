import { Migration } from '@mikro-orm/migrations';

/**
 * Closures (ADR 0024): a practice, or one operative, closed for a range of London dates.
 * The database keeps every closed day unbookable, whatever the code does: a BEFORE trigger on slot
 * - skips inserting an open slot inside a closure (a plan over a holiday creates nothing there),
 * - turns a slot set back to open inside a closure into blocked (a cancellation frees no closed time),
 * - refuses to hold a slot inside a closure (the update is skipped, so the hold finds no slot: 409).
 * `during` is the closure's London days as an instant range, so the check is one GiST lookup.
 */
export class Migration20261123000300_closures extends Migration {
  override name = 'Migration20261123000300_closures';

  up(): void {
    this.addSql(`CREATE TABLE closure (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        practice_id uuid NOT NULL REFERENCES practice (id) ON DELETE CASCADE,
        operative_id uuid REFERENCES operative (id) ON DELETE CASCADE,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        during tstzrange NOT NULL,
        reason text NOT NULL CHECK (reason IN ('holiday', 'training', 'emergency', 'bank_holiday', 'other')),
        note text CHECK (note IS NULL OR length(note) <= 200),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_on >= starts_on AND ends_on - starts_on <= 366)
      )`);
    this.addSql(`CREATE INDEX closure_practice_during_idx ON closure USING gist (practice_id, during)`);
    this.addSql(`CREATE UNIQUE INDEX closure_one_per_scope_and_range ON closure (practice_id, coalesce(operative_id, '00000000-0000-0000-0000-000000000000'::uuid), starts_on, ends_on)`);
    this.addSql(`CREATE FUNCTION slot_respects_closures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status NOT IN ('open', 'held') THEN RETURN NEW; END IF;
        IF NOT EXISTS (
          SELECT 1 FROM closure c
           WHERE c.practice_id = NEW.practice_id
             AND (c.operative_id IS NULL OR c.operative_id = NEW.operative_id)
             AND c.during && tstzrange(NEW.starts_at, NEW.ends_at)) THEN
          RETURN NEW;
        END IF;
        IF TG_OP = 'INSERT' THEN RETURN NULL; END IF;
        IF NEW.status = 'open' THEN
          NEW.status := 'blocked';
          RETURN NEW;
        END IF;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER slot_respects_closures BEFORE INSERT OR UPDATE OF status ON slot
      FOR EACH ROW EXECUTE FUNCTION slot_respects_closures()`);
  }

  override down(): void {
    this.addSql('DROP TRIGGER IF EXISTS slot_respects_closures ON slot');
    this.addSql('DROP FUNCTION IF EXISTS slot_respects_closures()');
    this.addSql('DROP TABLE IF EXISTS closure');
  }
}

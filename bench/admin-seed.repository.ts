import { sql } from 'kysely';
import { BOOKING_TERMS_VERSION } from '../src/modules/booking/booking.constants.js';
import type { Db } from '../src/shared/db/db.js';

const FIRST = ['Ada', 'Ben', 'Cara', 'Dev', 'Ella', 'Finn', 'Gita', 'Hugo', 'Isla', 'Jon', 'Kemi', 'Liam', 'Maya', 'Noah', 'Olu', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tariq'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Khan', 'Okafor', 'Nowak', 'Murphy'];
const CITIES = ['London', 'Leeds', 'Bristol', 'Manchester', 'Birmingham', 'Glasgow', 'Cardiff', 'Truro', 'Norwich', 'York'];
const OUTCODES = ['SW1A', 'LS1', 'BS1', 'M1', 'B1', 'G1', 'CF10', 'TR1', 'NR1', 'YO1'];

/**
 * The admin bench's data (issue #20): practices in ten towns, one operative each, and appointments
 * spread over a year with a realistic mix of statuses, names, e-mails and phones, set-based (one
 * INSERT … SELECT from generate_series per table). Every run seeds the same rows.
 */
export class AdminBenchSeedRepository {
  constructor(private readonly db: Db) {}

  async seed(practices: number, appointments: number) {
    await sql`INSERT INTO practice (name, address_line1, city, postcode, latitude, longitude, phone, email, services, opening_hours)
      SELECT (${sql.val(LAST)}::text[])[1 + g % 25] || ' ' || (${sql.val(CITIES)}::text[])[1 + g % 10] || ' Dental ' || g,
             g || ' High Street', (${sql.val(CITIES)}::text[])[1 + g % 10],
             (${sql.val(OUTCODES)}::text[])[1 + g % 10] || ' ' || (g % 9 + 1) || chr(65 + g % 26) || chr(65 + (g / 26) % 26),
             51.5, -0.1, '020 7946 0000', 'practice' || g || '@example.test', '{Emergency}'::text[], '{}'::jsonb
      FROM generate_series(1, ${practices}::int) g`.execute(this.db.kysely);
    await sql`INSERT INTO operative (practice_id, display_name) SELECT id, 'Dr Bench' FROM practice`.execute(this.db.kysely);
    // One slot per appointment: operative i's slots are half an hour apart (no overlap), a year back from now.
    await sql`INSERT INTO slot (practice_id, operative_id, starts_at, ends_at, status)
      SELECT o.practice_id, o.id, now() - interval '365 days' + g * interval '5 minutes', now() - interval '365 days' + g * interval '5 minutes' + interval '30 minutes', 'open'
      FROM generate_series(1, ${appointments}::int) g
      JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, practice_id FROM operative) o ON o.n = g % ${practices}::int`.execute(this.db.kysely);
    await sql`INSERT INTO appointment (reference, practice_id, operative_id, slot_id, starts_at, ends_at, patient_name, patient_phone, patient_postcode,
        patient_issue, patient_email, payment_provider, amount_pence, status, payment_status, captured_pence, confirmed_at, cancelled_at, cancelled_by, created_at, email_status,
        terms_version, terms_accepted_at, over_16_confirmed)
      SELECT 'ED-' || upper(lpad(to_hex(n), 6, '0')), s.practice_id, s.operative_id, s.id, s.starts_at, s.ends_at,
             (${sql.val(FIRST)}::text[])[1 + n % 20] || ' ' || (${sql.val(LAST)}::text[])[1 + (n / 20) % 25] || CASE WHEN n % 7 = 0 THEN '-' || (${sql.val(LAST)}::text[])[1 + n % 25] ELSE '' END,
             '07' || substr(lpad(n::text, 9, '0'), 1, 3) || ' ' || substr(lpad(n::text, 9, '0'), 4, 6),
             'SW1A 1AA', CASE WHEN n % 11 = 0 THEN '=HYPERLINK("http://x")' ELSE 'Toothache' END, 'patient' || n || '@example.test', 'simulated', 3900,
             st.status, st.payment, CASE WHEN st.payment IN ('completed', 'refunded') THEN 3900 ELSE 0 END, CASE WHEN st.status = 'confirmed' THEN s.starts_at - interval '1 hour' END,
             CASE WHEN st.status = 'cancelled' THEN s.starts_at - interval '2 hours' END, CASE WHEN st.status = 'cancelled' THEN 'patient' END,
             s.starts_at - interval '1 day' + (n % 600) * interval '1 second', 'sent',
             ${BOOKING_TERMS_VERSION}, s.starts_at - interval '1 day' + (n % 600) * interval '1 second', true
      FROM (SELECT row_number() OVER (ORDER BY starts_at, id) AS n, * FROM slot) s
      CROSS JOIN LATERAL (SELECT CASE WHEN s.n % 20 < 12 THEN 'confirmed' WHEN s.n % 20 < 16 THEN 'pending' WHEN s.n % 20 < 19 THEN 'cancelled' ELSE 'completed' END AS status) st0
      CROSS JOIN LATERAL (SELECT st0.status,
          CASE st0.status WHEN 'confirmed' THEN 'completed' WHEN 'completed' THEN 'completed' WHEN 'cancelled' THEN 'refunded'
               ELSE CASE WHEN s.n % 97 = 0 THEN 'failed' WHEN s.n % 3 = 0 THEN 'pending' ELSE 'authorized' END END AS payment) st`.execute(this.db.kysely);
    await sql`UPDATE appointment SET refunded_pence = amount_pence, refund_due_pence = amount_pence WHERE status = 'cancelled'`.execute(this.db.kysely);
  }

  async vacuumAnalyze() {
    for (const table of ['practice', 'operative', 'slot', 'appointment']) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(this.db.kysely);
  }

  /** Sample values to search for: references, e-mails, phones and surnames that exist. */
  async samples(count: number) {
    return this.db.kysely
      .selectFrom('appointment')
      .select(['reference', 'patient_email', 'patient_phone', 'patient_name', 'practice_id', sql<string>`to_char(starts_at, 'YYYY-MM-DD')`.as('day')])
      .orderBy(sql`md5(id::text)`)
      .limit(count)
      .execute();
  }

  async practiceSamples(count: number) {
    return this.db.kysely.selectFrom('practice').select(['name', 'city', 'postcode']).orderBy(sql`md5(id::text)`).limit(count).execute();
  }
}

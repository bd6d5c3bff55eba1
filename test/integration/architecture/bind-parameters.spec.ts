import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { screenedHold } from '../../support/screening.js';

/**
 * Issue "One typed data layer", acceptance: a quote (or any awkward text) in a patient's details
 * reaches PostgreSQL as a bind parameter, never spliced into the statement.
 *
 * How it is seen, with no server configuration: `pg_stat_activity.query` holds the text of each
 * backend's current statement (or, when idle, its last one) exactly as the client sent it — with
 * `$1` placeholders for an extended-protocol query, with the values themselves when they were
 * inlined. A booking write is made to wait on a row this test holds in an open transaction, so its
 * statement can be read while it runs.
 *
 * A NUL byte is not the probe here: PostgreSQL text cannot hold one at all, so the edge refuses it
 * with 400 before any SQL runs (test/integration/platform/bad-text-and-dates.spec.ts). The quote is what
 * would break, or inject into, a statement that inlined its values.
 */
const patient = {
  name: "Siobhán O'Brien-D'Arcy",
  phone: '0113 496 0999',
  postcode: 'LS1 4AP',
  issue: `Cracked molar "upper left" — it's bad; 100% pain? \\ '); DELETE FROM hold; --`,
};
const email = "o'brien@example.org";
/** Pieces of the patient's text that an inlined statement would carry. */
const patientTexts = [patient.name, "O'Brien", "O''Brien", 'Siobhán', patient.issue, 'DELETE FROM hold', email, "o'brien"];

interface Backend {
  pid: number;
  state: string | null;
  wait_event_type: string | null;
  query: string;
}

describe('Patient text reaches PostgreSQL as bind parameters', () => {
  let app: NestFastifyApplication;
  let db: pg.Client;
  let locker: pg.Client;
  let lockerPid: number;
  let slots: string[];
  // Its own client address, so live holds of other files in this run never count against it.
  let browser: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await Promise.all([db.connect(), locker.connect()]);
    lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Bind Dental', city: 'Leeds', postcode: 'LS1 4AP' });
    const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 2), {
      slotMinutes: 15,
    });
    slots = day.slots.map((s) => s.id);
    browser = new TestClient(app, { remoteAddress: '10.79.0.1' });
    await browser.passGate();
  });
  afterAll(async () => {
    await locker.query('ROLLBACK').catch(() => undefined);
    await Promise.all([db.end(), locker.end()]);
    await app.close();
  });

  /** The backend of this run's database that waits on a lock the locker holds (polls until it appears). */
  async function backendWaitingOnLocker(): Promise<Backend> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await db.query<Backend>(
        `SELECT pid, state, wait_event_type, query FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND wait_event_type = 'Lock'
            AND $1 = ANY (pg_blocking_pids(pid))`,
        [lockerPid],
      );
      if (rows[0]) return rows[0];
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no booking statement waited on the locked row');
  }

  /** Statement texts of every other connection to this run's database (the api's pool among them), idle ones included. */
  async function otherStatements(): Promise<string[]> {
    const { rows } = await db.query<{ query: string }>(
      `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND pid <> $1`,
      [lockerPid],
    );
    return rows.map((r) => r.query);
  }

  /**
   * Runs `request` while the locker's open transaction has run `hold` (a statement that makes one of
   * the request's writes wait); answers the statement that waited, then the response.
   */
  async function whileLockerHolds(hold: { text: string; values: unknown[] }, request: () => Promise<LightMyRequestResponse>) {
    await locker.query('BEGIN');
    await locker.query(hold.text, hold.values);
    const response = request();
    let waiting: Backend;
    try {
      waiting = await backendWaitingOnLocker();
    } finally {
      await locker.query('ROLLBACK');
    }
    return { waiting, response: await response };
  }

  /** The slot row locked: the appointment's insert (its foreign key to the slot) waits. */
  const slotLocked = (slotId: string) => ({ text: 'SELECT id FROM slot WHERE id = $1 FOR UPDATE', values: [slotId] });

  /**
   * Another live hold of the slot inserted but not committed: the hold row's insert waits on the
   * partial unique index. The slot itself stays open and unlocked, so the request gets that far.
   */
  const rivalHoldUncommitted = (slotId: string) => ({
    text: `INSERT INTO hold (slot_id, practice_id, expires_at, patient_name, patient_phone, patient_postcode)
           SELECT id, practice_id, now() + interval '10 minutes', 'Rival', '0', 'X' FROM slot WHERE id = $1`,
    values: [slotId],
  });

  const patientTextIn = (text: string) => patientTexts.filter((piece) => text.includes(piece));

  it("sends the hold's patient name and issue as $n parameters, and stores them exactly", async () => {
    const slotId = slots[0];
    const body = await screenedHold(app, slotId, patient);
    const { waiting, response } = await whileLockerHolds(rivalHoldUncommitted(slotId), () => browser.post('/api/holds', body));

    // The hold's insert waited on the rival: its statement carries placeholders, not the patient's text.
    expect(waiting.query).toMatch(/insert into "hold"/i);
    expect(waiting.query).toContain('$1');
    expect(patientTextIn(waiting.query)).toEqual([]);

    expect(response.statusCode).toBe(201);
    const { holdId } = response.json<{ holdId: string }>();
    const { rows } = await db.query<{ patient_name: string; patient_issue: string }>('SELECT patient_name, patient_issue FROM hold WHERE id = $1', [holdId]);
    expect(rows[0]).toEqual({ patient_name: patient.name, patient_issue: patient.issue });
    expect((await otherStatements()).flatMap(patientTextIn)).toEqual([]);
  });

  it("sends the checkout's e-mail and the hold's details as $n parameters, and stores them exactly", async () => {
    const slotId = slots[1];
    const hold = await browser.post('/api/holds', await screenedHold(app, slotId, patient));
    expect(hold.statusCode).toBe(201);
    const { holdId, holdToken } = hold.json<{ holdId: string; holdToken: string }>();

    const { waiting, response } = await whileLockerHolds(slotLocked(slotId), () =>
      browser.post(`/api/holds/${holdId}/checkout`, { email, acceptTerms: true, over16: true }, { authorization: `Bearer ${holdToken}` }),
    );

    // The appointment's insert checks its slot (foreign key) and waited on the locked row.
    expect(waiting.query).toMatch(/insert into "appointment"/i);
    expect(waiting.query).toContain('$1');
    expect(patientTextIn(waiting.query)).toEqual([]);

    expect(response.statusCode).toBe(201);
    const { appointmentId } = response.json<{ appointmentId: string }>();
    const { rows } = await db.query<{ patient_email: string; patient_name: string; patient_issue: string }>(
      'SELECT patient_email, patient_name, patient_issue FROM appointment WHERE id = $1',
      [appointmentId],
    );
    expect(rows[0]).toEqual({ patient_email: email, patient_name: patient.name, patient_issue: patient.issue });
    expect((await otherStatements()).flatMap(patientTextIn)).toEqual([]);
  });
});

import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays } from '../../../src/shared/clock/clock.js';
import { adminApi, freePort } from '../../browser/support/stack.js';
import { clientAddress, dramaLandline, dramaPhone } from '../../support/fixtures/patients.js';
import { openOrm } from '../../support/orm.js';
import { eventually, patiently, startProcess, waitForExit } from '../../support/processes.js';
import { screeningSignedFor } from '../../support/screening.js';

const BOOKINGS = 500;
const CONFIRMED = 250;
const CONCURRENCY = 24;
const ADMIN = { email: 'scale-admin@example.test', password: 'scale-admin-password' };

/** A patient's browser over fetch: cookies, the XSRF header, the site gate passed. */
async function patientClient(baseUrl: string) {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  /** `from`: the patient's own client address (X-Forwarded-For through loopback, which the api trusts). */
  const call = async (method: string, path: string, body?: unknown, token?: string, from?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(from ? { 'x-forwarded-for': from } : {}),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    remember(res);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  remember(await fetch(`${baseUrl}/api/site`));
  await call('POST', '/api/site/gate', { password: process.env.GATE_PASSWORD });
  return call;
}

async function startApi(port: number): Promise<ChildProcess & { output: string[] }> {
  const api = startProcess('dist/src/main.js', { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '10' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return api;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || api.exitCode !== null) throw new Error(`api did not start:\n${api.output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs `work` over `items` with at most `n` in flight. */
async function pool<T, R>(items: T[], n: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

describe('Several copies: 2 api and 2 worker processes on one PostgreSQL and Redis', () => {
  let orm: MikroORM;
  const processes: ChildProcess[] = [];
  let urls: string[];

  beforeAll(async () => {
    orm = await openOrm();
    expect(await waitForExit(startProcess('dist/src/cli/admin.js', {}, ['create', ADMIN.email, ADMIN.password]), 30_000)).toBe(0);
    const ports = [await freePort(), await freePort()];
    for (const port of ports) processes.push(await startApi(port));
    for (let i = 0; i < 2; i++) processes.push(startProcess('dist/workers/main.js', { WORKER_CONCURRENCY: '10', LOG_LEVEL: 'warn' }));
    urls = ports.map((p) => `http://127.0.0.1:${p}`);
  });
  afterAll(async () => {
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(processes.map((p) => waitForExit(p).catch(() => p.kill('SIGKILL'))));
    await orm.close(true);
  });

  it(`${BOOKINGS} bookings raced through both apis: no slot twice, ${BOOKINGS} e-mails, one capture per confirmed appointment`, async () => {
    const admins = await Promise.all(urls.map((u) => adminApi(u, ADMIN.email, ADMIN.password)));
    const practice = await admins[0]('POST', '/api/admin/practices', {
      name: 'Scale Out Dental',
      address: { line1: '1 Copy Street', city: 'London', postcode: 'SW1A 1AA' },
      contact: { phone: '020 7946 0999', email: 'copies@example.test' },
      services: 'Emergency care',
    });
    const operative = await admins[0]('POST', `/api/admin/practices/${practice.id}/operatives`, { displayName: 'Dr Copy' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const slots: string[] = [];
    for (let d = 1; slots.length < BOOKINGS; d++) {
      const saved = await admins[d % 2]('PUT', '/api/admin/availability', { practiceId: practice.id, operativeId: operative.id, date: addLondonDays(today, d), startHour: 8, endHour: 20, slotMinutes: 15 });
      slots.push(...saved.day.slots.map((s: { id: string }) => s.id));
    }
    const targets = slots.slice(0, BOOKINGS);
    const patients = await Promise.all(urls.map((u) => patientClient(u)));

    // Every slot is wanted twice at once, once through each api: the database lets one through. The
    // two are different patients (address and phone), so the live-hold limits do not queue them.
    const attempts = targets.flatMap((slotId, i) => [0, 1].map((copy) => ({ slotId, copy, i, email: `copies-${i}@example.test` })));
    const outcomes = await pool(attempts, CONCURRENCY, async ({ slotId, copy, i, email }) => {
      const call = patients[copy];
      const patient = { name: 'Copy Patient', phone: copy ? dramaLandline(i) : dramaPhone(i), postcode: 'SW1A 1AA', issue: '' };
      const hold = await call('POST', '/api/holds', { slotId, patient, screening: screeningSignedFor(patient) }, undefined, clientAddress(i, copy));
      if (hold.status === 409) return 'lost';
      if (hold.status !== 201) throw new Error(`hold ${hold.status} ${JSON.stringify(hold.body)}`);
      const other = patients[1 - copy]; // the rest of the booking goes through the other api
      const checkout = await other('POST', `/api/holds/${hold.body.holdId}/checkout`, { email, acceptTerms: true, over16: true }, hold.body.holdToken);
      await call('POST', '/api/simulated-payments/confirm', { clientSecret: checkout.body.clientSecret, cardNumber: '4242424242424242' });
      const paid = await other('POST', `/api/appointments/${checkout.body.appointmentId}/payment`, { paymentIntentId: checkout.body.paymentIntentId }, checkout.body.accessToken);
      if (paid.body?.paymentStatus !== 'authorized') throw new Error(`payment ${paid.status} ${JSON.stringify(paid.body)}`);
      return checkout.body.appointmentId as string;
    });
    const booked = outcomes.filter((o) => o !== 'lost') as string[];
    expect(booked).toHaveLength(BOOKINGS);
    expect(outcomes.filter((o) => o === 'lost')).toHaveLength(BOOKINGS);

    const [twice] = await orm.em.fork().execute<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT slot_id FROM appointment WHERE status IN ('pending', 'confirmed') GROUP BY slot_id HAVING count(*) > 1) d`,
    );
    expect(twice.n).toBe(0);

    await pool(booked.slice(0, CONFIRMED), 8, async (id, i) => admins[i % 2]('POST', `/api/admin/appointments/${id}/confirm`));

    await eventually(async () => {
      const [row] = await orm.em.fork().execute<{ mails: number; captured: number }[]>(
        `SELECT (SELECT count(*)::int FROM dev_mail WHERE to_address LIKE 'copies-%@example.test' AND subject LIKE 'Appointment booked%') AS mails,
                (SELECT count(*)::int FROM appointment WHERE id IN (?) AND payment_status = 'completed') AS captured`,
        [booked.slice(0, CONFIRMED)],
      );
      return row.mails === BOOKINGS && row.captured === CONFIRMED;
    }, 120_000, 500);
    const captures = await orm.em.fork().execute<{ capture_count: number; n: number }[]>(
      `SELECT i.capture_count, count(*)::int AS n FROM simulated_payment_intent i JOIN appointment a ON a.payment_intent_id = i.id
        WHERE a.id IN (?) GROUP BY i.capture_count ORDER BY 1`,
      [booked],
    );
    expect(captures).toEqual([
      { capture_count: 0, n: BOOKINGS - CONFIRMED },
      { capture_count: 1, n: CONFIRMED },
    ]);
    const [mailsPerPatient] = await orm.em.fork().execute<{ max: number }[]>(
      `SELECT max(n)::int AS max FROM (SELECT count(*) AS n FROM dev_mail WHERE to_address LIKE 'copies-%@example.test' AND subject LIKE 'Appointment booked%' GROUP BY to_address) c`,
    );
    expect(mailsPerPatient.max).toBe(1);
  }, patiently(300_000));
});

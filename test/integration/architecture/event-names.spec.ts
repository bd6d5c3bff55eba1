import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { DomainEventInput } from '../../../src/shared/outbox/domain-event.js';
import type { EventRoutes } from '../../../src/shared/outbox/event-routes.js';
import type { UnitOfWork } from '../../../src/shared/outbox/transaction-runner.js';
import type { EventJob } from '../../../src/shared/queues/job-handler.js';
import { JobName, QueueName } from '../../../src/shared/queues/queue-names.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';

const root = path.resolve(import.meta.dirname, '../../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(rel);
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield rel;
  }
}

/** Where event names may be written: their declarations, and specs (which read the database as it is). */
const isNameHome = (file: string) => file.endsWith('.events.ts') || /\.spec\.tsx?$/.test(file);

/**
 * Every declared event name: the names objects (`{ SlotHeld: 'SlotHeld', … }`) exported by each
 * `*.events.ts` under src. `satisfies EventNames<…>` already ties each object to its payload map.
 */
async function declaredNames(): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    if (!file.endsWith('.events.ts')) continue;
    const exported: Record<string, unknown> = await import(pathToFileURL(path.join(root, file)).href);
    for (const value of Object.values(exported)) {
      if (!value || typeof value !== 'object') continue;
      const entries = Object.entries(value);
      if (!entries.length || !entries.every(([key, name]) => key === name)) continue;
      for (const [name] of entries) {
        if (names.has(name)) throw new Error(`${name} is declared in ${names.get(name)} and ${file}`);
        names.set(name, file);
      }
    }
  }
  return names;
}

/** String literals and template texts of a source that spell an event name, alone or quoted inside (SQL). */
function bareNames(file: string, text: string, names: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (node: ts.Node, value: string) => {
    const hits = names.has(value)
      ? [value]
      : [...value.matchAll(/['"`]([A-Za-z]+)['"`]/g)].map((m) => m[1]).filter((n) => names.has(n));
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const name of hits) found.push(`${file}:${line}: '${name}'`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      check(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Issue #31 item 3, Done when: no event name string outside `*.events.ts`. The names are constants
 * of the module that owns each event, so a renamed event is one edit and a typo a type error.
 */
describe('Typed domain events', () => {
  let names: Set<string>;
  beforeAll(async () => {
    names = new Set((await declaredNames()).keys());
  });

  it('collects every module’s events from its *.events.ts', () => {
    for (const name of [
      'SlotHeld',
      'AppointmentBooked',
      'WaitlistOfferMade',
      'SignInLinkRequested',
      'AvailabilitySaved',
      'PracticeAdded',
      'SearchMade',
      'TextMessageSent',
      'OutboxProbe',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('finds no event name as a bare string in src/ or workers/ outside *.events.ts', () => {
    const offenders: string[] = [];
    for (const dir of ['src', 'workers', 'bench']) {
      for (const file of sourceFiles(dir)) {
        if (isNameHome(file)) continue;
        offenders.push(...bareNames(file, readFileSync(path.join(root, file), 'utf8'), names));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('would catch a handler that names an event as a string, in code or in SQL, but not in a comment', () => {
    const handler = [
      '/** `email` queue, `SlotHeld`: documentation may name events. */',
      "if (job.data.type === 'SlotHeld') return;",
      'const a = `HoldExpired`;',
      "await sql`SELECT id FROM domain_event WHERE type = 'AppointmentBooked' AND seq > ${seq}`.execute(db);",
    ].join('\n');
    expect(bareNames('src/modules/x/x.handler.ts', handler, names)).toEqual([
      "src/modules/x/x.handler.ts:2: 'SlotHeld'",
      "src/modules/x/x.handler.ts:3: 'HoldExpired'",
      "src/modules/x/x.handler.ts:4: 'AppointmentBooked'",
    ]);
  });

  /*
   * Checked by `npm run typecheck` (Jest only transpiles): each `@ts-expect-error` below must stay an
   * error, or the typecheck fails on the unused directive. They prove a wrong name or payload cannot
   * be emitted, routed or read.
   */
  it('refuses, at compile time, an unknown name, a wrong payload, a route or a handler reading a field its event lacks', () => {
    const emitted: DomainEventInput[] = [];
    const uow: UnitOfWork = { emit: (event) => emitted.push(event) };
    uow.emit({
      type: BookingEvent.SlotHeld,
      aggregateType: 'hold',
      aggregateId: 'h1',
      payload: { slotId: 's1', expiresAt: '2026-12-01T09:00:00.000Z' },
    });
    // @ts-expect-error: no module declares this event
    uow.emit({ type: 'SlotHold', aggregateType: 'hold', aggregateId: 'h1' });
    const slot = { type: BookingEvent.SlotHeld, aggregateType: 'hold', aggregateId: 'h1' } as const;
    // @ts-expect-error: SlotHeld's expiresAt is an ISO string
    uow.emit({ ...slot, payload: { slotId: 's1', expiresAt: 1 } });
    // @ts-expect-error: AppointmentBooked carries its slot
    uow.emit({ type: BookingEvent.AppointmentBooked, aggregateType: 'appointment', aggregateId: 'a1' });
    expect(emitted).toHaveLength(4);

    const hold = { queue: QueueName.Hold, job: JobName.ExpireHold } as const;
    const routes: EventRoutes = {
      // @ts-expect-error: AppointmentBooked has no expiresAt to delay a job by
      AppointmentBooked: [{ ...hold, options: (event) => ({ delay: Date.parse(event.payload.expiresAt) }) }],
    };
    expect(routes).toBeDefined();

    const read = (job: EventJob<typeof BookingEvent.HoldExpired | typeof BookingEvent.HoldReleased>) => {
      const appointmentId: string | null = job.data.payload.appointmentId;
      // @ts-expect-error: neither event carries an expiry
      return [appointmentId, job.data.payload.expiresAt];
    };
    expect(read).toBeInstanceOf(Function);
  });
});

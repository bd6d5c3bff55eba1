import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isBookableSlot, isTakenSlot } from './bookable-slot.rules.js';

describe(isBookableSlot.name, () => {
  const now = new Date('2027-03-01T10:00:00Z');
  it('counts open slots and expired holds as bookable, live holds and bookings not', () => {
    expect(isBookableSlot({ status: 'open', holdExpiresAt: null }, now)).toBe(true);
    expect(isBookableSlot({ status: 'held', holdExpiresAt: new Date('2027-03-01T09:59:59Z') }, now)).toBe(true);
    expect(isBookableSlot({ status: 'held', holdExpiresAt: new Date('2027-03-01T10:05:00Z') }, now)).toBe(false);
    expect(isBookableSlot({ status: 'booked', holdExpiresAt: null }, now)).toBe(false);
    expect(isBookableSlot({ status: 'blocked', holdExpiresAt: null }, now)).toBe(false);
  });

  it('reads a hold expiry given as the text PostgreSQL sends, and counts a hold running out this instant as run out', () => {
    expect(isBookableSlot({ status: 'held', holdExpiresAt: '2027-03-01 10:00:00+00' }, now)).toBe(true);
    expect(isBookableSlot({ status: 'held', holdExpiresAt: '2027-03-01 10:00:00.001+00' }, now)).toBe(false);
  });
});

describe(isTakenSlot.name, () => {
  const now = new Date('2027-03-01T10:00:00Z');
  it('counts bookings and live holds as taken by a patient; open, blocked and run-out holds not', () => {
    expect(isTakenSlot({ status: 'booked', holdExpiresAt: null }, now)).toBe(true);
    expect(isTakenSlot({ status: 'held', holdExpiresAt: new Date('2027-03-01T10:05:00Z') }, now)).toBe(true);
    expect(isTakenSlot({ status: 'held', holdExpiresAt: now }, now)).toBe(false);
    expect(isTakenSlot({ status: 'open', holdExpiresAt: null }, now)).toBe(false);
    expect(isTakenSlot({ status: 'blocked', holdExpiresAt: null }, now)).toBe(false);
  });
});

/**
 * The rule is written once. A query elsewhere that compares a slot's hold expiry
 * itself (`hold_expires_at <=`, `.where('s.hold_expires_at', '>', …)`) is a copy of it that can
 * drift; it takes `bookableSlotAt` / `takenSlotAt` from booking's public surface instead.
 */
describe('the bookable-slot rule, written once', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const comparesHoldExpiry = /hold_expires_at['"`]?\s*(,\s*['"`])?(<=|>=|<|>)/;
  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'migrations') yield* sources(rel);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|d)\.tsx?$/.test(entry.name)) yield rel;
    }
  }

  it('compares a hold expiry only in bookable-slot.rules.ts', () => {
    const copies = [...sources('src'), ...sources('workers')].flatMap((file) =>
      file.endsWith('bookable-slot.rules.ts')
        ? []
        : readFileSync(path.join(root, file), 'utf8')
            .split('\n')
            .flatMap((line, i) => (comparesHoldExpiry.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(copies).toEqual([]);
  });

  it('would catch a copy of the rule, in Kysely or in SQL', () => {
    expect(comparesHoldExpiry.test("eb('s.hold_expires_at', '<=', now.toISOString())")).toBe(true);
    expect(comparesHoldExpiry.test('WHERE s.hold_expires_at > $1')).toBe(true);
    expect(comparesHoldExpiry.test(".set({ status: 'open', hold_id: null, hold_expires_at: null })")).toBe(false);
  });
});

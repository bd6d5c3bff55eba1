import { UK_BANK_HOLIDAYS } from './bank-holidays.constants.js';

/** How long before the bundled list runs out the suite asks for a fresh one. */
const WARNING_DAYS = 60;

describe('The bundled bank holidays', () => {
  // The machine's own date, not a test clock: the list must be fresh in the world, not in a test.
  const today = new Date().toISOString().slice(0, 10);

  it.each(Object.entries(UK_BANK_HOLIDAYS))(`for %s reach more than ${WARNING_DAYS} days ahead (refresh: npm run bank-holidays, docs/runbook.md)`, (_region, holidays) => {
    const last = holidays.at(-1)!.date;
    const warnFrom = new Date(Date.parse(`${last}T00:00:00Z`) - WARNING_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect({ today, lastBundled: last, refreshBy: warnFrom, fresh: today < warnFrom }).toEqual({ today, lastBundled: last, refreshBy: warnFrom, fresh: true });
  });
});

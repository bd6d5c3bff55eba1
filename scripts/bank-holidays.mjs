// `npm run bank-holidays [-- FILE]`: rewrites src/modules/availability/bank-holidays.constants.ts from
// GOV.UK's list (https://www.gov.uk/bank-holidays.json, Open Government Licence v3.0), from 1 January
// of this year on. With FILE it reads a copy saved by hand (for a machine that cannot reach GOV.UK).
// A unit test fails 60 days before the last bundled holiday, so this runs before the list runs out.
import { readFileSync, writeFileSync } from 'node:fs';

const SOURCE = 'https://www.gov.uk/bank-holidays.json';
const REGIONS = { 'england-and-wales': 'England and Wales', scotland: 'Scotland' };

const file = process.argv[2];
const list = file ? JSON.parse(readFileSync(file, 'utf8')) : await (await fetch(SOURCE)).json();
const from = `${new Date().getUTCFullYear()}-01-01`;
const regions = Object.keys(REGIONS).map((region) => {
  const events = (list[region]?.events ?? []).filter((e) => e.date >= from).sort((a, b) => a.date.localeCompare(b.date));
  if (events.length === 0) throw new Error(`${file ?? SOURCE} has no ${region} holidays from ${from}`);
  return [region, events];
});
const years = [...new Set(regions.flatMap(([, events]) => events.map((e) => e.date.slice(0, 4))))];
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const target = new URL('../src/modules/availability/bank-holidays.constants.ts', import.meta.url);
writeFileSync(
  target,
  `/**
 * UK bank holidays, ${years[0]} to ${years.at(-1)}, substitute days included, from GOV.UK
 * (${SOURCE}, Open Government Licence v3.0). Written by \`npm run bank-holidays\`
 * (scripts/bank-holidays.mjs); the Closures section offers only dates from today on.
 */
export const BANK_HOLIDAY_REGIONS = [${Object.keys(REGIONS).map(quote).join(', ')}] as const;
export type BankHolidayRegion = (typeof BANK_HOLIDAY_REGIONS)[number];
export const BANK_HOLIDAY_REGION_LABELS: Record<BankHolidayRegion, string> = { ${Object.entries(REGIONS).map(([k, v]) => `${/-/.test(k) ? quote(k) : k}: ${quote(v)}`).join(', ')} };

export const UK_BANK_HOLIDAYS: Record<BankHolidayRegion, ReadonlyArray<{ date: string; title: string }>> = {
${regions.map(([region, events]) => `  ${quote(region)}: [\n${events.map((e) => `    { date: ${quote(e.date)}, title: ${quote(e.title)} },`).join('\n')}\n  ],`).join('\n')}
};
`,
);
console.log(`wrote ${target.pathname}: ${regions.map(([region, events]) => `${region} ${events.length} (to ${events.at(-1).date})`).join(', ')}`);

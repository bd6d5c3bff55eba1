/**
 * UK bank holidays, 2026 to 2027, substitute days included, from GOV.UK
 * (https://www.gov.uk/bank-holidays.json, Open Government Licence v3.0). Written by `npm run bank-holidays`
 * (scripts/bank-holidays.mjs); the Closures section offers only dates from today on.
 */
export const BANK_HOLIDAY_REGIONS = ['england-and-wales', 'scotland'] as const;
export type BankHolidayRegion = (typeof BANK_HOLIDAY_REGIONS)[number];
export const BANK_HOLIDAY_REGION_LABELS: Record<BankHolidayRegion, string> = { 'england-and-wales': 'England and Wales', scotland: 'Scotland' };

export const UK_BANK_HOLIDAYS: Record<BankHolidayRegion, ReadonlyArray<{ date: string; title: string }>> = {
  'england-and-wales': [
    { date: '2026-01-01', title: 'New Year\'s Day' },
    { date: '2026-04-03', title: 'Good Friday' },
    { date: '2026-04-06', title: 'Easter Monday' },
    { date: '2026-05-04', title: 'Early May bank holiday' },
    { date: '2026-05-25', title: 'Spring bank holiday' },
    { date: '2026-08-31', title: 'Summer bank holiday' },
    { date: '2026-12-25', title: 'Christmas Day' },
    { date: '2026-12-28', title: 'Boxing Day (substitute day)' },
    { date: '2027-01-01', title: 'New Year\'s Day' },
    { date: '2027-03-26', title: 'Good Friday' },
    { date: '2027-03-29', title: 'Easter Monday' },
    { date: '2027-05-03', title: 'Early May bank holiday' },
    { date: '2027-05-31', title: 'Spring bank holiday' },
    { date: '2027-08-30', title: 'Summer bank holiday' },
    { date: '2027-12-27', title: 'Christmas Day (substitute day)' },
    { date: '2027-12-28', title: 'Boxing Day (substitute day)' },
  ],
  'scotland': [
    { date: '2026-01-01', title: 'New Year\'s Day' },
    { date: '2026-01-02', title: '2nd January' },
    { date: '2026-04-03', title: 'Good Friday' },
    { date: '2026-05-04', title: 'Early May bank holiday' },
    { date: '2026-05-25', title: 'Spring bank holiday' },
    { date: '2026-08-03', title: 'Summer bank holiday' },
    { date: '2026-11-30', title: 'St Andrew\'s Day' },
    { date: '2026-12-25', title: 'Christmas Day' },
    { date: '2026-12-28', title: 'Boxing Day (substitute day)' },
    { date: '2027-01-01', title: 'New Year\'s Day' },
    { date: '2027-01-04', title: '2nd January (substitute day)' },
    { date: '2027-03-26', title: 'Good Friday' },
    { date: '2027-05-03', title: 'Early May bank holiday' },
    { date: '2027-05-31', title: 'Spring bank holiday' },
    { date: '2027-08-02', title: 'Summer bank holiday' },
    { date: '2027-11-30', title: 'St Andrew\'s Day' },
    { date: '2027-12-27', title: 'Christmas Day (substitute day)' },
    { date: '2027-12-28', title: 'Boxing Day (substitute day)' },
  ],
};

import { closureProblems, upcomingBankHolidays } from './closures.rules.js';
import { UK_BANK_HOLIDAYS } from '../bank-holidays.constants.js';

describe('closure rules', () => {
  const today = '2026-11-23';
  it('accepts a range from today, one day or many', () => {
    expect(closureProblems({ startsOn: today, endsOn: today }, today)).toEqual({});
    expect(closureProblems({ startsOn: '2026-12-24', endsOn: '2027-01-02' }, today)).toEqual({});
  });
  it('names each problem by field', () => {
    expect(closureProblems({}, today)).toEqual({ startsOn: 'Enter the first and last day of the closure.', endsOn: 'Enter the first and last day of the closure.' });
    expect(closureProblems({ startsOn: '2026-11-22', endsOn: '2026-11-24' }, today)).toEqual({ startsOn: 'A closure cannot start in the past.' });
    expect(closureProblems({ startsOn: '2026-12-02', endsOn: '2026-12-01' }, today)).toEqual({ endsOn: 'The last day must be on or after the first day.' });
    expect(closureProblems({ startsOn: '2026-12-01', endsOn: '2027-12-02' }, today).endsOn).toMatch(/at most 366 days/);
    expect(closureProblems({ startsOn: '2026-13-01', endsOn: '2026-13-02' }, today).startsOn).toMatch(/Enter the first/);
  });
  it('offers only bank holidays from today on, per region', () => {
    expect(upcomingBankHolidays('england-and-wales', today).map((h) => h.date)).toEqual(['2026-12-25', '2026-12-28', ...UK_BANK_HOLIDAYS['england-and-wales'].filter((h) => h.date.startsWith('2027')).map((h) => h.date)]);
    expect(upcomingBankHolidays('scotland', today)[0]).toEqual({ date: '2026-11-30', title: "St Andrew's Day" });
  });
  it('keeps every bundled date a real date, in order, without duplicates', () => {
    for (const list of Object.values(UK_BANK_HOLIDAYS)) {
      const dates = list.map((h) => h.date);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      for (const d of dates) expect(new Date(`${d}T12:00:00Z`).toISOString().slice(0, 10)).toBe(d);
    }
  });
});

import { outcodeOf, phoneKey, retentionCutoff } from './privacy.rules.js';

describe('privacy rules', () => {
  describe(retentionCutoff.name, () => {
    it('is the given number of whole days before now', () => {
      expect(retentionCutoff(new Date('2032-11-23T03:30:00Z'), 2192).toISOString()).toBe(
        '2026-11-23T03:30:00.000Z',
      ); // 6 calendar years, 2 leap days among them;
    });

    it('refuses a retention that is not a positive whole number of days', () => {
      expect(() => retentionCutoff(new Date(), 0)).toThrow(RangeError);
      expect(() => retentionCutoff(new Date(), 1.5)).toThrow(RangeError);
    });
  });

  describe(phoneKey.name, () => {
    it('finds one UK number however it was written', () => {
      const keys = [
        '07700 900123',
        '+44 7700 900123',
        '0044 7700 900123',
        '+44 (0)7700-900123',
        '(07700) 900 123',
      ].map(phoneKey);
      expect(new Set(keys)).toEqual(new Set(['7700900123']));
    });

    it('refuses a number too short to identify anyone', () => {
      expect(phoneKey('12-34')).toBe('');
    });
  });

  describe(outcodeOf.name, () => {
    it('keeps the district of a postcode however it was typed', () => {
      expect(outcodeOf('SW1A 1AA')).toBe('SW1A');
      expect(outcodeOf('sw1a1aa')).toBe('SW1A');
      expect(outcodeOf(' m3  3wb ')).toBe('M3');
      expect(outcodeOf('EH6 5EL')).toBe('EH6');
    });

    it('keeps nothing of text that is not a postcode', () => {
      expect(outcodeOf('my house')).toBe('');
      expect(outcodeOf('')).toBe('');
    });
  });
});

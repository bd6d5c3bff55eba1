import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_TOKEN_BYTES } from './staff.constants.js';
import { feedTokenOf, firstName, peopleHelpedText } from './staff.rules.js';

describe('peopleHelpedText', () => {
  it.each([
    [1501, 'over 1,500'],
    [1500, 'over 1,400'],
    [1612, 'over 1,600'],
    [12_345, 'over 12,300'],
    [1000, 'over 990'],
    [57, 'over 50'],
    [11, 'over 10'],
    [10, '10'],
    [0, '0'],
    [-3, '0'],
  ])('%d → %s (always strictly below the count)', (count, text) => {
    expect(peopleHelpedText(count)).toBe(text);
  });

  it.each([
    [1501, 'dros 1,500'],
    [12_345, 'dros 12,300'],
    [57, 'dros 50'],
    [10, '10'],
  ])('in Welsh, %d → %s (the mirror’s words around the same figure)', (count, text) => {
    expect(peopleHelpedText(count, 'cy')).toBe(text);
  });
});

describe('firstName', () => {
  it('keeps the first word only', () => {
    expect(firstName('  Ann  Marie Smith ')).toBe('Ann');
    expect(firstName('X'.repeat(60))).toHaveLength(40);
    expect(firstName('')).toBe('');
  });
});

describe('feedTokenOf', () => {
  const token = randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url');
  it('accepts <token>.ics of the right length and alphabet', () => {
    expect(feedTokenOf(`${token}.ics`)).toBe(token);
  });
  it.each([token, `${token}.ICS`, `${token.slice(1)}.ics`, `${token}a.ics`, `${token.slice(1)}+.ics`, '.ics', '../x.ics'])('refuses %s', (segment) => {
    expect(feedTokenOf(segment)).toBeUndefined();
  });
});

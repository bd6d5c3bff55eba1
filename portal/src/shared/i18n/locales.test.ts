import { describe, expect, it } from 'vitest';
import { pageLocale } from './locales';

// The path rules themselves are the site context's (src/modules/site/rules/language.rules.spec.ts).
describe('locales', () => {
  it('speaks the path’s language only once Welsh is offered', () => {
    expect(pageLocale('/cy/register', true)).toBe('cy');
    expect(pageLocale('/register', true)).toBe('en-GB');
    expect(pageLocale('/cy/register', false)).toBe('en-GB');
  });
});

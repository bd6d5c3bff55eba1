import { describe, expect, it } from 'vitest';
import { isLocale, localeOfPath, pageLocale, pathInLocale } from './locales';

describe('locales', () => {
  it('reads the language from the path: /cy and below is Welsh, anything else English', () => {
    expect(localeOfPath('/cy')).toBe('cy');
    expect(localeOfPath('/cy/')).toBe('cy');
    expect(localeOfPath('/cy/register')).toBe('cy');
    expect(localeOfPath('/')).toBe('en-GB');
    expect(localeOfPath('/register')).toBe('en-GB');
    expect(localeOfPath('/cycle')).toBe('en-GB');
    expect(localeOfPath('/appointments/cy')).toBe('en-GB');
  });

  it('gives the same page in the other language, keeping the query and hash', () => {
    expect(pathInLocale('/', 'cy')).toBe('/cy');
    expect(pathInLocale('/register', 'cy')).toBe('/cy/register');
    expect(pathInLocale('/cy/register', 'en-GB')).toBe('/register');
    expect(pathInLocale('/cy', 'en-GB')).toBe('/');
    expect(pathInLocale('/cy/', 'en-GB')).toBe('/');
    expect(pathInLocale('/cy/register', 'cy')).toBe('/cy/register');
    expect(pathInLocale('/appointments/manage?token=a%2Fb#move', 'cy')).toBe('/cy/appointments/manage?token=a%2Fb#move');
    expect(pathInLocale('/cy?postcode=CF10%201AA', 'en-GB')).toBe('/?postcode=CF10%201AA');
    expect(pathInLocale('/cycle', 'cy')).toBe('/cy/cycle');
  });

  it('knows its locales and nothing else', () => {
    expect(isLocale('cy')).toBe(true);
    expect(isLocale('en-GB')).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale('CY')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('speaks the path’s language only once Welsh is offered', () => {
    expect(pageLocale('/cy/register', true)).toBe('cy');
    expect(pageLocale('/register', true)).toBe('en-GB');
    expect(pageLocale('/cy/register', false)).toBe('en-GB');
  });
});

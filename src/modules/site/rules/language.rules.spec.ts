import { isLocale, isPatientPath, languageRedirect, localeOfPath, messageLocale, pathInLocale, preferredLocale } from './language.rules.js';

describe('Languages of the patient pages', () => {
  it('reads the language from the path: /cy and below is Welsh, anything else English', () => {
    expect(localeOfPath('/cy')).toBe('cy');
    expect(localeOfPath('/cy/')).toBe('cy');
    expect(localeOfPath('/cy/register')).toBe('cy');
    expect(localeOfPath('/')).toBe('en-GB');
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

  it('prefers the language the visitor chose, then Welsh when the browser asks for it before English', () => {
    expect(preferredLocale('cy', 'en-GB,en;q=0.9')).toBe('cy');
    expect(preferredLocale('en-GB', 'cy,en;q=0.5')).toBe('en-GB');
    expect(preferredLocale(undefined, 'cy')).toBe('cy');
    expect(preferredLocale(undefined, 'cy-GB,cy;q=0.9,en-GB;q=0.8')).toBe('cy');
    expect(preferredLocale(undefined, 'en-GB,en;q=0.9,cy;q=0.8')).toBe('en-GB');
    expect(preferredLocale(undefined, 'en;q=0.5, cy;q=0.8')).toBe('cy');
    expect(preferredLocale(undefined, 'fr-FR,fr;q=0.9,cy;q=0.8,en;q=0.7')).toBe('cy');
    expect(preferredLocale(undefined, 'cy;q=0, en')).toBe('en-GB');
    expect(preferredLocale(undefined, 'de')).toBe('en-GB');
    expect(preferredLocale(undefined, undefined)).toBe('en-GB');
    expect(preferredLocale('xx', ';;;,,q=abc')).toBe('en-GB');
  });

  it('knows its locales and nothing else', () => {
    expect(isLocale('cy')).toBe(true);
    expect(isLocale('en-GB')).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('sends a visitor who chose or prefers Welsh from an English patient page to its Welsh one while Welsh is offered, and every Welsh page to its English one while it is not', () => {
    expect(languageRedirect('/register?x=1', 'cy', undefined, true)).toBe('/cy/register?x=1');
    expect(languageRedirect('/', undefined, 'cy,en;q=0.5', true)).toBe('/cy');
    expect(languageRedirect('/', 'en-GB', 'cy', true)).toBeNull();
    expect(languageRedirect('/cy/register', 'en-GB', undefined, true)).toBeNull();
    expect(languageRedirect('/admin', 'cy', 'cy', true)).toBeNull();
    expect(languageRedirect('/staff/p1', 'cy', 'cy', true)).toBeNull();
    expect(languageRedirect('/register', 'cy', 'cy', false)).toBeNull();
    expect(languageRedirect('/cy/register?x=1', 'cy', 'cy', false)).toBe('/register?x=1');
    expect(languageRedirect('/cy', undefined, undefined, false)).toBe('/');
    expect(languageRedirect('//evil.example/x', 'cy', undefined, true)).toBe('/cy//evil.example/x');
  });

  it('writes a booking’s messages in its language only while Welsh is offered', () => {
    expect(messageLocale('cy', true)).toBe('cy');
    expect(messageLocale('cy', false)).toBe('en-GB');
    expect(messageLocale('en-GB', true)).toBe('en-GB');
  });

  it('knows the back office from the patient pages', () => {
    expect(isPatientPath('/')).toBe(true);
    expect(isPatientPath('/appointments/manage')).toBe(true);
    expect(isPatientPath('/administrator')).toBe(true);
    expect(isPatientPath('/admin')).toBe(false);
    expect(isPatientPath('/admin/appointments/1')).toBe(false);
    expect(isPatientPath('/login')).toBe(false);
    expect(isPatientPath('/login/link')).toBe(true);
    expect(isPatientPath('/staff/p1/day')).toBe(false);
    expect(isPatientPath('/invitation')).toBe(false);
  });
});

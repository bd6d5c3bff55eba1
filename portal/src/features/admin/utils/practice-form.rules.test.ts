import { describe, expect, it } from 'vitest';
import { emptyPractice, parseImport, parseServices, validatePractice } from './practice-form.rules';

const valid = () => ({
  ...emptyPractice(),
  name: 'Smile Dental',
  addressLine1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  phone: '020 7946 0000',
  email: 'front@smile.example',
});

describe('practice form rules', () => {
  it('starts with the spec default opening hours (Mon–Fri 09–17, Sat 10–14, Sun closed)', () => {
    const h = emptyPractice().openingHours;
    expect(h.monday).toEqual({ open: '09:00', close: '17:00', isClosed: false });
    expect(h.saturday).toEqual({ open: '10:00', close: '14:00', isClosed: false });
    expect(h.sunday.isClosed).toBe(true);
  });

  it('accepts a complete practice', () => {
    expect(validatePractice(valid())).toEqual({});
  });

  it('names every missing required field with its message', () => {
    expect(Object.keys(validatePractice(emptyPractice())).sort()).toEqual(['addressLine1', 'city', 'email', 'name', 'phone', 'postcode']);
  });

  it('checks website, coordinate ranges and pairs', () => {
    expect(validatePractice({ ...valid(), website: 'not a url' }).website).toMatch(/valid website/);
    expect(validatePractice({ ...valid(), latitude: '91', longitude: '0' }).latitude).toBe('Latitude must be a number between -90 and 90.');
    expect(validatePractice({ ...valid(), latitude: '51.5', longitude: '-181' }).longitude).toBe('Longitude must be a number between -180 and 180.');
    expect(validatePractice({ ...valid(), latitude: '51.5', longitude: '' }).longitude).toMatch(/both/);
    expect(validatePractice({ ...valid(), latitude: '51.5', longitude: '-0.12' })).toEqual({});
  });

  it('refuses opening hours that close before they open', () => {
    const p = valid();
    p.openingHours.monday = { open: '17:00', close: '09:00', isClosed: false };
    expect(validatePractice(p)['openingHours.monday']).toMatch(/Monday/);
  });

  it('splits services on commas, trimmed, empty items dropped', () => {
    expect(parseServices(' Check-up, ,Extraction ,, Root canal ')).toEqual(['Check-up', 'Extraction', 'Root canal']);
  });

  it('wraps a single object and refuses what does not parse', () => {
    expect(parseImport('{"name":"A"}')).toEqual({ ok: true, items: [{ name: 'A' }] });
    expect(parseImport('[{"name":"A"},{"name":"B"}]')).toEqual({ ok: true, items: [{ name: 'A' }, { name: 'B' }] });
    expect(parseImport('{oops')).toEqual({ ok: false });
    expect(parseImport('42')).toEqual({ ok: false });
  });
});

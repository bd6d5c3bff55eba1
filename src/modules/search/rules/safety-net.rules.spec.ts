import { RED_FLAG_CODES, RED_FLAG_MESSAGES } from '../clinical-safety.constants.js';
import { readRedFlags } from './safety-net.rules.js';

describe(readRedFlags.name, () => {
  it.each(RED_FLAG_CODES.map((code) => [code]))('calls "%s" an emergency', (code) => {
    expect(readRedFlags({ redFlags: [code] })).toEqual({ kind: 'emergency', codes: [code] });
  });

  it('lists each sign once, in the question’s order', () => {
    expect(readRedFlags({ redFlags: ['head_injury', 'eye_swelling', 'head_injury'] })).toEqual({
      kind: 'emergency',
      codes: ['eye_swelling', 'head_injury'],
    });
  });

  it('lets the search run when the list is empty: the patient said "none of these"', () => {
    expect(readRedFlags({ redFlags: [] })).toEqual({ kind: 'none' });
    expect(readRedFlags({ name: 'Ann', redFlags: [] })).toEqual({ kind: 'none' });
  });

  it('calls an absent list missing, not none: a client that never asked the question gets no time', () => {
    for (const body of [{}, { name: 'Ann' }, { redFlags: undefined }, null, undefined, 'text', [['head_injury']]]) {
      expect(readRedFlags(body)).toEqual({ kind: 'missing', message: RED_FLAG_MESSAGES.required });
    }
  });

  it('tells a client developer how to answer when the list is missing', () => {
    expect(RED_FLAG_MESSAGES.required).toContain('redFlags is required');
    expect(RED_FLAG_MESSAGES.required).toContain('[]');
  });

  it('refuses an unknown code, a list that is not a list, and a list of something else', () => {
    for (const redFlags of [['toothache'], 'head_injury', null, { head_injury: true }, [1], ['HEAD_INJURY']]) {
      expect(readRedFlags({ redFlags })).toEqual({ kind: 'invalid', message: RED_FLAG_MESSAGES.invalid });
    }
  });

  it('errs towards safety: a known sign beside an unknown code is still an emergency', () => {
    expect(readRedFlags({ redFlags: ['toothache', 'uncontrolled_bleeding', 42] })).toEqual({
      kind: 'emergency',
      codes: ['uncontrolled_bleeding'],
    });
  });
});

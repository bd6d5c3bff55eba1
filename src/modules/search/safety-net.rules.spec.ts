import { RED_FLAG_CODES, RED_FLAG_MESSAGES } from './clinical-safety.constants.js';
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

  it('lets the search run when the list is absent or empty, or the body is not an object', () => {
    for (const body of [{}, { redFlags: [] }, { name: 'Ann' }, null, undefined, 'text', [['head_injury']]]) {
      expect(readRedFlags(body)).toEqual({ kind: 'none' });
    }
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

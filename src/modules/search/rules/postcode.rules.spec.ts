import { checkPostcode } from './postcode.rules.js';

describe(checkPostcode.name, () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA', 'SW1A'],
    ['  SW1A   1AA ', 'SW1A 1AA', 'SW1A'],
    ['m11ae', 'M1 1AE', 'M1'],
    ['eh2 3aa', 'EH2 3AA', 'EH2'],
    ['G1', 'G1', 'G1'],
    // Pasted or dictated: any spacing and case, with stray punctuation.
    ['M 1 1 A E', 'M1 1AE', 'M1'],
    ['m1 1ae.', 'M1 1AE', 'M1'],
  ])('normalises %p to %p', (input, postcode, outcode) => {
    expect(checkPostcode(input)).toEqual({ ok: true, postcode, outcode });
  });

  it('asks for a postcode when it is empty, with the spec text', () => {
    expect(checkPostcode('  ')).toMatchObject({
      ok: false,
      message: 'Please enter your postcode to find the nearest practice.',
    });
    expect(checkPostcode(undefined)).toMatchObject({ ok: false, code: 'postcode_required' });
  });

  it('refuses Northern Ireland, which the service does not cover', () => {
    expect(checkPostcode('BT1 1AA')).toMatchObject({ ok: false, code: 'northern_ireland' });
  });

  it.each(['GY1 1AA', 'JE2 3AB', 'IM1 1AA'])('refuses %p outside Great Britain', (input) => {
    expect(checkPostcode(input)).toMatchObject({ ok: false, code: 'outside_gb' });
  });

  it.each(['12345', 'ABC DEF', 'SW1A 1A', '1SW 1AA', 'not a postcode'])('refuses the invalid %p', (input) => {
    expect(checkPostcode(input)).toMatchObject({
      ok: false,
      code: 'postcode_invalid',
      message: 'Please enter a valid UK postcode.',
    });
  });
});

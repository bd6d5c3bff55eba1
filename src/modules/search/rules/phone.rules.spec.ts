import fullMetadata from 'libphonenumber-js/metadata.max.json';
import { checkUkPhone } from './phone.rules.js';
import { UK_PHONE_METADATA } from '../uk-phone-metadata.constants.js';

describe(checkUkPhone.name, () => {
  it.each([
    ['07911 123456', '+447911123456', '07911 123456'],
    ['07911123456', '+447911123456', '07911 123456'],
    ['+44 7911 123456', '+447911123456', '07911 123456'],
    ['0044 (0)7911-123-456', '+447911123456', '07911 123456'],
    ['(0117) 496 0123', '+441174960123', '0117 496 0123'],
    ['020 7946 0000', '+442079460000', '020 7946 0000'],
    ['028 9018 0000', '+442890180000', '028 9018 0000'],
    ['07797 123456', '+447797123456', '07797 123456'],
  ])('accepts the UK number %p as %p, shown as %p', (input, e164, national) => {
    expect(checkUkPhone(input)).toEqual({ ok: true, e164, national });
  });

  it.each(['07700 900982', '07700900000', '+44 7700 900999', '01632 960001'])(
    "accepts Ofcom's drama number %p, which our own hint shows",
    (input) => {
      expect(checkUkPhone(input)).toMatchObject({ ok: true });
    },
  );

  it('asks for a phone number when there is none', () => {
    const required = { ok: false, code: 'phone_required', message: 'Enter your phone number' };
    expect(checkUkPhone('  ')).toEqual(required);
    expect(checkUkPhone(undefined)).toEqual(required);
  });

  it.each([
    ['0', 'too short'],
    ['0123', 'too short'],
    ['07911 12345', 'a digit short'],
    ['07911 1234567', 'a digit long'],
    ['01481 123456', 'not a number anyone has'],
    ['07700 9001234', "one digit past Ofcom's drama block"],
    ['+1 202 555 0123', 'American'],
    ['+353 1 234 5678', 'Irish'],
    ['0909 879 0000', 'premium rate: the practice would pay to call back'],
    ['0800 123 4567', 'freephone'],
    ['07911 123456 ext 2', 'with an extension'],
    ['call me on 07911 123456', 'words around a number'],
    ['tel:+447911123456', 'a link'],
    ['x', 'no number at all'],
  ])('refuses %p (%s) with the UK phone message', (input) => {
    expect(checkUkPhone(input)).toEqual({
      ok: false,
      code: 'phone_invalid',
      message: 'Please enter a valid UK phone number, like 07700 900 982.',
    });
  });

  it("uses libphonenumber-js's own +44 metadata, regenerated after each upgrade (npm run phone-metadata)", () => {
    const regions = fullMetadata.country_calling_codes['44'];
    expect(UK_PHONE_METADATA).toEqual({
      version: fullMetadata.version,
      country_calling_codes: { 44: regions },
      countries: Object.fromEntries(regions.map((region) => [region, fullMetadata.countries[region]])),
    });
  });
});

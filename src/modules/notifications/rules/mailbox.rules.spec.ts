import addressparser from 'nodemailer/lib/addressparser';
import fc from 'fast-check';
import { MAILBOX_MAX_LENGTH, plainMailbox } from './mailbox.rules.js';

describe(plainMailbox.name, () => {
  it('takes one plain mailbox, trimmed, its domain in lower case', () => {
    expect(plainMailbox(' Pat.Patient+dental@Example.ORG ')).toBe('Pat.Patient+dental@example.org');
    expect(plainMailbox("o'brien@mail.example.co.uk")).toBe("o'brien@mail.example.co.uk");
    expect(plainMailbox('x@sub-domain.example')).toBe('x@sub-domain.example');
  });

  it('gives an internationalised domain in its ASCII form', () => {
    expect(plainMailbox('anna@bücher.example')).toBe('anna@xn--bcher-kva.example');
    expect(plainMailbox('anna@xn--bcher-kva.example')).toBe('anna@xn--bcher-kva.example');
  });

  it.each([
    ['a list', 'a,b@example.org'],
    ['a list with a semicolon', 'a;b@example.org'],
    ['two addresses', 'a@example.org, b@example.org'],
    ['angle brackets', '<x>@example.org'],
    ['a display name', 'Pat <pat@example.org>'],
    ['a comment', 'a(b)@example.org'],
    ['a quoted local part', '"a b"@example.org'],
    ['an IPv4 literal', 'x@[127.0.0.1]'],
    ['an IPv6 literal', 'x@[IPv6:::1]'],
    ['an IPv4 domain', 'x@127.0.0.1'],
    ['a hex IPv4 domain', 'x@0x7f.1'],
    ['no domain dot', 'x@localhost'],
    ['two @', 'a@b@example.org'],
    ['no local part', '@example.org'],
    ['a dot at the start', '.a@example.org'],
    ['two dots', 'a..b@example.org'],
    ['a space', 'a b@example.org'],
    ['a trailing dot', 'a@example.org.'],
    ['a label starting with a hyphen', 'a@-example.org'],
    ['an underscore in the domain', 'a@ex_ample.org'],
    ['a numeric top-level domain', 'a@example.123'],
    ['a URL in the domain', 'a@example.org/path'],
    ['a port', 'a@example.org:25'],
    ['a non-ASCII local part', 'zoë@example.org'],
    ['a new line', 'a@example.org\nBcc: b@example.org'],
    ['too long', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.org`],
    ['a local part over 64', `${'a'.repeat(65)}@example.org`],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_what, input) => {
    expect(plainMailbox(input)).toBeUndefined();
  });

  it('for any input it accepts, a mail library reads exactly one recipient: the address it gives', () => {
    const atext = fc.constantFrom(...'abcXYZ019!#$%&\'*+/=?^_`{|}~-'.split(''));
    const word = fc.string({ unit: atext, minLength: 1, maxLength: 10 });
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
    const anything = fc.string({ unit: fc.constantFrom(...'aZ09.@,;<>()[]" \\:!#+-_'.split('')), maxLength: 30 });
    const candidate = fc.oneof(
      fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('org', 'uk', 'example', 'xn--p1ai')).map(
        ([locals, labels, tld]) => `${locals.join('.')}@${[...labels, tld].join('.')}`,
      ),
      anything,
    );
    fc.assert(
      fc.property(candidate, (input) => {
        const address = plainMailbox(input);
        if (address === undefined) return;
        expect(address.length).toBeLessThanOrEqual(MAILBOX_MAX_LENGTH);
        expect(addressparser(address)).toEqual([{ address, name: '' }]);
        // Idempotent: what is stored is taken again as it is.
        expect(plainMailbox(address)).toBe(address);
      }),
      { numRuns: 2000 },
    );
  });
});

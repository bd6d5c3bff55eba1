import { compactPostcode, displayPostcode, parsePostcodeLine, postcodePrefix, prefixUpperBound, tidyPostcode } from './postcodes.rules.js';

describe('postcode rules', () => {
  it('keys a postcode by its compact normal form and shows it with one space', () => {
    expect(compactPostcode(' w1g  8ys ')).toBe('W1G8YS');
    expect(displayPostcode('W1G8YS')).toBe('W1G 8YS');
    expect(displayPostcode('E16AN')).toBe('E1 6AN');
    expect(displayPostcode('SW1A1AA')).toBe('SW1A 1AA');
  });

  it('tidies a postcode pasted or dictated in any spacing and case, with stray punctuation', () => {
    for (const said of ['m11ae', 'M 1 1 A E', 'm1 1ae.', ' M1  1AE ', 'm1-1ae']) expect(tidyPostcode(said)).toBe('M1 1AE');
    expect(tidyPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(tidyPostcode('w1g 8ys')).toBe('W1G 8YS');
    // Not a full postcode's shape: its characters only, for the server to judge (a district is accepted there).
    expect(tidyPostcode('sw1a')).toBe('SW1A');
    expect(tidyPostcode('not a postcode')).toBe('NOTAPOSTCODE');
    expect(tidyPostcode(' . ')).toBe('');
  });

  it('accepts only prefixes that can begin a GB postcode, from the minimum length', () => {
    expect(postcodePrefix('sw', 2)).toBe('SW');
    expect(postcodePrefix('SW1A 1', 2)).toBe('SW1A1');
    expect(postcodePrefix('e1 6', 2)).toBe('E16');
    expect(postcodePrefix('W1G 8YS', 2)).toBe('W1G8YS');
    expect(postcodePrefix('s', 2)).toBeNull();
    expect(postcodePrefix('12', 2)).toBeNull();
    expect(postcodePrefix('SW1A 1AAA', 2)).toBeNull();
    expect(postcodePrefix("S%'", 2)).toBeNull();
    expect(postcodePrefix('SW_', 2)).toBeNull();
    expect(postcodePrefix(['SW'], 2)).toBeNull();
    expect(postcodePrefix('x'.repeat(100), 2)).toBeNull();
  });

  it('bounds a prefix range in byte order', () => {
    expect(prefixUpperBound('SW1A')).toBe('SW1B');
    expect(prefixUpperBound('E9')).toBe('E:');
    expect(prefixUpperBound('WZ')).toBe('W[');
    const inRange = (key: string, prefix: string) => key >= prefix && key < prefixUpperBound(prefix);
    expect(inRange('SW1A1AA', 'SW1A')).toBe(true);
    expect(inRange('SW1B1AA', 'SW1A')).toBe(false);
    expect(inRange('E99ZZ', 'E9')).toBe(true);
  });

  it('reads the file rows and skips the header and anything malformed', () => {
    expect(parsePostcodeLine('W1G 8YS,51.52066,-0.14719')).toEqual({ compact: 'W1G8YS', lat: 51.52066, lng: -0.14719 });
    expect(parsePostcodeLine('postcode,lat,lng')).toBeNull();
    expect(parsePostcodeLine('')).toBeNull();
    expect(parsePostcodeLine('W1G 8YS,,')).toBeNull();
    expect(parsePostcodeLine('W1G 8YS,40.1,-0.1')).toBeNull();
  });
});

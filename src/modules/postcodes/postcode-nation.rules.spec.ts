import { nationOfPostcode } from './postcode-nation.rules.js';

describe(nationOfPostcode.name, () => {
  it("names each nation from the postcode's area", () => {
    expect(nationOfPostcode('W1G 8YS')).toBe('england');
    expect(nationOfPostcode('EH1 1YZ')).toBe('scotland');
    expect(nationOfPostcode('G2 1DU')).toBe('scotland');
    expect(nationOfPostcode('CF10 1EP')).toBe('wales');
    expect(nationOfPostcode('ll55 4ua')).toBe('wales');
    expect(nationOfPostcode('sw1a1aa')).toBe('england');
  });

  it('follows the border where a district, a sector or a single postcode is on the other side of its area', () => {
    // CH is Chester's area (England); CH5-CH8 are Flintshire's districts (Wales).
    expect(nationOfPostcode('CH1 1AA')).toBe('england');
    expect(nationOfPostcode('CH7 1AA')).toBe('wales');
    // TD is the Scottish Borders' area; TD15 is Berwick-upon-Tweed (England), with some Scottish postcodes in TD15 1.
    expect(nationOfPostcode('TD1 1AA')).toBe('scotland');
    expect(nationOfPostcode('TD15 1AA')).toBe('england');
    expect(nationOfPostcode('TD15 1BT')).toBe('scotland');
    // NP16 7 is Tutshill and Sedbury: Gloucestershire, across the Wye from Chepstow.
    expect(nationOfPostcode('NP16 5AA')).toBe('wales');
    expect(nationOfPostcode('NP16 7AA')).toBe('england');
  });

  it('says nothing for a bare district the border cuts, and nothing outside Great Britain', () => {
    expect(nationOfPostcode('SY10')).toBeUndefined();
    expect(nationOfPostcode('TD15')).toBeUndefined();
    expect(nationOfPostcode('SY1')).toBe('england');
    expect(nationOfPostcode('CH5')).toBe('wales');
    for (const p of ['BT1 1AA', 'JE2 3AB', 'GY1 1AA', 'IM1 1AA', 'X', '', null, undefined, 'SW1A 1A']) expect(nationOfPostcode(p)).toBeUndefined();
  });
});

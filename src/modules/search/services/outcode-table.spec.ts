import { lookupOutcodeCentroid, outcodeOf } from './outcode-table.js';

describe('outcode table', () => {
  it('finds the outcode of full and bare postcodes', () => {
    expect(outcodeOf('sw1a 1aa')).toBe('SW1A');
    expect(outcodeOf('M1 1AE')).toBe('M1');
    expect(outcodeOf('EH1')).toBe('EH1');
  });

  it('knows the centroid of SW1A and E1 (checked against postcodes.io)', () => {
    expect(lookupOutcodeCentroid('SW1A 1AA')).toEqual({ lat: 51.50453, lng: -0.13225 });
    expect(lookupOutcodeCentroid('E1 6AN')).toEqual({ lat: 51.5174, lng: -0.05946 });
  });

  it('has no Northern Ireland outcodes and answers null for unknown ones', () => {
    expect(lookupOutcodeCentroid('BT1 1AA')).toBeNull();
    expect(lookupOutcodeCentroid('ZZ9 9ZZ')).toBeNull();
  });
});

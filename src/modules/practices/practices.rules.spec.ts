import { decodePracticeCursor, encodePracticeCursor, practiceSearchPatterns } from './practices.rules.js';

describe('The practices page', () => {
  const id = '0b9f7f52-3c1e-4f4a-9a3b-0a1d2c3e4f50';

  it('hands out a cursor it reads back, and refuses a changed one', () => {
    const cursor = encodePracticeCursor({ name: "St Mary's Dental", id });
    expect(decodePracticeCursor(cursor)).toEqual({ name: "St Mary's Dental", id });
    expect(decodePracticeCursor(`${cursor}x`)).toBeUndefined();
    expect(decodePracticeCursor(Buffer.from(JSON.stringify(['x', 'not-a-uuid'])).toString('base64url'))).toBeUndefined();
    expect(decodePracticeCursor(Buffer.from('{"a":1}').toString('base64url'))).toBeUndefined();
    expect(decodePracticeCursor('%%%')).toBeUndefined();
  });

  it('searches name and city as a substring and the postcode without its space, LIKE characters taken literally', () => {
    expect(practiceSearchPatterns('  Sw1A 1 ')).toEqual({ pattern: '%sw1a 1%', postcodePattern: '%SW1A1%' });
    expect(practiceSearchPatterns('100%_')).toEqual({ pattern: '%100\\%\\_%', postcodePattern: '%100\\%\\_%' });
  });
});

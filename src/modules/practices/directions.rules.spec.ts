import { directionsUrl } from './directions.rules.js';

describe('directionsUrl', () => {
  it('sends the maps app to the practice coordinates when it has them', () => {
    expect(directionsUrl({ latitude: 51.5203, longitude: -0.1469, address: '58 Harley Street, London, W1G 9QB' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=51.520300%2C-0.146900&travelmode=driving',
    );
  });

  it('falls back to the address (encoded) when the practice has no coordinates', () => {
    const url = new URL(directionsUrl({ latitude: null, longitude: null, address: '1 High St & Co, Leeds, LS1 1AA' }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('destination')).toBe('1 High St & Co, Leeds, LS1 1AA');
  });
});

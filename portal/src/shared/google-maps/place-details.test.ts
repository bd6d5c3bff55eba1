import { describe, expect, it } from 'vitest';
import { businessStatusText, type PlaceDetails, postcodeOf, practiceFieldsFrom } from './place-details';

const place: PlaceDetails = {
  addressComponents: [
    { longText: '58', shortText: '58', types: ['street_number'] },
    { longText: 'Harley Street', shortText: 'Harley St', types: ['route'] },
    { longText: 'Marylebone', shortText: 'Marylebone', types: ['neighborhood', 'political'] },
    { longText: 'London', shortText: 'London', types: ['postal_town'] },
    { longText: 'w1g9qb', shortText: 'W1G 9QB', types: ['postal_code'] },
  ],
  formattedAddress: '58 Harley St, London W1G 9QB, UK',
  location: { lat: 51.5203, lng: -0.1469 },
  name: 'Harley Street Emergency Dental',
  phone: '020 7946 0101',
  website: 'https://harley.example/',
  businessStatus: 'OPERATIONAL',
  types: ['dentist', 'establishment'],
  rating: 4.7,
};

describe("Google's place fields (spec 7, Geocoding)", () => {
  it('reads the postcode in its usual form, or null when Google has none', () => {
    expect(postcodeOf(place)).toBe('W1G 9QB');
    expect(postcodeOf({ ...place, addressComponents: [] })).toBeNull();
    expect(postcodeOf({ ...place, addressComponents: [{ longText: 'W1G', shortText: 'W1G', types: ['postal_code_prefix', 'postal_code'] }] })).toBeNull();
  });

  it("fills the practice form's fields: name, address lines, city, postcode, coordinates, phone and website", () => {
    expect(practiceFieldsFrom(place)).toEqual({
      name: 'Harley Street Emergency Dental',
      addressLine1: '58 Harley Street',
      addressLine2: 'Marylebone',
      city: 'London',
      postcode: 'W1G 9QB',
      latitude: '51.5203',
      longitude: '-0.1469',
      phone: '020 7946 0101',
      website: 'https://harley.example/',
    });
  });

  it('uses the premise when there is no street, and leaves out what Google does not give', () => {
    const premise = { ...place, phone: null, website: null, location: null, addressComponents: [{ longText: 'Riverside House', shortText: 'Riverside House', types: ['premise'] }, { longText: 'Leeds', shortText: 'Leeds', types: ['locality', 'political'] }] };
    expect(practiceFieldsFrom(premise)).toEqual({ name: 'Harley Street Emergency Dental', addressLine1: 'Riverside House', city: 'Leeds' });
  });

  it('says the business status in words', () => {
    expect(businessStatusText('OPERATIONAL')).toBe('open (operational)');
    expect(businessStatusText('CLOSED_PERMANENTLY')).toBe('closed permanently');
    expect(businessStatusText(null)).toBe('not given');
  });
});

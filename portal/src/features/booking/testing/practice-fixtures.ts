import type { PracticeSummary, SlotView } from '../api/search-practices';

/** A practice as a search answers it, for the booking feature's tests. */
export const HARLEY_PRACTICE: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  website: null,
  services: ['Emergency dental care'],
  openingHours: {},
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};

/** A 30-minute time on `date` (yyyy-MM-dd) at `hhmm` UTC. */
export const slotAt = (date: string, hhmm: string): SlotView => ({ id: `${date}-${hhmm}`, startTime: `${date}T${hhmm}:00Z`, endTime: `${date}T${hhmm}:30Z` });

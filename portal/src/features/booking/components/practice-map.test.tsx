import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PracticeMap, tileCredit } from './practice-details';
import type { PracticeSummary } from '../api/search-practices';

const practice: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  website: null,
  services: [],
  openingHours: {},
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};
const you = { lat: 51.5074, lng: -0.1278 };
const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';

describe('PracticeMap', () => {
  it('draws both places to scale with a north arrow, a scale bar and the distance and direction, without a tile server', () => {
    const { container } = render(<PracticeMap from={you} practice={practice} />);
    const drawing = screen.getByRole('img', { name: /^Map: you and Harley Street Emergency Dental, 1\.4 km apart\. The practice is 1\.4 km north-west of you\. Scale bar: \d+ (m|km)\.$/ });
    expect(drawing.tagName).toBe('svg');
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('.drawn-map__north')).not.toBeNull();
    expect(container.querySelector('.drawn-map__scale text')?.textContent).toMatch(/^\d+ (m|km)$/);
    expect(screen.getByText(/1\.4 km as the crow flies, north-west of you/)).toBeInTheDocument();
  });

  it('shows Leaflet tiles at the spec zoom for the distance, both places as labelled pins, and the credit, with a tile URL', async () => {
    const { container } = render(<PracticeMap from={you} practice={practice} tileUrl={TILES} />);
    const region = screen.getByRole('region', { name: /^Map: you and Harley Street Emergency Dental/ });
    await waitFor(() => expect(region.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0), { timeout: 5000 });
    const tiles = [...region.querySelectorAll('img.leaflet-tile')].map((i) => i.getAttribute('src'));
    expect(tiles.every((u) => /^https:\/\/tiles\.example\.test\/13\/\d+\/\d+\.png$/.test(u ?? ''))).toBe(true);
    expect(screen.getByRole('img', { name: 'You' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harley Street Emergency Dental' })).toBeInTheDocument();
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toMatch(/Map tiles from tiles\.example\.test/);
  });

  it('falls back to the drawing as soon as a tile cannot load', async () => {
    const { container } = render(<PracticeMap from={you} practice={practice} tileUrl={TILES} />);
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull(), { timeout: 5000 });
    fireEvent.error(container.querySelector('img.leaflet-tile')!);
    await waitFor(() => expect(container.querySelector('.leaflet-box')).toBeNull());
    expect(screen.getByRole('img', { name: /^Map: you and/ }).tagName).toBe('svg');
  });

  it('says "Error loading map coordinates" instead of drawing when the patient point is unusable', () => {
    render(<PracticeMap from={{ lat: Number.NaN, lng: 0 }} practice={practice} tileUrl={TILES} />);
    expect(screen.getByText('Error loading map coordinates')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says "Could not find coordinates for one or both locations" for a practice without coordinates', () => {
    render(<PracticeMap from={you} practice={{ ...practice, latitude: null, longitude: null, distanceKm: null }} />);
    expect(screen.getByText('Could not find coordinates for one or both locations')).toBeInTheDocument();
    expect(screen.getByText('Distance not available')).toBeInTheDocument();
  });
});

describe(tileCredit.name, () => {
  it("credits OpenStreetMap's contributors on their tiles and names any other host", () => {
    expect(tileCredit('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('© OpenStreetMap contributors');
    expect(tileCredit('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('© OpenStreetMap contributors');
    expect(tileCredit(TILES)).toBe('Map tiles from tiles.example.test');
    expect(tileCredit('not a url')).toBe('Map tiles from the tile server');
  });
});

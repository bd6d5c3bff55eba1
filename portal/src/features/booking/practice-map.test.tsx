import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PracticeMap, tileCredit } from './practice-details';
import type { PracticeSummary } from './search-api';

const practice: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  services: [],
  openingHours: {},
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};
const you = { lat: 51.5074, lng: -0.1278 };
const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';

describe('PracticeMap', () => {
  it('draws the two pins and the distance when no tile server is configured', () => {
    const { container } = render(<PracticeMap from={you} practice={practice} />);
    expect(screen.getByRole('img', { name: 'Map: you and Harley Street Emergency Dental, 1.4 km apart' }).tagName).toBe('svg');
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByText('1.4 km as the crow flies')).toBeInTheDocument();
  });

  it('shows the tiles at the spec zoom for the distance, both pins and the credit, with a tile URL', () => {
    const { container } = render(<PracticeMap from={you} practice={practice} tileUrl={TILES} />);
    const map = screen.getByRole('img', { name: /^Map: you and Harley Street Emergency Dental/ });
    const tiles = [...map.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((u) => /^https:\/\/tiles\.example\.test\/13\/\d+\/\d+\.png$/.test(u ?? ''))).toBe(true);
    expect(container.querySelectorAll('.tile-map__pin')).toHaveLength(2);
    expect(screen.getByText(/Map tiles from tiles\.example\.test/)).toBeInTheDocument();
  });

  it('falls back to the drawn map as soon as a tile cannot load', () => {
    const { container } = render(<PracticeMap from={you} practice={practice} tileUrl={TILES} />);
    fireEvent.error(container.querySelector('.tile-map img')!);
    expect(container.querySelector('.tile-map')).toBeNull();
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

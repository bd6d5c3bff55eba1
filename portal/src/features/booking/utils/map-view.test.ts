import { describe, expect, it } from 'vitest';
import { mapView } from './map-view';

describe('mapView (spec 9: the zoom table by distance, default centre London)', () => {
  const you = { lat: 51.5, lng: -0.1 };
  const practice = { lat: 51.6, lng: -0.3 };

  it.each([
    [150, 7],
    [60, 8],
    [25, 9],
    [15, 10],
    [7, 11],
    [3, 12],
    [2, 13],
    [0.4, 13],
  ])('looks between the two places at zoom %s km → %i', (km, zoom) => {
    const view = mapView([you, practice], km);
    expect(view.zoom).toBe(zoom);
    expect(view.centre.lat).toBeCloseTo(51.55, 9);
    expect(view.centre.lng).toBeCloseTo(-0.2, 9);
  });

  it('centres on the one place it has, and on London with none', () => {
    expect(mapView([you], null)).toEqual({ centre: you, zoom: 13 });
    expect(mapView([], null)).toEqual({ centre: { lat: 51.5074, lng: -0.1278 }, zoom: 13 });
  });
});

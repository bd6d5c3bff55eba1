import { describe, expect, it } from 'vitest';
import { MAP_MESSAGES, mapPoints } from './map-coordinates';

const london = { lat: 51.5074, lng: -0.1278 };
const practice = { latitude: 51.5203, longitude: -0.1469 };

describe(mapPoints.name, () => {
  it('gives both points when both are real coordinates', () => {
    expect(mapPoints(london, practice)).toEqual({ points: [london, { lat: 51.5203, lng: -0.1469 }] });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['without a longitude', { lat: 51.5 }],
    ['not numbers', { lat: '51.5', lng: '-0.1' }],
    ['NaN', { lat: Number.NaN, lng: -0.1 }],
    ['out of range', { lat: 151.5, lng: -0.1 }],
  ])('says "Error loading map coordinates" when the patient point is %s', (_, from) => {
    expect(mapPoints(from as never, practice)).toEqual({ problem: 'Error loading map coordinates' });
  });

  it('says "Could not find coordinates for one or both locations" for a practice without coordinates', () => {
    expect(mapPoints(london, { latitude: null, longitude: null })).toEqual({ problem: MAP_MESSAGES.notFound });
    expect(mapPoints(london, { latitude: 51.5, longitude: undefined as never })).toEqual({ problem: 'Could not find coordinates for one or both locations' });
  });

  it('says "Error loading map coordinates" for practice coordinates that are there but unusable', () => {
    expect(mapPoints(london, { latitude: Number.NaN, longitude: -0.1 })).toEqual({ problem: MAP_MESSAGES.loadError });
    expect(mapPoints(london, { latitude: 51.5, longitude: 200 })).toEqual({ problem: MAP_MESSAGES.loadError });
  });
});

import { describe, expect, it } from 'vitest';
import { compassDirection, drawPlaces, greatCircleKm, roundScaleKm } from './map-drawing';

const you = { lat: 51.5074, lng: -0.1278 };
const harley = { lat: 51.5203, lng: -0.1469 };

describe('the offline map drawing', () => {
  it('gives the direction from the patient to the practice on an 8-point compass', () => {
    expect(compassDirection(you, harley)).toBe('north-west');
    expect(compassDirection(you, { lat: 52.5, lng: -0.1278 })).toBe('north');
    expect(compassDirection(you, { lat: 51.5074, lng: 0.5 })).toBe('east');
    expect(compassDirection({ lat: 55.86, lng: -4.25 }, you)).toBe('south-east');
  });

  it('picks a round scale-bar length', () => {
    expect(roundScaleKm(0.37)).toBe(0.2);
    expect(roundScaleKm(0.6)).toBe(0.5);
    expect(roundScaleKm(3.4)).toBe(2);
    expect(roundScaleKm(12)).toBe(10);
  });

  it('draws both places at one true scale, and a scale bar that measures their distance', () => {
    const d = drawPlaces(you, harley, 300, 200);
    const px = Math.hypot(d.you.x - d.practice.x, d.you.y - d.practice.y);
    const kmPerPx = d.scale.km / d.scale.px;
    expect(px * kmPerPx).toBeCloseTo(greatCircleKm(you, harley), 1);
    expect(d.practice.y).toBeLessThan(d.you.y); // north is up
    expect(d.practice.x).toBeLessThan(d.you.x); // west is left
    for (const p of [d.you, d.practice]) {
      expect(p.x).toBeGreaterThanOrEqual(40);
      expect(p.x).toBeLessThanOrEqual(260);
      expect(p.y).toBeGreaterThanOrEqual(40);
      expect(p.y).toBeLessThanOrEqual(160);
    }
    expect(d.scale.label).toMatch(/^\d+ (m|km)$/);
  });
});

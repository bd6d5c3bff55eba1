import { describe, expect, it } from 'vitest';
import { tileView, worldPixel } from './tile-map';

describe('tile map maths', () => {
  it('puts (0, 0) at the centre of the world and London where OpenStreetMap has it', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    const london = worldPixel(51.5074, -0.1278, 10);
    expect(Math.floor(london.x / 256)).toBe(511);
    expect(Math.floor(london.y / 256)).toBe(340);
  });
  it('covers the view with tiles and places both pins inside it', () => {
    const view = tileView('https://tile.example/{z}/{x}/{y}.png', [{ lat: 51.5074, lng: -0.1278 }, { lat: 51.52, lng: -0.15 }], 13, 300, 200);
    expect(view.tiles.length).toBeGreaterThanOrEqual(2);
    expect(view.tiles[0].url).toMatch(/^https:\/\/tile\.example\/13\/\d+\/\d+\.png$/);
    for (const pin of view.pins) {
      expect(pin.left).toBeGreaterThanOrEqual(0);
      expect(pin.left).toBeLessThanOrEqual(300);
      expect(pin.top).toBeGreaterThanOrEqual(0);
      expect(pin.top).toBeLessThanOrEqual(200);
    }
  });
});

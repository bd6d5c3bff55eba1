/** Web Mercator tile maths for the practice map (OpenStreetMap-style {z}/{x}/{y} tiles, 256 px). */
export const TILE_SIZE = 256;

export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

export interface TileView {
  tiles: Array<{ url: string; left: number; top: number }>;
  pins: Array<{ left: number; top: number }>;
}

/** The tiles covering a width × height view centred between the points, and where each point falls in it. */
export function tileView(template: string, points: Array<{ lat: number; lng: number }>, zoom: number, width: number, height: number): TileView {
  const px = points.map((p) => worldPixel(p.lat, p.lng, zoom));
  const cx = (Math.min(...px.map((p) => p.x)) + Math.max(...px.map((p) => p.x))) / 2;
  const cy = (Math.min(...px.map((p) => p.y)) + Math.max(...px.map((p) => p.y))) / 2;
  const left = cx - width / 2;
  const top = cy - height / 2;
  const max = 2 ** zoom;
  const tiles: TileView['tiles'] = [];
  for (let tx = Math.floor(left / TILE_SIZE); tx <= Math.floor((left + width) / TILE_SIZE); tx++) {
    for (let ty = Math.floor(top / TILE_SIZE); ty <= Math.floor((top + height) / TILE_SIZE); ty++) {
      if (ty < 0 || ty >= max) continue;
      const wrapped = ((tx % max) + max) % max;
      const url = template.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty)).replace('{s}', 'a').replace('{r}', '');
      tiles.push({ url, left: tx * TILE_SIZE - left, top: ty * TILE_SIZE - top });
    }
  }
  return { tiles, pins: px.map((p) => ({ left: p.x - left, top: p.y - top })) };
}

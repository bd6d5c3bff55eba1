import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LatLng {
  lat: number;
  lng: number;
}

let table: Map<string, LatLng> | undefined;

/** The CSV sits in src/modules/search/data; from dist/ the path is resolved back into src/. */
function csvPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, '../data/outcodes-gb.csv'),
    path.resolve(here, '../../../../../src/modules/search/data/outcodes-gb.csv'),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('outcodes-gb.csv not found');
  return found;
}

function load(): Map<string, LatLng> {
  if (table) return table;
  const lines = readFileSync(csvPath(), 'utf8').split('\n').slice(1);
  table = new Map();
  for (const line of lines) {
    const [outcode, lat, lng] = line.trim().split(',');
    if (outcode && lat && lng) table.set(outcode, { lat: Number(lat), lng: Number(lng) });
  }
  return table;
}

/** The outcode (district) of a postcode: "sw1a 1aa" → "SW1A"; a bare outcode is accepted too. */
export function outcodeOf(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 4 && /\d[A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : compact;
}

/** Centroid of the postcode's outcode from the bundled whole-GB table, or null when unknown. */
export function lookupOutcodeCentroid(postcode: string): LatLng | null {
  return load().get(outcodeOf(postcode)) ?? null;
}

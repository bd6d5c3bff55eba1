import type { LatLng } from './map-coordinates';

/** Kilometres per degree of latitude (and of longitude at the equator), on the spec's 6371 km sphere. */
const KM_PER_DEGREE = (Math.PI * 6371) / 180;
const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** Straight-line (great-circle) distance in km, as the search measures it. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The compass direction (8 points) from `a` towards `b`, by the initial great-circle bearing. */
export function compassDirection(a: LatLng, b: LatLng): (typeof COMPASS)[number] {
  const rad = Math.PI / 180;
  const y = Math.sin((b.lng - a.lng) * rad) * Math.cos(b.lat * rad);
  const x = Math.cos(a.lat * rad) * Math.sin(b.lat * rad) - Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad);
  const bearing = ((Math.atan2(y, x) / rad) + 360) % 360;
  return COMPASS[Math.round(bearing / 45) % 8];
}

/** A round length for a scale bar no longer than `maxKm`: 1, 2 or 5 times a power of ten. */
export function roundScaleKm(maxKm: number): number {
  const power = 10 ** Math.floor(Math.log10(maxKm));
  return [5, 2, 1].map((m) => m * power).find((v) => v <= maxKm) ?? power;
}

export interface Drawing {
  you: { x: number; y: number };
  practice: { x: number; y: number };
  /** The scale bar: its length in px and what it stands for. */
  scale: { px: number; km: number; label: string };
  km: number;
  direction: (typeof COMPASS)[number];
}

/**
 * Both places at true scale in a width × height drawing, north up: a local flat projection around
 * their midpoint (east–west km shrink with cos(latitude)), one scale for both axes, a margin round
 * the points, and a scale bar of a round length about a quarter of the width.
 */
export function drawPlaces(you: LatLng, practice: LatLng, width: number, height: number, margin = 40): Drawing {
  const midLat = (you.lat + practice.lat) / 2;
  const midLng = (you.lng + practice.lng) / 2;
  const kmX = (p: LatLng) => (p.lng - midLng) * KM_PER_DEGREE * Math.cos((midLat * Math.PI) / 180);
  const kmY = (p: LatLng) => (p.lat - midLat) * KM_PER_DEGREE;
  const spanX = Math.abs(kmX(you) - kmX(practice));
  const spanY = Math.abs(kmY(you) - kmY(practice));
  // At least 200 m across, so two points in one street are not drawn on top of each other.
  const pxPerKm = Math.min((width - 2 * margin) / Math.max(spanX, 0.2), (height - 2 * margin) / Math.max(spanY, 0.2));
  const at = (p: LatLng) => ({ x: width / 2 + kmX(p) * pxPerKm, y: height / 2 - kmY(p) * pxPerKm });
  const km = roundScaleKm(width / 4 / pxPerKm);
  return {
    you: at(you),
    practice: at(practice),
    scale: { px: km * pxPerKm, km, label: km < 1 ? `${Math.round(km * 1000)} m` : `${km} km` },
    km: greatCircleKm(you, practice),
    direction: compassDirection(you, practice),
  };
}

import { DEFAULT_MAP_CENTRE } from '../../../shared/google-maps/maps-texts';
import type { LatLng } from './map-coordinates';
import { zoomForDistance } from './slot-groups';

/**
 * Where the map looks (spec 9): between the patient and the practice at the zoom of the spec's table
 * for their distance; with one place only, on it at the table's closest zoom; with none, the default
 * centre, London.
 */
export function mapView(points: LatLng[], distanceKm: number | null): { centre: LatLng; zoom: number } {
  if (points.length === 0) return { centre: { ...DEFAULT_MAP_CENTRE }, zoom: zoomForDistance(null) };
  if (points.length === 1) return { centre: points[0], zoom: zoomForDistance(null) };
  const [a, b] = points;
  return { centre: { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 }, zoom: zoomForDistance(distanceKm) };
}

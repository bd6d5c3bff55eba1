/**
 * "Get directions" (ADR 0029): a Google Maps URL (`/maps/dir/?api=1`), the one link form
 * that opens the maps app on both Android (Google Maps handles it) and iOS (Google Maps when
 * installed, else Google Maps in Safari, which offers directions too); `geo:` does nothing on iOS and
 * Apple Maps links open a web page on Android. The destination is the practice's coordinates when
 * it has them (exact, even where an address is ambiguous), else its address. No origin: the app
 * starts from where the phone is.
 */
export const DIRECTIONS_LABEL = 'Get directions';

export interface DirectionsTarget {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** The address as one line ("58 Harley Street, London, W1G 9QB"). */
  address: string;
}

export function directionsUrl(p: DirectionsTarget): string {
  const hasPoint = typeof p.latitude === 'number' && typeof p.longitude === 'number' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude);
  const destination = hasPoint ? `${p.latitude!.toFixed(6)},${p.longitude!.toFixed(6)}` : p.address;
  const params = new URLSearchParams({ api: '1', destination, travelmode: 'driving' });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useSay } from '../../../shared/i18n/app-i18n';
import type { LatLng } from '../utils/map-coordinates';
import { MAP } from './results-messages';

export interface LeafletMapProps {
  you: LatLng;
  practice: LatLng;
  practiceName: string;
  zoom: number;
  tileUrl: string;
  attribution: string;
  /** A tile could not be loaded (offline, blocked, server down): the caller draws the map instead. */
  onTileError: () => void;
}

/** A marker as a pin with a name: role="img" and its label, so a screen reader hears what it is. */
const pin = (kind: 'you' | 'practice', label: string) =>
  L.divIcon({
    className: `map-pin map-pin--${kind}`,
    html: `<span role="img" aria-label="${label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}"></span>`,
    iconSize: [20, 20],
    iconAnchor: [10, 10],
  });

/**
 * The practice map on Leaflet (its own lazy chunk, with its CSS): tiles from MAP_TILE_URL, the
 * spec's zoom for the distance centred between the two places, both as labelled pins, the tile
 * provider credited in Leaflet's attribution control. Pins are not interactive (nothing to click).
 */
export default function LeafletMap({ you, practice, practiceName, zoom, tileUrl, attribution, onTileError }: LeafletMapProps) {
  const say = useSay();
  const youWord = say(MAP.you);
  const zoomIn = say(MAP.zoomIn);
  const zoomOut = say(MAP.zoomOut);
  const box = useRef<HTMLDivElement>(null);
  const reportError = useRef(onTileError);
  reportError.current = onTileError;

  useEffect(() => {
    if (!box.current) return;
    const centre = L.latLng((you.lat + practice.lat) / 2, (you.lng + practice.lng) / 2);
    // Leaflet's own zoom buttons, named in the page's language (Leaflet names them in English).
    const map = L.map(box.current, { center: centre, zoom, scrollWheelZoom: false, attributionControl: true, zoomControl: false });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.tileLayer(tileUrl, { attribution, maxZoom: 19, crossOrigin: false })
      .on('tileerror', () => reportError.current())
      .addTo(map);
    L.marker([you.lat, you.lng], { icon: pin('you', youWord), keyboard: false, interactive: false }).addTo(map);
    L.marker([practice.lat, practice.lng], { icon: pin('practice', practiceName), keyboard: false, interactive: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [you.lat, you.lng, practice.lat, practice.lng, practiceName, zoom, tileUrl, attribution, youWord, zoomIn, zoomOut]);

  return <div ref={box} className="leaflet-box" data-testid="leaflet-map" />;
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSay } from '../../../shared/i18n/app-i18n';
import { DEFAULT_MAP_CENTRE } from '../../../shared/google-maps/maps-texts';
import { MapUnavailableNotice } from '../../../shared/google-maps/maps-notices';
import { logSetupHint } from '../../../shared/google-maps/setup-log';
import type { PracticeSummary } from '../api/search-practices';
import type { LatLng } from '../utils/map-coordinates';
import { mapView } from '../utils/map-view';
import { MAP } from './results-messages';

/** Spec 4 "Maps loading": the five states, each visible (data-map-state) and each tested. */
export type GoogleMapState = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'auth-failure';

/**
 * The practice map on Google Maps when the site has a browser key (ADR 0039): nothing of Google's
 * is fetched until the map's box comes near the screen (not loaded), then the Maps JavaScript API
 * loads in a placeholder of the map's own size (loading), and the patient and the practice show as
 * markers at the spec's zoom for their distance (loaded; default centre London). If the API cannot
 * load (failed) or Google refuses the key (auth failure), one plain sentence and `fallback` (the
 * to-scale drawing) take the map's place; what went wrong is for the operator (the console, and an
 * admin's view), not the patient.
 */
export function GooglePracticeMap({
  apiKey,
  you,
  practiceAt,
  practice,
  label,
  fallback,
}: {
  apiKey: string;
  you: LatLng;
  practiceAt: LatLng;
  practice: PracticeSummary;
  label: string;
  fallback: ReactNode;
}) {
  const say = useSay();
  const youWord = say(MAP.you);
  const practiceName = practice.name;
  const distanceKm = practice.distanceKm ?? null;
  // Numbers, not the objects (new on every render), decide when the map is made again.
  const { lat: youLat, lng: youLng } = you;
  const { lat: practiceLat, lng: practiceLng } = practiceAt;
  const [near, setNear] = useState(false);
  const [outcome, setOutcome] = useState<Exclude<GoogleMapState, 'not-loaded'>>('loading');
  const state: GoogleMapState = near ? outcome : 'not-loaded';
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);

  // Not loaded → loading when the box is within 100 px of the view (or at once without IntersectionObserver).
  useEffect(() => {
    if (near || !box.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '100px 0px' });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    let markers: google.maps.Marker[] = [];
    setOutcome('loading');
    void import('../../../shared/google-maps/loader')
      .then(async (loader) => {
        unsubscribe = loader.onAuthFailure(() => {
          if (!cancelled) setOutcome('auth-failure');
        });
        const { maps, marker } = await loader.loadMapLibraries(apiKey);
        if (cancelled || !canvas.current) return;
        const here = { lat: youLat, lng: youLng };
        const there = { lat: practiceLat, lng: practiceLng };
        const view = mapView([here, there], distanceKm);
        // Created at the default centre (London), then turned to the two places at the table's zoom.
        const map = new maps.Map(canvas.current, {
          center: DEFAULT_MAP_CENTRE,
          zoom: view.zoom,
          streetViewControl: false,
          mapTypeControl: false,
          fullscreenControl: false,
          clickableIcons: false,
        });
        map.setCenter(view.centre);
        markers = [
          new marker.Marker({ map, position: here, title: youWord, label: { text: youWord, color: '#ffffff' } }),
          new marker.Marker({ map, position: there, title: practiceName, label: { text: 'P', color: '#ffffff' } }),
        ];
        setOutcome((s) => (s === 'auth-failure' ? s : 'loaded'));
      })
      .catch((error: unknown) => {
        logSetupHint('map-failed', error);
        if (!cancelled) setOutcome((s) => (s === 'auth-failure' ? s : 'failed'));
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
      for (const m of markers) m.setMap(null);
    };
  }, [near, apiKey, youLat, youLng, practiceLat, practiceLng, practiceName, distanceKm, youWord]);

  const broken = state === 'failed' || state === 'auth-failure';
  return (
    <div className="google-map-states" data-map-state={state}>
      {broken && <MapUnavailableNotice failure={state === 'failed' ? 'map-failed' : 'key-refused'} />}
      {broken && fallback}
      <figure className="map" hidden={broken}>
        <div ref={box} className="google-map" role="region" aria-label={label} aria-busy={state === 'loading'}>
          {(state === 'not-loaded' || state === 'loading') && (
            <p className="google-map__placeholder" role="status">
              {say(state === 'loading' ? MAP.loading : MAP.notLoaded)}
            </p>
          )}
          <div ref={canvas} className="google-map__canvas" data-testid="google-map" />
        </div>
        <figcaption>
          {practice.distanceKm !== null && practice.distanceKm !== undefined
            ? say(MAP.googleCaption, { practice: practice.name, distance: practice.distanceKm.toFixed(1) })
            : say(MAP.googleCaptionNoDistance, { practice: practice.name })}
        </figcaption>
      </figure>
    </div>
  );
}

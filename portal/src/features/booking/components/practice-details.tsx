import { lazy, memo, Suspense, useState } from 'react';
import type { Values } from '@lingui/core';
import { type LatLng, mapMessages, mapPoints } from '../utils/map-coordinates';
import { DirectionsLink } from '../../../shared/directions-link';
import { appI18n, useSay } from '../../../shared/i18n/app-i18n';
import { type Message, say as sayIn } from '../../../shared/i18n/i18n';
import { GooglePracticeMap } from './google-practice-map';
import { type Drawing, drawPlaces } from '../utils/map-drawing';
import type { PracticeSummary } from '../api/search-practices';
import { zoomForDistance } from '../utils/slot-groups';
import { MAP, PRACTICE, RESULTS } from './results-messages';

const LeafletMap = lazy(() => import('./leaflet-map'));

type Say = (message: Message, values?: Values) => string;

/**
 * Said above the map when the search could place the patient only at their postcode district's
 * centre: its English, for the page's tests; the page says `PRACTICE.approximateLocation`.
 */
export const APPROXIMATE_LOCATION_NOTE = PRACTICE.approximateLocation.message;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Unchanged by a choice of time or a booking under way (memo): the tap's frame does not wait for it. */
export const PracticeDetails = memo(function PracticeDetails({ practice }: { practice: PracticeSummary }) {
  const say = useSay();
  const shown = practice.services.slice(0, 3);
  const more = practice.services.length - shown.length;
  return (
    <section className="card" aria-labelledby="practice-name">
      <h2 id="practice-name">{practice.name}</h2>
      <p>
        {[practice.address.line1, practice.address.line2, practice.address.city, practice.address.postcode].filter(Boolean).join(', ')}
        {practice.distanceKm !== null && <> · {say(PRACTICE.away, { distance: practice.distanceKm.toFixed(1) })}</>}
      </p>
      <DirectionsLink practice={practice} />
      <p>
        {say(PRACTICE.phone)} <a href={`tel:${practice.phone.replace(/\s+/g, '')}`}>{practice.phone}</a> · {say(PRACTICE.email)}{' '}
        <a href={`mailto:${practice.email}`}>{practice.email}</a>
        {practice.website && (
          <>
            {' '}
            · <a href={practice.website}>{say(PRACTICE.website)}</a>
          </>
        )}
      </p>
      {shown.length > 0 && (
        <ul className="tags" aria-label={say(PRACTICE.services)}>
          {shown.map((s) => (
            <li key={s}>{s}</li>
          ))}
          {more > 0 && <li>{say(PRACTICE.moreServices, { count: more })}</li>}
        </ul>
      )}
      <details>
        <summary>{say(PRACTICE.openingHours)}</summary>
        <table>
          <tbody>
            {DAYS.map((d) => {
              const h = practice.openingHours?.[d];
              return (
                <tr key={d}>
                  <th scope="row">{say(PRACTICE.day, { day: d })}</th>
                  <td>{!h || h.isClosed ? say(PRACTICE.closed) : `${h.open}–${h.close}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
      <p>
        <a href="#treatment-fees">{say(PRACTICE.treatmentPricing)}</a> · <a href="#alternatives-title">{say(PRACTICE.alternativeOptions)}</a>
      </p>
    </section>
  );
});

/** The practice's distance to one decimal, when the search knows it. */
const knownKm = (practice: PracticeSummary) => (practice.distanceKm !== null && practice.distanceKm !== undefined ? practice.distanceKm.toFixed(1) : undefined);
const distanceText = (say: Say, practice: PracticeSummary) => {
  const distance = knownKm(practice);
  return distance ? say(MAP.crowFlies, { distance }) : say(RESULTS.distanceUnavailable);
};
const mapLabel = (say: Say, practice: PracticeSummary) => say(MAP.label, { practice: practice.name, distance: String(practice.distanceKm ?? '?') });
/** map-drawing.ts's compass point as the messages' select key: "north-east" → "northEast". */
const compassKey = (direction: Drawing['direction']) => direction.replace(/-(\w)/, (_, c: string) => c.toUpperCase());

/** In place of the map when there is no usable pair of points: the spec's reason, never a blank box. */
function MapProblem({ problem, practice }: { problem: string; practice: PracticeSummary }) {
  const say = useSay();
  return (
    <figure className="map">
      <p className="error-message">{problem}</p>
      <figcaption>{distanceText(say, practice)}</figcaption>
    </figure>
  );
}

/**
 * The map without a tile server (or when tiles fail): both places at true scale, north up, with a
 * north arrow, a scale bar, the straight line between them and, in words, how far and which way.
 */
export function DrawnMap({ from, practice }: { from: LatLng; practice: PracticeSummary }) {
  const say = useSay();
  const located = mapPoints(from, practice, mapMessages(say));
  if ('problem' in located) return <MapProblem problem={located.problem} practice={practice} />;
  const d = drawPlaces(located.points[0], located.points[1], 300, 200);
  const km = practice.distanceKm ?? Math.round(d.km * 10) / 10;
  const direction = compassKey(d.direction);
  const label = say(MAP.drawnLabel, {
    practice: practice.name,
    mapDistance: String(practice.distanceKm ?? '?'),
    distance: km.toFixed(1),
    direction,
    scale: d.scale.label,
  });
  const known = knownKm(practice);
  return (
    <figure className="map">
      <svg viewBox="0 0 300 200" role="img" aria-label={label} className="drawn-map">
        <rect width="300" height="200" fill="#e8f1fa" />
        <line x1={d.you.x} y1={d.you.y} x2={d.practice.x} y2={d.practice.y} stroke="#4c6272" strokeWidth="2" strokeDasharray="5 4" />
        <circle cx={d.you.x} cy={d.you.y} r="8" fill="#d5281b" stroke="#fff" strokeWidth="2" />
        <text x={d.you.x + 12} y={d.you.y + 4} fontSize="12" fill="#212b32">{say(MAP.you)}</text>
        <circle cx={d.practice.x} cy={d.practice.y} r="8" fill="#005eb8" stroke="#fff" strokeWidth="2" />
        <text x={d.practice.x + 12} y={d.practice.y + 4} fontSize="12" fill="#212b32">{say(MAP.practice)}</text>
        <g className="drawn-map__north" transform="translate(278 14)">
          <path d="M0 0 L6 16 L0 12 L-6 16 Z" fill="#212b32" />
          <text x="0" y="28" fontSize="11" textAnchor="middle" fill="#212b32">{say(MAP.north)}</text>
        </g>
        <g className="drawn-map__scale" transform="translate(12 186)">
          <path d={`M0 -6 V0 H${d.scale.px.toFixed(1)} V-6`} fill="none" stroke="#212b32" strokeWidth="2" />
          <text x={d.scale.px / 2} y="-9" fontSize="11" textAnchor="middle" fill="#212b32">{d.scale.label}</text>
        </g>
      </svg>
      <figcaption>{known ? say(MAP.drawnCaption, { distance: known, direction }) : say(MAP.drawnCaptionNoDistance, { direction })}</figcaption>
    </figure>
  );
}

/** Who to credit for the tiles, in the page's language (English by default): OpenStreetMap's contributors, or the tile server's host. */
export function tileCredit(tileUrl: string, say: Say = (message, values) => sayIn(appI18n, message, values)): string {
  let host: string | undefined;
  try {
    host = new URL(tileUrl.replace(/\{[^}]*\}/g, 'a')).hostname;
  } catch {
    // keep the generic wording
  }
  if (host === undefined) return say(MAP.tilesFromUnknown);
  return host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org') ? say(MAP.osmCredit) : say(MAP.tilesFrom, { host });
}

/**
 * The map on real tiles when the site has a tile server (GET /api/site → mapTileUrl, from
 * MAP_TILE_URL): Leaflet in its own lazy chunk, at the spec's zoom for the distance, the patient and
 * the practice as labelled pins, the tile provider credited. Without a tile server, while the chunk
 * loads, or as soon as a tile fails (offline, blocked, the server down), the to-scale drawing. Not
 * re-rendered by a choice of time or a booking under way (memo).
 */
export const PracticeMap = memo(function PracticeMap({
  from,
  practice,
  tileUrl,
  googleMapsKey,
}: {
  from: LatLng;
  practice: PracticeSummary;
  tileUrl?: string;
  /** GET /api/site → googleMapsBrowserKey: Google's map first, over the tiles and the drawing. */
  googleMapsKey?: string;
}) {
  const say = useSay();
  const [failedFor, setFailedFor] = useState<string>();
  const located = mapPoints(from, practice, mapMessages(say));
  if ('problem' in located) return <MapProblem problem={located.problem} practice={practice} />;
  if (googleMapsKey) {
    const [here, there] = located.points;
    return (
      <GooglePracticeMap
        apiKey={googleMapsKey}
        you={here}
        practiceAt={there}
        practice={practice}
        label={mapLabel(say, practice)}
        fallback={<DrawnMap from={from} practice={practice} />}
      />
    );
  }
  if (!tileUrl || failedFor === tileUrl) return <DrawnMap from={from} practice={practice} />;
  const [you, them] = located.points;
  return (
    <figure className="map">
      <div className="tile-map" role="region" aria-label={mapLabel(say, practice)}>
        <Suspense fallback={<p className="tile-map__loading">{say(MAP.loading)}</p>}>
          <LeafletMap
            you={you}
            practice={them}
            practiceName={practice.name}
            zoom={zoomForDistance(practice.distanceKm ?? null)}
            tileUrl={tileUrl}
            attribution={tileCredit(tileUrl, say)}
            onTileError={() => setFailedFor(tileUrl)}
          />
        </Suspense>
      </div>
      <figcaption>
        {knownKm(practice)
          ? say(MAP.tilesCaption, { practice: practice.name, distance: knownKm(practice) })
          : say(MAP.tilesCaptionNoDistance, { practice: practice.name })}
      </figcaption>
    </figure>
  );
});

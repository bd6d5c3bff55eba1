import { useState } from 'react';
import { type LatLng, mapPoints } from './map-coordinates';
import type { PracticeSummary } from './search-api';
import { zoomForDistance } from './slot-groups';
import { tileView } from './tile-map';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export function PracticeDetails({ practice }: { practice: PracticeSummary }) {
  const shown = practice.services.slice(0, 3);
  const more = practice.services.length - shown.length;
  return (
    <section className="card" aria-labelledby="practice-name">
      <h2 id="practice-name">{practice.name}</h2>
      <p>
        {[practice.address.line1, practice.address.line2, practice.address.city, practice.address.postcode].filter(Boolean).join(', ')}
        {practice.distanceKm !== null && <> · {practice.distanceKm.toFixed(1)} km away</>}
      </p>
      <p>
        Phone: <a href={`tel:${practice.phone.replace(/\s+/g, '')}`}>{practice.phone}</a> · Email: <a href={`mailto:${practice.email}`}>{practice.email}</a>
        {practice.website && (
          <>
            {' '}
            · <a href={practice.website}>Website</a>
          </>
        )}
      </p>
      {shown.length > 0 && (
        <ul className="tags" aria-label="Services">
          {shown.map((s) => (
            <li key={s}>{s}</li>
          ))}
          {more > 0 && <li>+{more} more</li>}
        </ul>
      )}
      <details>
        <summary>Opening hours</summary>
        <table>
          <tbody>
            {DAYS.map((d) => {
              const h = practice.openingHours?.[d];
              return (
                <tr key={d}>
                  <th scope="row">{d[0].toUpperCase() + d.slice(1)}</th>
                  <td>{!h || h.isClosed ? 'Closed' : `${h.open}–${h.close}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
      <p>
        <a href="#treatment-fees">Treatment pricing</a> · <a href="#alternatives-title">Alternative options</a>
      </p>
    </section>
  );
}

const distanceText = (practice: PracticeSummary) =>
  practice.distanceKm !== null && practice.distanceKm !== undefined ? `${practice.distanceKm.toFixed(1)} km as the crow flies` : 'Distance not available';
const mapLabel = (practice: PracticeSummary) => `Map: you and ${practice.name}, ${practice.distanceKm ?? '?'} km apart`;

/** In place of the map when there is no usable pair of points: the spec's reason, never a blank box. */
function MapProblem({ problem, practice }: { problem: string; practice: PracticeSummary }) {
  return (
    <figure className="map">
      <p className="error-message">{problem}</p>
      <figcaption>{distanceText(practice)}</figcaption>
    </figure>
  );
}

/** A drawn map (no tiles needed): the patient and the practice as pins, with the distance. */
export function DrawnMap({ from, practice }: { from: LatLng; practice: PracticeSummary }) {
  const located = mapPoints(from, practice);
  if ('problem' in located) return <MapProblem problem={located.problem} practice={practice} />;
  const [you, them] = located.points;
  const minLat = Math.min(you.lat, them.lat);
  const maxLat = Math.max(you.lat, them.lat);
  const minLng = Math.min(you.lng, them.lng);
  const maxLng = Math.max(you.lng, them.lng);
  const span = Math.max(maxLat - minLat, (maxLng - minLng) * 0.62, 0.002);
  const x = (lng: number) => 40 + ((lng - minLng) / (span / 0.62)) * 220;
  const y = (lat: number) => 160 - ((lat - minLat) / span) * 120;
  return (
    <figure className="map">
      <svg viewBox="0 0 300 200" role="img" aria-label={mapLabel(practice)}>
        <rect width="300" height="200" fill="#e8f1fa" />
        <line x1={x(you.lng)} y1={y(you.lat)} x2={x(them.lng)} y2={y(them.lat)} stroke="#4c6272" strokeDasharray="4 4" />
        <circle cx={x(you.lng)} cy={y(you.lat)} r="8" fill="#d5281b" />
        <text x={x(you.lng) + 12} y={y(you.lat) + 4} fontSize="12">You</text>
        <circle cx={x(them.lng)} cy={y(them.lat)} r="8" fill="#005eb8" />
        <text x={x(them.lng) + 12} y={y(them.lat) + 4} fontSize="12">Practice</text>
      </svg>
      <figcaption>{distanceText(practice)}</figcaption>
    </figure>
  );
}

/** Who to credit for the tiles: OpenStreetMap's contributors, or the tile server's host. */
export function tileCredit(tileUrl: string): string {
  let host = 'the tile server';
  try {
    host = new URL(tileUrl.replace(/\{[^}]*\}/g, 'a')).hostname;
  } catch {
    // keep the generic wording
  }
  return host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org') ? '© OpenStreetMap contributors' : `Map tiles from ${host}`;
}

/**
 * The map on real tiles when the site has a tile server (GET /api/site → mapTileUrl, from
 * MAP_TILE_URL): the spec's zoom for the distance, the patient and the practice as pins, the tile
 * provider credited. Without a tile server, or as soon as a tile fails to load (offline, blocked,
 * the server down), the drawn map instead, so the patient never sees an empty box.
 */
export function PracticeMap({ from, practice, tileUrl }: { from: LatLng; practice: PracticeSummary; tileUrl?: string }) {
  const [failedFor, setFailedFor] = useState<string>();
  const located = mapPoints(from, practice);
  if ('problem' in located) return <MapProblem problem={located.problem} practice={practice} />;
  const view = tileUrl && tileView(tileUrl, located.points, zoomForDistance(practice.distanceKm ?? null), 300, 200);
  const viewKey = view ? view.tiles.map((t) => t.url).join(' ') : '';
  if (!tileUrl || !view || failedFor === viewKey) return <DrawnMap from={from} practice={practice} />;
  return (
    <figure className="map">
      <div className="tile-map" role="img" aria-label={mapLabel(practice)}>
        {view.tiles.map((t) => (
          <img key={t.url} src={t.url} alt="" width={256} height={256} style={{ left: t.left, top: t.top }} loading="lazy" onError={() => setFailedFor(viewKey)} />
        ))}
        <span className="tile-map__pin tile-map__pin--you" style={{ left: view.pins[0].left, top: view.pins[0].top }} />
        <span className="tile-map__pin tile-map__pin--practice" style={{ left: view.pins[1].left, top: view.pins[1].top }} />
      </div>
      <figcaption>
        Red: you. Blue: {practice.name}, {distanceText(practice)}. {tileCredit(tileUrl)}.
      </figcaption>
    </figure>
  );
}

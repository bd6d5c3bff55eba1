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

/** A drawn map (no tiles needed): the patient and the practice as pins, with the distance. */
export function DrawnMap({ from, practice }: { from: { lat: number; lng: number }; practice: PracticeSummary }) {
  // The patient's point comes from the search answer: without it there is nothing to draw from.
  if (!from || !Number.isFinite(from.lat) || !Number.isFinite(from.lng)) {
    return <p className="error-message">Error loading map coordinates</p>;
  }
  if (practice.latitude === null || practice.longitude === null) {
    return <p className="error-message">Could not find coordinates for one or both locations</p>;
  }
  const pts = [from, { lat: practice.latitude, lng: practice.longitude }];
  const minLat = Math.min(...pts.map((p) => p.lat));
  const maxLat = Math.max(...pts.map((p) => p.lat));
  const minLng = Math.min(...pts.map((p) => p.lng));
  const maxLng = Math.max(...pts.map((p) => p.lng));
  const span = Math.max(maxLat - minLat, (maxLng - minLng) * 0.62, 0.002);
  const x = (lng: number) => 40 + ((lng - minLng) / (span / 0.62)) * 220;
  const y = (lat: number) => 160 - ((lat - minLat) / span) * 120;
  return (
    <figure className="map">
      <svg viewBox="0 0 300 200" role="img" aria-label={`Map: you and ${practice.name}, ${practice.distanceKm ?? '?'} km apart`}>
        <rect width="300" height="200" fill="#e8f1fa" />
        <line x1={x(from.lng)} y1={y(from.lat)} x2={x(practice.longitude)} y2={y(practice.latitude)} stroke="#4c6272" strokeDasharray="4 4" />
        <circle cx={x(from.lng)} cy={y(from.lat)} r="8" fill="#d5281b" />
        <text x={x(from.lng) + 12} y={y(from.lat) + 4} fontSize="12">You</text>
        <circle cx={x(practice.longitude)} cy={y(practice.latitude)} r="8" fill="#005eb8" />
        <text x={x(practice.longitude) + 12} y={y(practice.latitude) + 4} fontSize="12">Practice</text>
      </svg>
      <figcaption>{practice.distanceKm !== null ? `${practice.distanceKm.toFixed(1)} km as the crow flies` : 'Distance not available'}</figcaption>
    </figure>
  );
}

/**
 * The map on real tiles when the site has a tile server (MAP_TILE_URL): the spec's zoom for the
 * distance, the patient and the practice as pins, the tile provider credited. Without one, DrawnMap.
 */
export function PracticeMap({ from, practice, tileUrl }: { from: { lat: number; lng: number }; practice: PracticeSummary; tileUrl?: string }) {
  if (!tileUrl || !from || !Number.isFinite(from.lat) || practice.latitude === null || practice.longitude === null) return <DrawnMap from={from} practice={practice} />;
  const view = tileView(tileUrl, [from, { lat: practice.latitude, lng: practice.longitude }], zoomForDistance(practice.distanceKm ?? null), 300, 200);
  const host = (() => {
    try {
      return new URL(tileUrl.replace(/[{}]/g, '')).hostname;
    } catch {
      return 'the tile server';
    }
  })();
  return (
    <figure className="map">
      <div className="tile-map" role="img" aria-label={`Map: you and ${practice.name}, ${practice.distanceKm ?? '?'} km apart`}>
        {view.tiles.map((t) => (
          <img key={t.url} src={t.url} alt="" width={256} height={256} style={{ left: t.left, top: t.top }} loading="lazy" />
        ))}
        <span className="tile-map__pin tile-map__pin--you" style={{ left: view.pins[0].left, top: view.pins[0].top }} />
        <span className="tile-map__pin tile-map__pin--practice" style={{ left: view.pins[1].left, top: view.pins[1].top }} />
      </div>
      <figcaption>
        Red: you. Blue: {practice.name}. {host.includes('openstreetmap') ? '© OpenStreetMap contributors' : `Map tiles from ${host}`}.
      </figcaption>
    </figure>
  );
}

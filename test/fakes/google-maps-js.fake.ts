import type { Page, Route } from 'playwright-core';

/**
 * A local fake of Google's Maps JavaScript API (issue #32) for browser journeys: the test's network
 * is closed, so the page's request for https://maps.googleapis.com/maps/api/js is answered here,
 * from the test harness (Playwright's routing, as the Turnstile journey does), and nothing in the
 * product knows about it. The portal loads the API through @googlemaps/js-api-loader exactly as in
 * production, under the same CSP.
 *
 * It defines the small part of `google.maps` and `google.maps.places` the portal calls: `Map`
 * (setCenter), `Marker` (setMap), `places.AutocompleteSessionToken`,
 * `places.AutocompleteSuggestion.fetchAutocompleteSuggestions`, `places.Place#fetchFields`; it
 * draws the map as a box with the markers as labelled images and records every call in
 * `window.__fakeGoogleMaps`. Modes: `ok`; `auth-failure` (loads, then calls `gm_authFailure` as
 * Google does for a refused key, and refuses place searches); `fail` (the script does not load).
 */
export interface FakePlace {
  id: string;
  name: string;
  secondary: string;
  formattedAddress: string;
  lat: number;
  lng: number;
  addressComponents: Array<{ longText: string; shortText: string; types: string[] }>;
  phone?: string;
  website?: string;
  businessStatus?: string;
  types?: string[];
  rating?: number;
}

export type FakeMapsMode = 'ok' | 'auth-failure' | 'fail';

export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js?*';

export function fakeMapsScript(mode: Exclude<FakeMapsMode, 'fail'>, places: FakePlace[]): string {
  const config = JSON.stringify({ authFailure: mode === 'auth-failure', places });
  return `(() => {
  const config = ${config};
  const rec = (window.__fakeGoogleMaps = { maps: [], markers: [], suggestionRequests: [], fetchFields: [] });
  const num = (v) => (typeof v === 'function' ? v() : v);
  class LatLng {
    constructor(lat, lng) { this._lat = lat; this._lng = lng; }
    lat() { return this._lat; }
    lng() { return this._lng; }
  }
  class FakeMap {
    constructor(el, options) {
      this.box = document.createElement('div');
      this.box.className = 'fake-google-map';
      el.replaceChildren(this.box);
      this.zoom = options.zoom;
      this.record = { initialCenter: options.center, center: options.center, zoom: options.zoom };
      rec.maps.push(this.record);
      this.setCenter(options.center);
    }
    setCenter(c) {
      this.record.center = { lat: num(c.lat), lng: num(c.lng) };
      this.box.setAttribute('data-center', this.record.center.lat + ',' + this.record.center.lng);
      this.box.setAttribute('data-zoom', String(this.zoom));
    }
    setZoom(z) { this.zoom = z; this.record.zoom = z; this.box.setAttribute('data-zoom', String(z)); }
  }
  class Marker {
    constructor(o) {
      rec.markers.push({ title: o.title, position: { lat: num(o.position.lat), lng: num(o.position.lng) } });
      if (o.map) this.setMap(o.map, o.title);
    }
    setMap(map, title) {
      if (!map) { this.el && this.el.remove(); return; }
      this.el = document.createElement('span');
      this.el.setAttribute('role', 'img');
      this.el.setAttribute('aria-label', title);
      this.el.style.cssText = 'display:inline-block;width:12px;height:12px;border-radius:50%;background:#d5281b';
      map.box.appendChild(this.el);
    }
  }
  class AutocompleteSessionToken {}
  class Place {
    constructor({ id }) { this.id = id; }
    async fetchFields({ fields }) {
      rec.fetchFields.push({ id: this.id, fields });
      if (config.authFailure) throw new Error('REQUEST_DENIED');
      const p = config.places.find((x) => x.id === this.id);
      if (!p) throw new Error('NOT_FOUND');
      Object.assign(this, {
        addressComponents: p.addressComponents,
        formattedAddress: p.formattedAddress,
        location: new LatLng(p.lat, p.lng),
        displayName: p.name,
        nationalPhoneNumber: p.phone ?? null,
        websiteURI: p.website ?? null,
        businessStatus: p.businessStatus ?? null,
        types: p.types ?? [],
        rating: p.rating ?? null,
      });
      return { place: this };
    }
  }
  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request) {
      rec.suggestionRequests.push({
        input: request.input,
        includedRegionCodes: request.includedRegionCodes,
        includedPrimaryTypes: request.includedPrimaryTypes,
        sessionToken: request.sessionToken instanceof AutocompleteSessionToken,
      });
      if (config.authFailure) throw new Error('REQUEST_DENIED');
      const q = request.input.toLowerCase();
      return {
        suggestions: config.places
          .filter((p) => p.name.toLowerCase().includes(q))
          .map((p) => ({
            placePrediction: {
              placeId: p.id,
              text: { text: p.name + ', ' + p.secondary },
              mainText: { text: p.name },
              secondaryText: { text: p.secondary },
              toPlace: () => new Place({ id: p.id }),
            },
          })),
      };
    },
  };
  const libraries = {
    core: { LatLng },
    maps: { Map: FakeMap },
    marker: { Marker },
    places: { AutocompleteSessionToken, AutocompleteSuggestion, Place },
  };
  google.maps.importLibrary = async (name) => {
    if (!libraries[name]) throw new Error('the fake has no library ' + name);
    return libraries[name];
  };
  // The loader's bootstrap named this callback (callback=google.maps.__ib__) in the script's URL.
  google.maps.__ib__();
  // Google checks the key once the API has loaded and calls gm_authFailure when it refuses it.
  if (config.authFailure) setTimeout(() => window.gm_authFailure && window.gm_authFailure(), 30);
})();`;
}

/**
 * Answers the page's requests for the Maps JavaScript API with the fake (or fails them), recording
 * each script URL; `hold` keeps the answer back until `release()` (to see the loading state).
 */
export async function routeGoogleMaps(page: Page, mode: FakeMapsMode, places: FakePlace[] = [], { hold = false } = {}) {
  const scriptUrls: string[] = [];
  let release: () => void = () => undefined;
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(GOOGLE_MAPS_SCRIPT, async (route: Route) => {
    scriptUrls.push(route.request().url());
    await released;
    if (mode === 'fail') return route.abort('connectionrefused');
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeMapsScript(mode, places) });
  });
  return { scriptUrls, release: () => release() };
}

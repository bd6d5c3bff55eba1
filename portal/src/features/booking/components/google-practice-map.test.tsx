import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSession } from '../../../shared/session';
import type { PracticeSummary } from '../api/search-practices';
import { PracticeMap } from './practice-details';

/** The lazy maps module, faked: the test decides when (and whether) the API loads, and can refuse the key. */
const google = vi.hoisted(() => ({
  authListeners: [] as Array<() => void>,
  maps: [] as Array<{ options: { center: unknown; zoom: number }; centre?: unknown }>,
  markers: [] as Array<{ title: string; position: unknown }>,
  settle: undefined as undefined | ((ok: boolean) => void),
}));
vi.mock('../../../shared/google-maps/loader', () => ({
  onAuthFailure: (listener: () => void) => {
    google.authListeners.push(listener);
    return () => undefined;
  },
  loadMapLibraries: () =>
    new Promise((resolve, reject) => {
      google.settle = (ok) => {
        if (!ok) return reject(new Error('The Google Maps JavaScript API could not load.'));
        class FakeMap {
          record: { options: { center: unknown; zoom: number }; centre?: unknown };
          constructor(_el: HTMLElement, options: { center: unknown; zoom: number }) {
            this.record = { options };
            google.maps.push(this.record);
          }
          setCenter(c: unknown) {
            this.record.centre = c;
          }
        }
        class FakeMarker {
          constructor(o: { title: string; position: unknown }) {
            google.markers.push({ title: o.title, position: o.position });
          }
          setMap() {}
        }
        resolve({ maps: { Map: FakeMap }, marker: { Marker: FakeMarker } });
      };
    }),
}));

const practice: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  website: null,
  services: [],
  openingHours: {},
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};
const you = { lat: 51.5074, lng: -0.1278 };
const state = (container: HTMLElement) => container.querySelector('[data-map-state]')?.getAttribute('data-map-state');
const MAP_UNAVAILABLE = 'The map is not available right now, so the practice and your postcode are drawn to scale below.';
/** Words for the site operator that a patient must never see. */
const operatorWords = (container: HTMLElement) => ['GOOGLE_MAPS_BROWSER_KEY', 'console', 'billing', 'referrer', 'API'].filter((w) => container.textContent?.includes(w));

describe('PracticeMap on Google Maps (spec 4 "Maps loading")', () => {
  let reveal: (() => void) | undefined;
  beforeEach(() => {
    google.authListeners.length = 0;
    google.maps.length = 0;
    google.markers.length = 0;
    google.settle = undefined;
    reveal = undefined;
    // The map's box comes into view only when the test says so.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          reveal = () => this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is not loaded until its box nears the screen, then loading in a placeholder, then loaded with both markers at the zoom table', async () => {
    const { container } = render(<PracticeMap from={you} practice={practice} googleMapsKey="browser-key" />);
    expect(state(container)).toBe('not-loaded');
    expect(screen.getByRole('status')).toHaveTextContent('The map loads when you reach it.');
    expect(google.settle).toBeUndefined();
    act(() => reveal!());
    await waitFor(() => expect(state(container)).toBe('loading'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    expect(screen.getByRole('region', { name: /^Map: you and Harley Street Emergency Dental/ })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(google.settle).toBeDefined());
    act(() => google.settle!(true));
    await waitFor(() => expect(state(container)).toBe('loaded'));
    expect(google.maps).toEqual([{ options: expect.objectContaining({ center: { lat: 51.5074, lng: -0.1278 }, zoom: 13 }), centre: { lat: (you.lat + 51.5203) / 2, lng: (you.lng - 0.1469) / 2 } }]);
    expect(google.markers.map((m) => m.title)).toEqual(['You', 'Harley Street Emergency Dental']);
    expect(screen.queryByRole('img', { name: /^Map: you and/ })).not.toBeInTheDocument();
  });

  it('tells a patient in one plain sentence and draws the map when the API cannot load (failed); the hint goes to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<PracticeMap from={you} practice={practice} googleMapsKey="browser-key" />);
    act(() => reveal!());
    await waitFor(() => expect(google.settle).toBeDefined());
    act(() => google.settle!(false));
    await waitFor(() => expect(state(container)).toBe('failed'));
    expect(screen.getByRole('status')).toHaveTextContent(MAP_UNAVAILABLE);
    expect(screen.getByRole('img', { name: /^Map: you and Harley Street Emergency Dental, 1\.4 km apart/ }).tagName).toBe('svg');
    expect(operatorWords(container)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Google Maps \(map-failed\): .*GOOGLE_MAPS_BROWSER_KEY/), expect.any(Error));
  });

  it('tells a patient the same plain sentence, and draws the map, when Google refuses the key, even after the map loaded (auth failure)', async () => {
    const { container } = render(<PracticeMap from={you} practice={practice} googleMapsKey="browser-key" />);
    act(() => reveal!());
    await waitFor(() => expect(google.settle).toBeDefined());
    act(() => google.settle!(true));
    await waitFor(() => expect(state(container)).toBe('loaded'));
    act(() => google.authListeners.forEach((l) => l()));
    await waitFor(() => expect(state(container)).toBe('auth-failure'));
    expect(screen.getByRole('status')).toHaveTextContent(MAP_UNAVAILABLE);
    expect(screen.getByRole('img', { name: /^Map: you and/ }).tagName).toBe('svg');
    expect(operatorWords(container)).toEqual([]);
  });

  it('shows a signed-in admin what the operator should check when Google refuses the key', async () => {
    useSession.setState({ status: 'ready', user: { id: 'a', email: 'a@example.test', displayName: null, role: 'admin' } });
    const { container } = render(<PracticeMap from={you} practice={practice} googleMapsKey="browser-key" />);
    act(() => reveal!());
    await waitFor(() => expect(google.authListeners.length).toBeGreaterThan(0));
    act(() => google.authListeners.forEach((l) => l()));
    await waitFor(() => expect(state(container)).toBe('auth-failure'));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(MAP_UNAVAILABLE);
    expect(notice).toHaveTextContent('For the site operator (only signed-in admins see this):');
    expect(notice).toHaveTextContent(/Google refused GOOGLE_MAPS_BROWSER_KEY\. In Google Cloud console .* billing is on .* HTTP referrer restriction/);
  });

  it('shows a signed-in patient no hint: only admins run the site', async () => {
    useSession.setState({ status: 'ready', user: { id: 'u', email: 'u@example.test', displayName: null, role: 'user' } });
    const { container } = render(<PracticeMap from={you} practice={practice} googleMapsKey="browser-key" />);
    act(() => reveal!());
    await waitFor(() => expect(google.authListeners.length).toBeGreaterThan(0));
    act(() => google.authListeners.forEach((l) => l()));
    await waitFor(() => expect(state(container)).toBe('auth-failure'));
    expect(operatorWords(container)).toEqual([]);
  });

  it('says "Could not find coordinates for one or both locations" without loading Google for a practice without coordinates', () => {
    render(<PracticeMap from={you} practice={{ ...practice, latitude: null, longitude: null, distanceKm: null }} googleMapsKey="browser-key" />);
    expect(screen.getByText('Could not find coordinates for one or both locations')).toBeInTheDocument();
    expect(google.settle).toBeUndefined();
  });
});

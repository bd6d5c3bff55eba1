import { afterEach, describe, expect, it } from 'vitest';
import { appI18n, setLocale } from '../../../shared/i18n/app-i18n';
import { say } from '../../../shared/i18n/i18n';
import { MAP_MESSAGES, MAP_PROBLEMS, mapMessages, mapPoints } from './map-coordinates';

const london = { lat: 51.5074, lng: -0.1278 };
const practice = { latitude: 51.5203, longitude: -0.1469 };

describe(mapPoints.name, () => {
  it('gives both points when both are real coordinates', () => {
    expect(mapPoints(london, practice)).toEqual({ points: [london, { lat: 51.5203, lng: -0.1469 }] });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['without a longitude', { lat: 51.5 }],
    ['not numbers', { lat: '51.5', lng: '-0.1' }],
    ['NaN', { lat: Number.NaN, lng: -0.1 }],
    ['out of range', { lat: 151.5, lng: -0.1 }],
  ])('says "Error loading map coordinates" when the patient point is %s', (_, from) => {
    expect(mapPoints(from as never, practice)).toEqual({ problem: 'Error loading map coordinates', reason: 'loadError' });
  });

  it('says "Could not find coordinates for one or both locations" for a practice without coordinates', () => {
    expect(mapPoints(london, { latitude: null, longitude: null })).toEqual({ problem: MAP_MESSAGES.notFound, reason: 'notFound' });
    expect(mapPoints(london, { latitude: 51.5, longitude: undefined as never })).toEqual({ problem: 'Could not find coordinates for one or both locations', reason: 'notFound' });
  });

  it('says "Error loading map coordinates" for practice coordinates that are there but unusable', () => {
    expect(mapPoints(london, { latitude: Number.NaN, longitude: -0.1 })).toEqual({ problem: MAP_MESSAGES.loadError, reason: 'loadError' });
    expect(mapPoints(london, { latitude: 51.5, longitude: 200 })).toEqual({ problem: MAP_MESSAGES.loadError, reason: 'loadError' });
  });

  describe('in Welsh', () => {
    afterEach(() => setLocale('en-GB'));
    it('says each reason in the page language', () => {
      setLocale('cy');
      expect(say(appI18n, MAP_PROBLEMS.notFound)).toBe("Nid oedd modd dod o hyd i'r cyfesurynnau ar gyfer un o'r lleoliadau neu'r ddau");
      expect(say(appI18n, MAP_PROBLEMS.loadError)).toBe("Gwall wrth lwytho cyfesurynnau'r map");
    });

    it("gives the problem in the words it is given: the page's translator's", () => {
      setLocale('cy');
      const welsh = mapMessages((m) => say(appI18n, m));
      expect(mapPoints(london, { latitude: null, longitude: null }, welsh)).toEqual({ problem: "Nid oedd modd dod o hyd i'r cyfesurynnau ar gyfer un o'r lleoliadau neu'r ddau", reason: 'notFound' });
      expect(mapPoints(null, practice, welsh)).toEqual({ problem: "Gwall wrth lwytho cyfesurynnau'r map", reason: 'loadError' });
      setLocale('en-GB');
      expect(mapMessages((m) => say(appI18n, m))).toEqual(MAP_MESSAGES);
    });
  });
});

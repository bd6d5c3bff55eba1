import { describe, expect, it } from 'vitest';
import { hasEmergencySign, useEmergencySigns } from './emergency-signs';

describe('useEmergencySigns (the page-level answer)', () => {
  it('starts with no sign', () => {
    expect(useEmergencySigns.getState().signs).toEqual([]);
    expect(hasEmergencySign(useEmergencySigns.getState())).toBe(false);
  });

  it('adds the signs told to those told already, once each, in the order of the question', () => {
    const { tell } = useEmergencySigns.getState();
    tell(['head_injury']);
    tell(['eye_swelling', 'head_injury']);
    expect(useEmergencySigns.getState().signs).toEqual(['eye_swelling', 'head_injury']);
    expect(hasEmergencySign(useEmergencySigns.getState())).toBe(true);
  });

  it('ignores an empty answer (no new state, so nothing re-renders)', () => {
    useEmergencySigns.getState().tell(['uncontrolled_bleeding']);
    const before = useEmergencySigns.getState().signs;
    useEmergencySigns.getState().tell([]);
    expect(useEmergencySigns.getState().signs).toBe(before);
  });

  it('clears when the patient confirms none applies', () => {
    useEmergencySigns.getState().tell(['face_or_jaw_injury']);
    useEmergencySigns.getState().clear();
    expect(useEmergencySigns.getState().signs).toEqual([]);
  });

  it('keeps the answer in memory only: nothing in the browser storage', () => {
    useEmergencySigns.getState().tell(['breathing_or_swallowing']);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});

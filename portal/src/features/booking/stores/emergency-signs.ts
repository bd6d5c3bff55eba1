import { create } from 'zustand';
import { RED_FLAG_CODES, type RedFlagCode } from '@contexts/search/clinical-safety.constants';

interface EmergencySignsState {
  /** The emergency signs the patient ticked, in the question's order; empty until they tick one. */
  signs: readonly RedFlagCode[];
  /** Signs ticked in a form, added to those told already (two prerendered forms may both be ticked before React ran). */
  tell: (signs: readonly RedFlagCode[]) => void;
  /** The patient confirmed that none of the signs applies to them. */
  clear: () => void;
}

/**
 * What the patient told us of the emergency signs, for the whole page rather than one form: while it
 * holds any, every lead form shows the 999 screen in its place, so no other form or link on the page
 * is a way round it. In memory only, never stored in the browser nor sent: a reload asks the question again.
 */
export const useEmergencySigns = create<EmergencySignsState>((set) => ({
  signs: [],
  tell: (told) => {
    if (told.length === 0) return;
    set(({ signs }) => ({ signs: RED_FLAG_CODES.filter((code) => signs.includes(code) || told.includes(code)) }));
  },
  clear: () => set({ signs: [] }),
}));

/** Whether the patient has told us of any emergency sign (a selector: its users re-render only when this changes). */
export const hasEmergencySign = (state: EmergencySignsState): boolean => state.signs.length > 0;

import type { EditorSlot, GeneratedPlan, SlotPlan } from '../api/admin';
import { type GridSlot, gridFromDay, mergePlan, toggle } from './availability-grid.rules';

/**
 * The availability editor's day: the slots as saved, the grid (its editable copy, with any plan
 * merged in) and the plan Generate Slots made. They change together: a grid is always read against
 * the saved day it was made from.
 */
export interface DayEditorState {
  saved: GridSlot[];
  grid: GridSlot[];
  plan?: { plan: SlotPlan; days: number; total: number };
}

export type DayEditorAction =
  /** Another practice, operative or date: nothing shown until its day is read. */
  | { type: 'cleared' }
  /** The day as the server has it (read, or answered by Save). */
  | { type: 'loaded'; slots: EditorSlot[] }
  | { type: 'generated'; plan: SlotPlan; result: GeneratedPlan }
  | { type: 'toggled'; startTime: string };

export const EMPTY_DAY: DayEditorState = { saved: [], grid: [] };

export function dayEditorReducer(state: DayEditorState, action: DayEditorAction): DayEditorState {
  switch (action.type) {
    case 'cleared':
      return EMPTY_DAY;
    case 'loaded': {
      const rows = gridFromDay(action.slots);
      return { saved: rows, grid: rows };
    }
    case 'generated':
      return { ...state, grid: mergePlan(state.saved, action.result.slots), plan: { plan: action.plan, days: action.result.days, total: action.result.total } };
    case 'toggled':
      return { ...state, grid: toggle(state.grid, action.startTime) };
  }
}

import { createContext, useContext } from 'react';

/**
 * A practice's supply (its operatives' availability and its closures) as the admin's Availability tab
 * and its closures panel edit it. Two implementations: the admin's routes (every practice, the
 * admin feature) and one practice's staff routes (the practice fixed from the URL, the staff
 * feature), so the same components serve both without a second copy of their logic (issue 20).
 */

export interface Operative {
  id: string;
  displayName: string;
  email: string | null;
}
/** A practice as the editor lists it. */
export interface SupplyPractice {
  id: string;
  name: string;
  operatives: Operative[];
}
export interface EditorSlot {
  id: string;
  startTime: string;
  endTime: string;
  status: string;
  available: boolean;
  locked: boolean;
}
export interface EditorDay {
  practiceId: string;
  operativeId: string;
  date: string;
  slots: EditorSlot[];
}
export interface SlotPlan {
  date: string;
  startHour: number;
  endHour: number;
  slotMinutes: number;
  recurring?: { days: number; weekdays: number[] };
}
export interface GeneratedPlan {
  date: string;
  days: number;
  total: number;
  slots: Array<{ startTime: string; endTime: string; available: boolean }>;
}
export type AvailabilityChange = { practiceId: string; operativeId: string; slots?: Array<{ startTime: string; available: boolean }> } & Partial<SlotPlan> & { date: string };
export interface AvailabilitySaved {
  created: number;
  blocked: number;
  opened: number;
  message: string;
  day: EditorDay;
}
export interface ClosureAffected {
  slotId: string;
  startTime: string;
  kind: 'booking' | 'hold';
  appointment: { id: string; reference: string; patientName: string; status: string; paymentStatus: string } | null;
}
export interface Closure {
  id: string;
  practice: { id: string; name: string };
  operative: { id: string; displayName: string } | null;
  startsOn: string;
  endsOn: string;
  reason: string;
  note: string | null;
  affected: ClosureAffected[];
}
export interface ClosureInput {
  practiceId: string;
  operativeId: string | null;
  startsOn: string;
  endsOn: string;
  reason: string;
  note: string;
}
export interface ClosureCreated {
  closure: Closure;
  blocked: number;
  affected: ClosureAffected[];
  message: string;
}

export interface SupplyApi {
  practices: () => Promise<SupplyPractice[]>;
  editorDay: (practiceId: string, operativeId: string, date: string) => Promise<EditorDay>;
  generate: (plan: SlotPlan) => Promise<GeneratedPlan>;
  saveAvailability: (change: AvailabilityChange) => Promise<AvailabilitySaved>;
  closures: () => Promise<Closure[]>;
  createClosure: (input: ClosureInput) => Promise<ClosureCreated>;
  applyBankHolidays: (practiceId: string, region: string) => Promise<{ created: number; message: string }>;
  removeClosure: (id: string) => Promise<{ id: string }>;
  cancelAppointment: (id: string, reason: string) => Promise<{ explanation: string }>;
  /** A staff page's practice: chosen from the start (the admin's dashboard has none). */
  fixedPracticeId?: string;
}

/** The supply a page edits; undefined: the editor's own default (the admin's routes). */
export const SupplyApiContext = createContext<SupplyApi | undefined>(undefined);

export function useSupplyApiContext(): SupplyApi | undefined {
  return useContext(SupplyApiContext);
}

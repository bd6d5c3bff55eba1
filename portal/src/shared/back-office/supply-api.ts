import { createContext, useContext } from 'react';
import type { ApiAnswer, ApiBody } from '../api/types';

/**
 * A practice's supply (its operatives' availability and its closures) as the admin's Availability tab
 * and its closures panel edit it. Two implementations: the admin's routes (every practice, the
 * admin feature) and one practice's staff routes (the practice fixed from the URL, the staff
 * feature), so the same components serve both without a second copy of their logic.
 */

type AdminPracticeAnswer = ApiAnswer<'/api/admin/practices', 'get'>[number];
type ClosureBody = ApiBody<'/api/admin/closures', 'post'>;

export type Operative = ApiAnswer<'/api/admin/practices/{id}/operatives', 'post', 201>;
/** A practice as the editor lists it. */
export type SupplyPractice = Pick<AdminPracticeAnswer, 'id' | 'name' | 'operatives'>;
export type EditorDay = ApiAnswer<'/api/admin/availability', 'get'>;
export type EditorSlot = EditorDay['slots'][number];
export type SlotPlan = ApiBody<'/api/admin/availability/generate', 'post'>;
export type GeneratedPlan = ApiAnswer<'/api/admin/availability/generate', 'post', 201>;
export type AvailabilityChange = ApiBody<'/api/admin/availability', 'put'>;
export type AvailabilitySaved = ApiAnswer<'/api/admin/availability', 'put'>;
export type Closure = ApiAnswer<'/api/admin/closures', 'get'>[number];
export type ClosureAffected = Closure['affected'][number];
/** What the closure form sends: its note as typed (empty: none, sent as null). */
export type ClosureInput = Omit<ClosureBody, 'operativeId' | 'note'> & { operativeId: string | null; note: string };
export type ClosureCreated = ApiAnswer<'/api/admin/closures', 'post', 201>;
export type BankHolidayRegion = ApiBody<'/api/admin/closures/bank-holidays', 'post'>['region'];
export type BankHolidaysApplied = ApiAnswer<'/api/admin/closures/bank-holidays', 'post', 201>;

export interface SupplyApi {
  practices: () => Promise<SupplyPractice[]>;
  editorDay: (practiceId: string, operativeId: string, date: string) => Promise<EditorDay>;
  generate: (plan: SlotPlan) => Promise<GeneratedPlan>;
  saveAvailability: (change: AvailabilityChange) => Promise<AvailabilitySaved>;
  closures: () => Promise<Closure[]>;
  createClosure: (input: ClosureInput) => Promise<ClosureCreated>;
  applyBankHolidays: (practiceId: string, region: BankHolidayRegion) => Promise<BankHolidaysApplied>;
  removeClosure: (id: string) => Promise<ApiAnswer<'/api/admin/closures/{id}', 'delete'>>;
  cancelAppointment: (id: string, reason: string) => Promise<{ explanation: string }>;
  /** A staff page's practice: chosen from the start (the admin's dashboard has none). */
  fixedPracticeId?: string;
}

/** The supply a page edits; undefined: the editor's own default (the admin's routes). */
export const SupplyApiContext = createContext<SupplyApi | undefined>(undefined);

export function useSupplyApiContext(): SupplyApi | undefined {
  return useContext(SupplyApiContext);
}

import { api } from '../../../shared/api-client';
import type { Closure, ClosureCreated, EditorDay, GeneratedPlan, Operative, SlotPlan, SupplyApi } from '../../../shared/back-office/supply-api';
import { recordOutcome } from './record-outcome';
import { staffBase } from './staff-routes';

/**
 * The admin's Availability tab and closures panel (SupplyApi), pointed at one practice's staff
 * routes (…/staff/availability, …/staff/closures): the practice list is just this practice (with
 * its operatives), and the practice id the components pass is the fixed one anyway (the server takes
 * it from the path, never from the body).
 */
export function practiceSupplyApi(practice: { id: string; name: string }, operatives: () => Promise<Operative[]>): SupplyApi {
  const b = staffBase(practice.id);
  return {
    fixedPracticeId: practice.id,
    practices: async () => [{ id: practice.id, name: practice.name, operatives: await operatives() }],
    editorDay: (_practiceId, operativeId, date) => api.get<EditorDay>(`${b}/availability?${new URLSearchParams({ operativeId, date })}`),
    generate: (plan: SlotPlan) => api.post<GeneratedPlan>(`${b}/availability/generate`, plan),
    saveAvailability: ({ practiceId: _, ...body }) => api.put(`${b}/availability`, body),
    closures: () => api.get<Closure[]>(`${b}/closures`),
    createClosure: ({ practiceId: _, ...input }) => api.post<ClosureCreated>(`${b}/closures`, { ...input, note: input.note || null }),
    applyBankHolidays: (_practiceId, region) => api.post<{ created: number; message: string }>(`${b}/closures/bank-holidays`, { region }),
    removeClosure: (id) => api.delete<{ id: string }>(`${b}/closures/${id}`),
    cancelAppointment: async (id, reason) => {
      const result = await recordOutcome(practice.id, id, 'cancelled_by_practice', reason);
      return { explanation: result.message };
    },
  };
}

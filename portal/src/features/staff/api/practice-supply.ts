import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import type { BankHolidaysApplied, Closure, ClosureCreated, EditorDay, GeneratedPlan, Operative, SlotPlan, SupplyApi } from '../../../shared/back-office/supply-api';
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
    editorDay: (_practiceId, operativeId, date) =>
      api.get<EditorDay>(`${b}/availability?${new URLSearchParams({ operativeId, date })}`),
    generate: (plan: SlotPlan) =>
      api.post<GeneratedPlan>(`${b}/availability/generate`, plan satisfies ApiBody<'/api/practices/{practiceId}/staff/availability/generate', 'post'>),
    saveAvailability: ({ practiceId: _, ...body }) =>
      api.put<ApiAnswer<'/api/practices/{practiceId}/staff/availability', 'put'>>(`${b}/availability`, body satisfies ApiBody<'/api/practices/{practiceId}/staff/availability', 'put'>),
    closures: () => api.get<Closure[]>(`${b}/closures`),
    createClosure: ({ practiceId: _, ...input }) =>
      api.post<ClosureCreated>(`${b}/closures`, { ...input, note: input.note || null } satisfies ApiBody<'/api/practices/{practiceId}/staff/closures', 'post'>),
    applyBankHolidays: (_practiceId, region) =>
      api.post<BankHolidaysApplied>(`${b}/closures/bank-holidays`, { region } satisfies ApiBody<'/api/practices/{practiceId}/staff/closures/bank-holidays', 'post'>),
    removeClosure: (id) => api.delete<ApiAnswer<'/api/practices/{practiceId}/staff/closures/{id}', 'delete'>>(`${b}/closures/${id}`),
    cancelAppointment: async (id, reason) => {
      const result = await recordOutcome(practice.id, id, 'cancelled_by_practice', reason);
      return { explanation: result.message };
    },
  };
}

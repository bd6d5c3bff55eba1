import type { AppointmentStory } from './admin-api';
import type { AppointmentOutcome } from '@contexts/booking/booking.constants';
import { api } from '../../shared/api-client';
import type { AdminPractice, EditorDay, GeneratedPlan, Operative, SlotPlan, Closure, ClosureAffected, ClosureInput } from './admin-api';
import type { SupplyApi } from './supply-api';

export interface StaffPractice {
  id: string;
  name: string;
  city: string;
  archived: boolean;
}

export interface StaffAppointment {
  id: string;
  reference: string;
  startTime: string;
  endTime: string;
  patient: { name: string; phone: string };
  issue: string;
  service: string;
  operative: string | null;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  paymentStatus: string;
  cancelledBy: string | null;
  outcome: AppointmentOutcome | null;
  canConfirm: boolean;
  canRecordAttendance: boolean;
  canCancel: boolean;
}

export interface StaffDay {
  practice: { id: string; name: string };
  date: string;
  today: StaffAppointment[];
  upcoming: StaffAppointment[];
}

export interface CalendarFeed {
  active: boolean;
  createdAt: string | null;
  url?: string;
  message?: string;
}

const base = (practiceId: string) => `/api/practices/${encodeURIComponent(practiceId)}/staff`;

/** The staff routes of one practice (the server checks the practice on every one). */
export const staffApi = {
  myPractices: () => api.get<{ practices: StaffPractice[] }>('/api/staff/practices'),
  day: (practiceId: string) => api.get<StaffDay>(`${base(practiceId)}/appointments`),
  confirm: (practiceId: string, id: string) =>
    api.post<{ id: string; status: string; paymentStatus: string; message: string }>(`${base(practiceId)}/appointments/${id}/confirm`),
  recordOutcome: (practiceId: string, id: string, outcome: AppointmentOutcome, reason?: string) =>
    api.post<{ id: string; outcome: AppointmentOutcome; refundPence: number; message: string }>(`${base(practiceId)}/appointments/${id}/outcome`, {
      outcome,
      ...(reason !== undefined ? { reason } : {}),
    }),
  timeline: (practiceId: string, id: string) => api.get<AppointmentStory>(`${base(practiceId)}/appointments/${encodeURIComponent(id)}/timeline`),
  operatives: (practiceId: string) => api.get<Operative[]>(`${base(practiceId)}/operatives`),
  addOperative: (practiceId: string, input: { displayName: string; email: string }) => api.post<Operative>(`${base(practiceId)}/operatives`, input),
  feed: (practiceId: string) => api.get<CalendarFeed>(`${base(practiceId)}/calendar-feed`),
  rotateFeed: (practiceId: string) => api.post<CalendarFeed>(`${base(practiceId)}/calendar-feed`),
  revokeFeed: (practiceId: string) => api.delete<CalendarFeed>(`${base(practiceId)}/calendar-feed`),
};

/**
 * The admin's Availability tab and closures panel, pointed at one practice's staff routes: the
 * practice list is just this practice (with its operatives), and the practice id the components
 * pass is the fixed one anyway (the server takes it from the path, never from the body).
 */
export function staffSupplyApi(practice: { id: string; name: string }, operatives: () => Promise<Operative[]>): SupplyApi {
  const b = base(practice.id);
  return {
    fixedPracticeId: practice.id,
    practices: async () => [{ id: practice.id, name: practice.name, operatives: await operatives() } as AdminPractice],
    editorDay: (_practiceId: string, operativeId: string, date: string) => api.get<EditorDay>(`${b}/availability?${new URLSearchParams({ operativeId, date })}`),
    generate: (plan: SlotPlan) => api.post<GeneratedPlan>(`${b}/availability/generate`, plan),
    saveAvailability: ({ practiceId: _, ...body }) => api.put(`${b}/availability`, body),
    closures: () => api.get<Closure[]>(`${b}/closures`),
    createClosure: ({ practiceId: _, ...input }: ClosureInput) =>
      api.post<{ closure: Closure; blocked: number; affected: ClosureAffected[]; message: string }>(`${b}/closures`, { ...input, note: input.note || null }),
    applyBankHolidays: (_practiceId: string, region: string) => api.post<{ created: number; message: string }>(`${b}/closures/bank-holidays`, { region }),
    removeClosure: (id: string) => api.delete<{ id: string }>(`${b}/closures/${id}`),
    cancelAppointment: async (id: string, reason: string) => {
      const result = await staffApi.recordOutcome(practice.id, id, 'cancelled_by_practice', reason);
      return { explanation: result.message };
    },
  };
}

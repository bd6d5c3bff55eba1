import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import type {
  AvailabilityChange,
  BankHolidayRegion,
  BankHolidaysApplied,
  AvailabilitySaved,
  Closure,
  ClosureCreated,
  ClosureInput,
  EditorDay,
  GeneratedPlan,
  Operative,
  SlotPlan,
} from '../../../shared/back-office/supply-api';

export type { Closure, ClosureAffected, ClosureInput, EditorDay, EditorSlot, GeneratedPlan, Operative, SlotPlan } from '../../../shared/back-office/supply-api';

/** The admin HTTP contract (docs/api.md): every call is checked for the admin role on the server. */

/**
 * The admin's query keys, kept with the requests (house style 7). Every one starts with 'admin': a
 * closure changes slots, bookings and next times at once, so it has them all read again.
 */
export const adminKeys = {
  all: ['admin'] as const,
  ops: ['admin', 'ops'] as const,
  practices: ['admin', 'practices'] as const,
  /** The availability editor's practice list (every practice, or a staff page's one). */
  allPractices: ['admin', 'practices', 'all'] as const,
  availability: ['admin', 'availability'] as const,
  appointments: ['admin', 'appointments'] as const,
  appointmentStory: (id: string) => ['admin', 'appointment-story', id] as const,
  cancellationPreview: (id: string) => ['admin', 'cancellation-preview', id] as const,
  closures: ['admin', 'closures'] as const,
  settings: ['admin', 'settings'] as const,
  users: ['admin', 'users'] as const,
  invitations: ['admin', 'invitations'] as const,
  staff: ['admin', 'staff'] as const,
  waitlist: ['admin', 'waitlist'] as const,
};

type PracticeBody = ApiBody<'/api/admin/practices', 'post'>;

export type AdminPractice = ApiAnswer<'/api/admin/practices', 'get'>[number];
/** A practice as saving it answers (no operatives nor next time: the list is read again). */
export type SavedPractice = ApiAnswer<'/api/admin/practices', 'post', 201>;
export type OpeningDay = AdminPractice['openingHours'][string];
export type Weekday = keyof PracticeBody['openingHours'];
export type OpeningHours = Record<Weekday, OpeningDay>;

/** What the practice form edits and sends: flat fields, services as a list, coordinates as typed text (the body takes them so). */
export interface PracticeInput {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  website: string;
  services: string[];
  latitude: string;
  longitude: string;
  openingHours: OpeningHours;
}

/** A page of the appointment search: `nextCursor` is opaque, null on the last page. */
export type AppointmentPage = ApiAnswer<'/api/admin/appointments', 'get'>;
export type AdminAppointment = AppointmentPage['items'][number];
export type PracticePage = ApiAnswer<'/api/admin/practices/page', 'get'>;
export type AppointmentStory = ApiAnswer<'/api/admin/appointments/{id}/timeline', 'get'>;
/** Each choice an admin has for cancelling a booking, with its money or its refusal. */
export type CancellationPreview = ApiAnswer<'/api/admin/appointments/{id}/cancellation', 'get'>;
export type AdminCancelBody = ApiBody<'/api/admin/appointments/{id}/cancel', 'post'>;
/** The consent given at checkout; null for a booking made before the checkout asked. */
export type CheckoutConsentView = NonNullable<AppointmentStory['appointment']['consent']>;

export type AdminUser = ApiAnswer<'/api/admin/users', 'get'>[number];
/** An invitation not yet accepted nor withdrawn (ADR 0043). */
export type AdminInvitation = ApiAnswer<'/api/admin/invitations', 'get'>[number];
export type InvitationInput = ApiBody<'/api/admin/invitations', 'post'>;

/** The waitlist at a glance (GET /api/admin/waitlist). */
export type WaitlistStats = ApiAnswer<'/api/admin/waitlist', 'get'>;

/** A practice as the staff membership dialog lists it (with its city when the options list gave it). */
export type PracticeRef = ApiAnswer<'/api/admin/staff', 'get'>[number]['practices'][number] & { city?: string };

export type AdminSettings = ApiAnswer<'/api/admin/settings', 'get'>;

export const adminApi = {
  practices: () => api.get<AdminPractice[]>('/api/admin/practices'),
  /** One page of practices by name, searched by name, city or postcode (the Practices tab). */
  practicesPage: (q: string, cursor: string | null) =>
    api.get<PracticePage>(`/api/admin/practices/page?${new URLSearchParams({ ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) })}`),
  /** Where a postcode is: its own point, or its district's centroid (approximate). */
  locatePostcode: (postcode: string) =>
    api.get<ApiAnswer<'/api/admin/practices/locate', 'get'>>(`/api/admin/practices/locate?postcode=${encodeURIComponent(postcode)}`),
  createPractice: (input: PracticeInput) => api.post<SavedPractice>('/api/admin/practices', input satisfies PracticeBody),
  updatePractice: (id: string, input: PracticeInput) =>
    api.put<ApiAnswer<'/api/admin/practices/{id}', 'put'>>(`/api/admin/practices/${id}`, input satisfies ApiBody<'/api/admin/practices/{id}', 'put'>),
  deletePractice: (id: string) => api.delete<ApiAnswer<'/api/admin/practices/{id}', 'delete'>>(`/api/admin/practices/${id}`),
  importPractices: (json: string) =>
    api.post<ApiAnswer<'/api/admin/practices/import', 'post', 201>>('/api/admin/practices/import', { json } satisfies ApiBody<'/api/admin/practices/import', 'post'>),
  importSamples: () => api.post<ApiAnswer<'/api/admin/practices/sample', 'post', 201>>('/api/admin/practices/sample'),
  addOperative: (practiceId: string, input: ApiBody<'/api/admin/practices/{id}/operatives', 'post'>) =>
    api.post<Operative>(`/api/admin/practices/${practiceId}/operatives`, input),

  editorDay: (practiceId: string, operativeId: string, date: string) =>
    api.get<EditorDay>(`/api/admin/availability?${new URLSearchParams({ practiceId, operativeId, date })}`),
  generate: (plan: SlotPlan) => api.post<GeneratedPlan>('/api/admin/availability/generate', plan satisfies SlotPlan),
  saveAvailability: (body: AvailabilityChange) => api.put<AvailabilitySaved>('/api/admin/availability', body satisfies AvailabilityChange),

  /** One page of the search; `query` is the list's filters as the URL carries them (see appointment-search.ts). */
  appointments: (query: URLSearchParams, cursor: string | null) => {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    return api.get<AppointmentPage>(`/api/admin/appointments?${params}`);
  },
  appointmentStory: (id: string) => api.get<AppointmentStory>(`/api/admin/appointments/${encodeURIComponent(id)}/timeline`),
  confirmAppointment: (id: string) =>
    api.post<ApiAnswer<'/api/admin/appointments/{id}/confirm', 'post'>>(`/api/admin/appointments/${id}/confirm`),

  /** What cancelling would do now, for each of the admin's choices (the money in the patient's words, or why not). */
  cancellationPreview: (id: string) => api.get<CancellationPreview>(`/api/admin/appointments/${encodeURIComponent(id)}/cancellation`),
  /** Cancel for the patient (`patient_asked`) or for the practice (`practice_cannot_see`), with the reason the patient is told. */
  cancelAppointment: (id: string, body: AdminCancelBody) =>
    api.post<ApiAnswer<'/api/admin/appointments/{id}/cancel', 'post'>>(`/api/admin/appointments/${id}/cancel`, body satisfies AdminCancelBody),

  closures: (practiceId?: string) => api.get<Closure[]>(`/api/admin/closures${practiceId ? `?practiceId=${practiceId}` : ''}`),
  createClosure: (input: ClosureInput) =>
    api.post<ClosureCreated>('/api/admin/closures', { ...input, note: input.note || null } satisfies ApiBody<'/api/admin/closures', 'post'>),
  applyBankHolidays: (practiceId: string, region: BankHolidayRegion) =>
    api.post<BankHolidaysApplied>('/api/admin/closures/bank-holidays', { practiceId, region } satisfies ApiBody<'/api/admin/closures/bank-holidays', 'post'>),
  removeClosure: (id: string) => api.delete<ApiAnswer<'/api/admin/closures/{id}', 'delete'>>(`/api/admin/closures/${id}`),

  users: () => api.get<AdminUser[]>('/api/admin/users'),
  changeRole: (id: string, role: AdminUser['role']) =>
    api.put<ApiAnswer<'/api/admin/users/{id}/role', 'put'>>(`/api/admin/users/${id}/role`, { role } satisfies ApiBody<'/api/admin/users/{id}/role', 'put'>),
  setDisabled: (id: string, disabled: boolean) =>
    api.put<AdminUser>(`/api/admin/users/${id}/disabled`, { disabled } satisfies ApiBody<'/api/admin/users/{id}/disabled', 'put'>),
  /** Both confirmed with the admin's own current code from their authenticator app. */
  resetSecondFactor: (id: string, code: string) =>
    api.post<AdminUser>(`/api/admin/users/${id}/second-factor/reset`, { code } satisfies ApiBody<'/api/admin/users/{id}/second-factor/reset', 'post'>),
  endLockOut: (id: string, code: string) =>
    api.post<AdminUser>(`/api/admin/users/${id}/sign-in-lock/end`, { code } satisfies ApiBody<'/api/admin/users/{id}/sign-in-lock/end', 'post'>),

  /** Invitations to the back office (ADR 0043). */
  invitations: () => api.get<AdminInvitation[]>('/api/admin/invitations'),
  invite: (input: InvitationInput) => api.post<ApiAnswer<'/api/admin/invitations', 'post', 201>>('/api/admin/invitations', input),
  resendInvitation: (id: string) => api.post<ApiAnswer<'/api/admin/invitations/{id}/resend', 'post'>>(`/api/admin/invitations/${id}/resend`),
  withdrawInvitation: (id: string) => api.delete<void>(`/api/admin/invitations/${id}`),

  /** The waitlist at a glance: who is waiting where, and how offers went over the last 14 days. */
  waitlistStats: () => api.get<WaitlistStats>('/api/admin/waitlist'),

  /** Practice staff: who is staff of which practice, the practices to choose from, and a user's practices set. */
  staffMembership: () => api.get<ApiAnswer<'/api/admin/staff', 'get'>>('/api/admin/staff'),
  staffPracticeOptions: (q: string) => api.get<ApiAnswer<'/api/admin/staff/practice-options', 'get'>>(`/api/admin/staff/practice-options?${new URLSearchParams({ q })}`),
  setStaffPractices: (userId: string, practiceIds: string[]) =>
    api.put<ApiAnswer<'/api/admin/users/{id}/practices', 'put'>>(`/api/admin/users/${userId}/practices`, {
      practiceIds,
    } satisfies ApiBody<'/api/admin/users/{id}/practices', 'put'>),

  opsLinks: () => api.get<ApiAnswer<'/api/admin/ops', 'get'>>('/api/admin/ops'),

  settings: () => api.get<AdminSettings>('/api/admin/settings'),
  updateSettings: (change: ApiBody<'/api/admin/settings', 'put'>) => api.put<AdminSettings>('/api/admin/settings', change),
};

import type { SmsListStatus } from '@contexts/sms/sms.constants';
import { api } from '../../../shared/api-client';
import type { TimelineEntry } from '../../../shared/back-office/booking-display';
import type {
  AvailabilityChange,
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
  closures: ['admin', 'closures'] as const,
  settings: ['admin', 'settings'] as const,
  users: ['admin', 'users'] as const,
  staff: ['admin', 'staff'] as const,
  waitlist: ['admin', 'waitlist'] as const,
};

export interface OpeningDay {
  open: string;
  close: string;
  isClosed: boolean;
}
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type OpeningHours = Record<Weekday, OpeningDay>;

export interface AdminPractice {
  id: string;
  name: string;
  address: { line1: string; line2: string | null; city: string; postcode: string };
  phone: string;
  email: string;
  website: string | null;
  services: string[];
  openingHours: OpeningHours;
  latitude: number | null;
  longitude: number | null;
  operatives: Operative[];
  nextAvailable: { id: string; startTime: string; endTime: string } | null;
}

/** What the practice form sends: flat fields, services as a list, coordinates as typed text. */
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


export interface AdminAppointment {
  id: string;
  reference: string;
  patient: { name: string; email: string | null; phone: string };
  practice: { id: string; name: string };
  startTime: string;
  endTime: string;
  service: string;
  issue: string | null;
  status: string;
  paymentStatus: string;
  /** A booking, or a checkout whose payment never held money (issue #29 item 3); absent from an older api: booked. */
  booked?: boolean;
  /** Why a row is not a booking: payment-failed, not-paid, payment-returned (or booked). */
  bookingState?: 'booked' | 'payment-failed' | 'not-paid' | 'payment-returned';
  paymentError: string | null;
  emailStatus: string;
  /** The confirmation text's state, or opted-out (declined at payment / replied STOP). */
  smsStatus?: SmsListStatus;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  refundDuePence: number | null;
  refundedPence: number;
  captureAtRisk: boolean;
}

/** A page of a keyset-paged list: `nextCursor` is opaque, null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
/** The consent given at checkout (issue #29); null for a booking made before the checkout asked. */
export interface CheckoutConsentView {
  termsVersion: string;
  acceptedAt: string;
  over16Confirmed: boolean;
}
export interface AppointmentStory {
  appointment: AdminAppointment & { amountPence: number; emailError: string | null; consent?: CheckoutConsentView | null };
  entries: TimelineEntry[];
}

export interface AdminUser {
  id: string;
  email: string;
  displayName: string | null;
  role: 'admin' | 'user';
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

/** The waitlist at a glance (GET /api/admin/waitlist). */
export interface WaitlistStats {
  waiting: Array<{ area: string; waiting: number }>;
  days: Array<{ day: string; area: string; joined: number; offered: number; taken: number }>;
}

/** A practice as the staff membership dialog lists it. */
export interface PracticeRef {
  id: string;
  name: string;
  city?: string;
}

export interface AdminSettings {
  isProtected: boolean;
  gatePassword: string;
  useImmediatePaymentProcessing: boolean;
  lastUpdated: string;
}


export const adminApi = {
  practices: () => api.get<AdminPractice[]>('/api/admin/practices'),
  /** One page of practices by name, searched by name, city or postcode (the Practices tab). */
  practicesPage: (q: string, cursor: string | null) =>
    api.get<Page<AdminPractice>>(`/api/admin/practices/page?${new URLSearchParams({ ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) })}`),
  /** Where a postcode is (issue 19): its own point, or its district's centroid (approximate). */
  locatePostcode: (postcode: string) =>
    api.get<{ latitude: number; longitude: number; approximate: boolean }>(`/api/admin/practices/locate?postcode=${encodeURIComponent(postcode)}`),
  createPractice: (input: PracticeInput) => api.post<AdminPractice>('/api/admin/practices', input),
  updatePractice: (id: string, input: PracticeInput) => api.put<AdminPractice>(`/api/admin/practices/${id}`, input),
  deletePractice: (id: string) => api.delete<{ id: string; outcome: string }>(`/api/admin/practices/${id}`),
  importPractices: (json: string) => api.post<{ imported: number }>('/api/admin/practices/import', { json }),
  importSamples: () => api.post<{ added: number; total: number; message: string }>('/api/admin/practices/sample'),
  addOperative: (practiceId: string, input: { displayName: string; email: string }) =>
    api.post<Operative>(`/api/admin/practices/${practiceId}/operatives`, input),

  editorDay: (practiceId: string, operativeId: string, date: string) =>
    api.get<EditorDay>(`/api/admin/availability?${new URLSearchParams({ practiceId, operativeId, date })}`),
  generate: (plan: SlotPlan) => api.post<GeneratedPlan>('/api/admin/availability/generate', plan),
  saveAvailability: (body: AvailabilityChange) => api.put<AvailabilitySaved>('/api/admin/availability', body),

  /** One page of the search; `query` is the list's filters as the URL carries them (see appointment-search.ts). */
  appointments: (query: URLSearchParams, cursor: string | null) => {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    return api.get<Page<AdminAppointment>>(`/api/admin/appointments?${params}`);
  },
  appointmentStory: (id: string) => api.get<AppointmentStory>(`/api/admin/appointments/${encodeURIComponent(id)}/timeline`),
  confirmAppointment: (id: string) =>
    api.post<{ id: string; status: string; paymentStatus: string; message: string }>(`/api/admin/appointments/${id}/confirm`),

  cancelAppointment: (id: string, reason: string) =>
    api.post<{ refundPence: number; explanation: string; message: string }>(`/api/admin/appointments/${id}/cancel`, { reason }),

  closures: (practiceId?: string) => api.get<Closure[]>(`/api/admin/closures${practiceId ? `?practiceId=${practiceId}` : ''}`),
  createClosure: (input: ClosureInput) => api.post<ClosureCreated>('/api/admin/closures', { ...input, note: input.note || null }),
  applyBankHolidays: (practiceId: string, region: string) => api.post<{ created: number; message: string }>('/api/admin/closures/bank-holidays', { practiceId, region }),
  removeClosure: (id: string) => api.delete<{ id: string }>(`/api/admin/closures/${id}`),

  users: () => api.get<AdminUser[]>('/api/admin/users'),
  changeRole: (id: string, role: AdminUser['role']) => api.put<{ id: string; role: string; changed: boolean }>(`/api/admin/users/${id}/role`, { role }),

  /** The waitlist at a glance: who is waiting where, and how offers went over the last 14 days. */
  waitlistStats: () => api.get<WaitlistStats>('/api/admin/waitlist'),

  /** Practice staff (issue 20): who is staff of which practice, the practices to choose from, and a user's practices set. */
  staffMembership: () => api.get<Array<{ userId: string; practices: PracticeRef[] }>>('/api/admin/staff'),
  staffPracticeOptions: (q: string) => api.get<Array<PracticeRef & { postcode: string }>>(`/api/admin/staff/practice-options?${new URLSearchParams({ q })}`),
  setStaffPractices: (userId: string, practiceIds: string[]) => api.put<{ id: string; practices: PracticeRef[] }>(`/api/admin/users/${userId}/practices`, { practiceIds }),

  opsLinks: () => api.get<{ queueDashboard: string; devInbox: string | null; devSmsOutbox?: string | null }>('/api/admin/ops'),

  settings: () => api.get<AdminSettings>('/api/admin/settings'),
  updateSettings: (change: Partial<Pick<AdminSettings, 'isProtected' | 'useImmediatePaymentProcessing' | 'gatePassword'>>) =>
    api.put<AdminSettings>('/api/admin/settings', change),
};

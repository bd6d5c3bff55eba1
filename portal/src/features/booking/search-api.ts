import { api } from '../../shared/api-client';

export interface LeadFormData {
  name: string;
  phone: string;
  postcode: string;
  issue: string;
}

export interface PracticeSummary {
  id: string;
  name: string;
  address: { line1: string; line2?: string | null; city: string; postcode: string };
  phone: string;
  email: string;
  website?: string | null;
  services: string[];
  openingHours: Record<string, { open: string; close: string; isClosed: boolean }>;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number | null;
}

export interface SlotView {
  id: string;
  startTime: string;
  endTime: string;
}

export interface SearchResponse {
  radiusKm: number;
  location: { lat: number; lng: number };
  nearestPractice: PracticeSummary | null;
  date: string | null;
  slots: SlotView[];
  sortedPractices: PracticeSummary[];
  alternatives: Array<{ practice: PracticeSummary; nextAvailable: { date: string; slot: SlotView } | null }>;
  message?: string;
}

export function searchPractices(form: LeadFormData, radiusKm?: number) {
  return api.post<SearchResponse>('/api/search', { ...form, ...(radiusKm ? { radiusKm } : {}) });
}

/** What the availability page receives as navigation state. */
export interface AvailabilityState {
  formData: LeadFormData;
  nearestPractice: PracticeSummary | null;
  sortedPractices: PracticeSummary[];
  search: SearchResponse;
}

/**
 * Whether a search answer leads on to the availability page: yes when a practice was found, and
 * also when the server explains why none was (the page then shows the no-availability panel and
 * the "Search within N+20km" button); no answer at all stays on the form as an error.
 */
export function availabilityStateFrom(form: LeadFormData, res: SearchResponse): AvailabilityState | undefined {
  if (!res.nearestPractice && !res.message) return undefined;
  return { formData: form, nearestPractice: res.nearestPractice, sortedPractices: res.sortedPractices.slice(0, 5), search: res };
}

import { NEAREST_KEPT, SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { KNOCKED_OUT_TOOTH, type UrgentIssueCode } from '@contexts/search/clinical-safety.constants';
import { tidyPostcode } from '@contexts/postcodes/postcodes.rules';
import { api, userMessage } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import { currentStudio } from '../utils/studio-link';

/** POST /api/search: the lead form's request, its input rules, the answer and what it leads to. */

export interface LeadFormData {
  name: string;
  phone: string;
  postcode: string;
  issue: string;
}

export type LeadField = keyof LeadFormData;
export type LeadErrors = Partial<Record<LeadField, string>>;

/** Field limits, as the server's search schema has them (the postcode's once tidied: `tidyPostcode`). */
export const LEAD_LIMITS: Record<LeadField, number> = { name: 120, phone: 30, postcode: 12, issue: 1000 };
/** What the postcode field takes as typed, pasted or dictated ("S W 1 A 1 A A" is 13 characters); it is sent tidied. */
export const POSTCODE_AS_TYPED_MAX = 24;

/**
 * The search's words a lead form says, in one language: `SEARCH_MESSAGES` (English, the default) or
 * its Welsh mirror `SEARCH_MESSAGES_CY`, picked by the page's component (`useWords`) and passed in.
 */
export type LeadSearchWords = Readonly<Record<'nameRequired' | 'phoneRequired' | 'phoneInvalid' | 'postcodeRequired' | 'failed', string>>;

/**
 * The phone rule and its metadata (libphonenumber, ≈ 10 KB) load with the form's first focus, not
 * with the home page (its first download stays ≤ 100 KB); the check waits for them if needed.
 */
export const loadPhoneRules = () => import('@contexts/search/rules/phone.rules');

/** The form's input rules: name, phone and postcode required. `words`: the messages in the page's language (English when not given). */
export async function validateLeadForm(form: LeadFormData, words: LeadSearchWords = SEARCH_MESSAGES): Promise<LeadErrors> {
  const errors: LeadErrors = {};
  if (!form.name.trim()) errors.name = words.nameRequired;
  // The server's own rule, so the form never lets through a number the api refuses; its refusal's
  // code says which message (the rule's own message is the English one).
  const { checkUkPhone } = await loadPhoneRules();
  const phone = checkUkPhone(form.phone);
  if (!phone.ok) errors.phone = phone.code === 'phone_required' ? words.phoneRequired : words.phoneInvalid;
  if (!tidyPostcode(form.postcode)) errors.postcode = words.postcodeRequired;
  return errors;
}

/** POST /api/search's answer, as the API document has it. */
export type SearchResponse = ApiAnswer<'/api/search', 'post'>;
/** A practice as a search answers it (with its distance from the patient). */
export type PracticeSummary = SearchResponse['sortedPractices'][number];
export type SlotView = SearchResponse['slots'][number];
/** An alternative practice: up to 3 others in range with their next free time within 7 days, if any. */
export type AlternativeOption = SearchResponse['alternatives'][number];

/**
 * The issue the practice reads: a knocked-out adult tooth said first (the practice knows before the
 * patient arrives), then what the patient typed, within the field's limit.
 */
export function issueText(typed: string, urgentIssue?: UrgentIssueCode): string {
  const text = typed.trim();
  if (urgentIssue !== 'knocked_out_tooth') return text;
  return [KNOCKED_OUT_TOOTH.issuePrefix, text].filter(Boolean).join('. ').slice(0, LEAD_LIMITS.issue);
}

/**
 * `robotToken`: the robot check's token when the site has one on (spec 5); never sent otherwise.
 * Only a patient who answered "none of these" to the emergency signs is ever searched for, so every
 * search says so (`redFlags: []`: the api would refuse a sign with 422 before searching). A
 * knocked-out adult tooth asks for today's earliest time (`urgentIssue`).
 */
/** `place`: the point of a place chosen in Google's address search; the server uses it when it agrees with the postcode. */
export function searchPractices(form: LeadFormData, radiusKm?: number, robotToken?: string, urgentIssue?: UrgentIssueCode, place?: { lat: number; lng: number }) {
  const body: ApiBody<'/api/search', 'post'> = {
    name: form.name.trim(),
    phone: form.phone.trim(),
    postcode: tidyPostcode(form.postcode),
    issue: form.issue.trim(),
    redFlags: [],
    ...(urgentIssue ? { urgentIssue } : {}),
    ...(radiusKm ? { radiusKm } : {}),
    ...(robotToken ? { robotToken } : {}),
    ...(currentStudio() ? { studioId: currentStudio() } : {}),
    ...(place ? { location: { lat: place.lat, lng: place.lng } } : {}),
  };
  return api.post<SearchResponse>('/api/search', body);
}

/** What the availability page receives as navigation state. */
export interface AvailabilityState {
  formData: LeadFormData;
  nearestPractice: PracticeSummary | null;
  sortedPractices: PracticeSummary[];
  search: SearchResponse;
  /** A knocked-out adult tooth: the results lead with today's earliest time and say why. */
  urgentIssue?: UrgentIssueCode;
  /** When the answer arrived (ms): how old the search's times are when the page is reopened. */
  searchedAt?: number;
  /** The chosen place's point: a wider search starts from it too. */
  place?: { lat: number; lng: number };
}

/**
 * The one decision about a search answer: whether it leads on to /availability-check. Yes when a
 * practice was found, and also when the server explains why none was (the page then shows the
 * no-availability panel with "Search within N+20km"); with neither, the form stays and says
 * "No practices found. Please try a different postcode." (undefined here).
 */
export function availabilityStateFrom(form: LeadFormData, res: SearchResponse, urgentIssue?: UrgentIssueCode, place?: { lat: number; lng: number }): AvailabilityState | undefined {
  if (!res.nearestPractice && !res.message) return undefined;
  return {
    formData: form,
    nearestPractice: res.nearestPractice,
    sortedPractices: (res.sortedPractices ?? []).slice(0, NEAREST_KEPT),
    search: res,
    ...(urgentIssue ? { urgentIssue } : {}),
    ...(place ? { place } : {}),
    searchedAt: Date.now(),
  };
}

/**
 * The message for a failed search: the server's reason for a refused request (in the page's language:
 * the api answers in the language the page asks for), else the spec's fallback in `words`' language.
 */
export function searchFailureMessage(error: unknown, words: Pick<LeadSearchWords, 'failed'> = SEARCH_MESSAGES): string {
  return userMessage(error, words.failed);
}

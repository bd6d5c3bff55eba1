/**
 * Web vitals (spec 1: "a web-vitals report"): what the portal may report to POST /api/vitals. Names
 * from a fixed list and values within bounds, so a script cannot fill the metrics with made-up
 * series; no identifier of the visitor is taken.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The largest value believed per metric (LCP and INP in milliseconds, CLS unitless); beyond is refused. */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 50 };

/** Per histogram: its name, help and buckets around web.dev's "good" and "poor" thresholds. */
export const VITAL_HISTOGRAMS: Record<VitalName, { metric: string; help: string; unit: 'ms' | 'score'; buckets: number[] }> = {
  LCP: {
    metric: 'web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint reported by patients\' browsers (good ≤ 2.5 s, poor > 4 s), by portal page',
    unit: 'ms',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
  },
  INP: {
    metric: 'web_vitals_inp_seconds',
    help: 'Interaction to Next Paint reported by patients\' browsers (good ≤ 0.2 s, poor > 0.5 s), by portal page',
    unit: 'ms',
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
  },
  CLS: {
    metric: 'web_vitals_cls',
    help: 'Cumulative Layout Shift reported by patients\' browsers (good ≤ 0.1, poor > 0.25), by portal page',
    unit: 'score',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
};

/**
 * The portal's pages a report may name (the `page` label): a fixed list keeps the series few. Any
 * other path counts as "other"; paths carry no personal data (tokens travel in the query, never sent).
 */
export const VITAL_PAGES = [
  '/',
  '/availability-check',
  '/appointment-confirmation',
  '/login',
  '/login/link',
  '/admin',
  '/user',
  '/user-dashboard',
  '/booking-terms',
  '/privacy-policy',
  '/register',
  '/appointments/manage',
  '/waitlist/offer',
  '/waitlist/confirm',
  '/waitlist/leave',
] as const;
export const OTHER_PAGE = 'other';

/** Reports one page load may send at once (one per metric). */
export const VITALS_MAX_PER_REPORT = VITAL_NAMES.length;
/** Per-IP fixed window of the vitals rate limit (VITALS_RATE_LIMIT_PER_MINUTE reports per window). */
export const VITALS_RATE_WINDOW_SECONDS = 60;
export const VITALS_MESSAGES = {
  name: `A metric name is one of ${VITAL_NAMES.join(', ')}.`,
  value: 'A metric value is a number within the bounds of its metric.',
  page: 'The page is a path of the site.',
  tooMany: 'Too many reports from your connection. Please wait a minute.',
} as const;

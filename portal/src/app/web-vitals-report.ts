import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { VITAL_MAX, VITAL_NAMES, type VitalName } from '@contexts/vitals/vitals.constants';
import { apiRequest } from '../shared/api-client';
import type { ApiBody } from '../shared/api/types';

type VitalsReport = ApiBody<'/api/vitals', 'post'>;

const NAMES = new Set<string>(VITAL_NAMES);

/** The path the report is filed under: the landing page (LCP and CLS belong to it), never its query or hash. */
export function reportPage(pathname: string): string {
  return /^\/[A-Za-z0-9/_-]{0,199}$/.test(pathname) ? pathname : '/unknown';
}

/**
 * Collects LCP, INP and CLS (the `web-vitals` library) and sends the latest values in one POST
 * /api/vitals whenever the page is hidden or left: the moment the library settles them. Nothing
 * about the visitor is sent, and a failed report is dropped silently.
 */
export function reportWebVitals(send = (body: VitalsReport) => apiRequest('POST', '/api/vitals', body, { keepalive: true })) {
  const page = reportPage(window.location.pathname);
  const latest = new Map<VitalName, number>();
  const keep = (metric: Metric) => {
    const name = metric.name as VitalName;
    if (NAMES.has(name) && Number.isFinite(metric.value) && metric.value >= 0 && metric.value <= VITAL_MAX[name]) latest.set(name, metric.value);
  };
  const flush = () => {
    if (!latest.size) return;
    const metrics = [...latest].map(([name, value]) => ({ name, value }));
    latest.clear();
    void send({ page, metrics }).catch(() => undefined);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

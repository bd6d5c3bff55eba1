import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Histogram, type Registry } from 'prom-client';
import { MetricsService } from '../../shared/metrics/metrics.service.js';
import { OTHER_PAGE, VITAL_HISTOGRAMS, VITAL_NAMES, VITAL_PAGES, type VitalName } from './vitals.constants.js';

const KNOWN_PAGES = new Set<string>(VITAL_PAGES);

/**
 * One histogram per web vital, labelled by portal page, registered on the api's Prometheus registry
 * (MetricsService, served at /metrics). Found through the module container rather than imported:
 * the worker process runs the feature modules too but has no metrics registry, and needs none here.
 */
@Injectable()
export class VitalsMetrics implements OnApplicationBootstrap {
  private readonly logger = new Logger('Vitals');
  private histograms?: Record<VitalName, Histogram<'page'>>;

  constructor(private readonly moduleRef: ModuleRef) {}

  onApplicationBootstrap() {
    let registry: Registry;
    try {
      registry = this.moduleRef.get(MetricsService, { strict: false }).registry;
    } catch {
      return; // a process without /metrics (the worker)
    }
    this.histograms = Object.fromEntries(
      VITAL_NAMES.map((name) => {
        const h = VITAL_HISTOGRAMS[name];
        return [name, new Histogram({ name: h.metric, help: h.help, labelNames: ['page'] as const, buckets: h.buckets, registers: [registry] })];
      }),
    ) as Record<VitalName, Histogram<'page'>>;
    this.logger.debug('Web vitals histograms registered.');
  }

  record(page: string, metrics: ReadonlyArray<{ name: VitalName; value: number }>) {
    if (!this.histograms) return;
    const label = KNOWN_PAGES.has(page) ? page : OTHER_PAGE;
    for (const { name, value } of metrics) {
      this.histograms[name].observe({ page: label }, VITAL_HISTOGRAMS[name].unit === 'ms' ? value / 1000 : value);
    }
  }
}

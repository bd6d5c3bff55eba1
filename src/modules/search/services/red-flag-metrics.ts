import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Counter, type Registry } from 'prom-client';
import { RED_FLAG_CODES, type RedFlagCode } from '../clinical-safety.constants.js';
import { MetricsService } from '../../../shared/metrics/metrics.service.js';

/**
 * `search_red_flag_answers_total{code}`: how many searches were turned away to 999 / A&E, by emergency
 * sign. Labelled by the code alone: nothing about who answered, where or when
 * beyond the scrape. Every code starts at 0, so a dashboard sees the series before the first answer.
 * A counter per api process, summed by Prometheus over the copies (like the HTTP latencies); the
 * worker has no /metrics and records nothing.
 */
@Injectable()
export class RedFlagMetrics implements OnApplicationBootstrap {
  private counter?: Counter<'code'>;

  constructor(private readonly moduleRef: ModuleRef) {}

  onApplicationBootstrap() {
    let registry: Registry;
    try {
      registry = this.moduleRef.get(MetricsService, { strict: false }).registry;
    } catch {
      return; // a process without /metrics (the worker)
    }
    this.counter = new Counter({
      name: 'search_red_flag_answers_total',
      help: 'Searches refused with emergency_care (call 999 or go to A&E), by emergency sign code; a request naming several signs counts once for each',
      labelNames: ['code'] as const,
      registers: [registry],
    });
    for (const code of RED_FLAG_CODES) this.counter.inc({ code }, 0);
  }

  /** One answer: each distinct code counted once. */
  record(codes: readonly RedFlagCode[]) {
    for (const code of new Set(codes)) this.counter?.inc({ code });
  }
}

import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Gauge, type Registry } from 'prom-client';
import { MetricsService } from '../../../shared/metrics/metrics.service.js';
import { SMS_STATUSES } from '../sms.constants.js';
import { SmsRepository } from '../repositories/sms.repository.js';

/**
 * `sms_messages{status}`: texts of the last 24 hours by state, read from PostgreSQL at scrape time
 * (so every api copy reports the whole system, the worker's sends included). Failed texts show here
 * and, as failed jobs, in `bullmq_jobs{queue="sms",state="failed"}` and on Bull Board.
 */
@Injectable()
export class SmsMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly sms: SmsRepository,
  ) {}

  onApplicationBootstrap() {
    let registry: Registry;
    try {
      registry = this.moduleRef.get(MetricsService, { strict: false }).registry;
    } catch {
      return; // a process without /metrics (the worker)
    }
    const sms = this.sms;
    new Gauge({
      name: 'sms_messages',
      help: 'Text messages created in the last 24 hours by state (sending, sent, delivered, failed)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        try {
          const rows = await sms.countsLastDay();
          for (const status of SMS_STATUSES) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
        } catch {
          // database away
        }
      },
    });
  }
}

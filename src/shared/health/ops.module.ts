import { Module } from '@nestjs/common';
import { AdminOpsController } from './admin-ops.controller.js';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';
import { HealthService } from './health.service.js';
import { MetricsController } from '../metrics/metrics.controller.js';
import { MetricsRepository } from '../metrics/metrics.repository.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { DomainEventsRepository } from '../outbox/domain-events.repository.js';

/** Health, readiness and metrics for ops and load balancers; the admin's links to ops tools. */
@Module({
  controllers: [HealthController, MetricsController, AdminOpsController],
  providers: [HealthService, HealthRepository, MetricsService, MetricsRepository, DomainEventsRepository],
  exports: [HealthService, MetricsService],
})
export class OpsModule {}

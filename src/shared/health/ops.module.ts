import { Module } from '@nestjs/common';
import { AdminOpsController } from './admin-ops.controller.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { MetricsController } from '../metrics/metrics.controller.js';
import { MetricsService } from '../metrics/metrics.service.js';

/** Health, readiness and metrics for ops and load balancers; the admin's links to ops tools. */
@Module({
  controllers: [HealthController, MetricsController, AdminOpsController],
  providers: [HealthService, MetricsService],
  exports: [HealthService, MetricsService],
})
export class OpsModule {}

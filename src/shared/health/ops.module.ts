import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { MetricsController } from '../metrics/metrics.controller.js';
import { MetricsService } from '../metrics/metrics.service.js';

/** Health, readiness and metrics for ops and load balancers. */
@Module({
  controllers: [HealthController, MetricsController],
  providers: [HealthService, MetricsService],
  exports: [HealthService, MetricsService],
})
export class OpsModule {}

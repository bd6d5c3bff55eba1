import { Module } from '@nestjs/common';
import { VitalsController } from './vitals.controller.js';
import { VitalsMetrics } from './vitals.metrics.js';

/** The portal's web-vitals report (spec 1), counted in the api's Prometheus metrics. */
@Module({
  controllers: [VitalsController],
  providers: [VitalsMetrics],
})
export class VitalsModule {}

import { type DynamicModule, Inject, Injectable, Module, type OnModuleInit, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ClockModule } from '../src/shared/clock/clock.js';
import type { Config } from '../src/config/config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { DatabaseModule } from '../src/shared/db/database.module.js';
import { QueuesModule } from '../src/shared/queues/queues.module.js';
import { EVENT_ROUTES } from '../src/shared/outbox/event-routes.js';
import { OUTBOX_ROUTES, OutboxRelay } from '../src/shared/outbox/outbox.relay.js';
import { featureModules } from '../src/modules/feature-modules.js';
import { postcodeWorkerProviders } from '../src/modules/postcodes/postcodes.module.js';
import { JOB_HANDLERS, type JobHandler } from '../src/shared/queues/job-handler.js';
import { jobHandlers } from './job-handlers.js';
import { EmailProcessor } from './processors/email.processor.js';
import { GeocodeProcessor } from './processors/geocode.processor.js';
import { HoldProcessor } from './processors/hold.processor.js';
import { PaymentProcessor } from './processors/payment.processor.js';
import { WaitlistProcessor } from './processors/waitlist.processor.js';
import { SmsProcessor } from './processors/sms.processor.js';

const processors = [GeocodeProcessor, EmailProcessor, PaymentProcessor, HoldProcessor, WaitlistProcessor, SmsProcessor];

/** Refuses to start when an event is routed to a job nobody handles (it would fail in production). */
@Injectable()
class RoutesCoverageCheck implements OnModuleInit {
  constructor(@Inject(JOB_HANDLERS) private readonly handlers: JobHandler[]) {}
  onModuleInit() {
    const known = new Set(this.handlers.map((h) => `${h.queue}/${h.name}`));
    const missing = Object.entries(EVENT_ROUTES).flatMap(([type, routes]) =>
      routes.filter((r) => !known.has(`${r.queue}/${r.job}`)).map((r) => `${type} → ${r.queue}/${r.job}`),
    );
    if (missing.length) throw new Error(`Routed jobs without a handler: ${missing.join(', ')}`);
  }
}

@Module({})
export class WorkerModule {
  static forRoot(config: Config): DynamicModule {
    const runRelay = config.WORKER_ROLES.includes('relay');
    const runProcessors = config.WORKER_ROLES.includes('processors');
    const providers: Array<Type | object> = [
      ...jobHandlers,
      { provide: JOB_HANDLERS, useFactory: (...handlers: JobHandler[]) => handlers, inject: jobHandlers },
      { provide: OUTBOX_ROUTES, useValue: EVENT_ROUTES },
      // The postcode table's background load on the worker's first start (ADR 0029).
      ...postcodeWorkerProviders,
    ];
    if (runRelay) providers.push(OutboxRelay);
    if (runProcessors) providers.push(...processors, RoutesCoverageCheck);
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ClockModule,
        QueuesModule,
        CqrsModule.forRoot(),
        ...featureModules(),
      ],
      providers: providers as never,
    };
  }
}

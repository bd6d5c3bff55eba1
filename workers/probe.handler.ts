import { Injectable } from '@nestjs/common';
import { JobName, QueueName } from '../src/shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../src/shared/queues/job-handler.js';
import type { OutboxEvent } from '../src/shared/outbox/outbox.events.js';

/** The events routed to ProbeHandler (event-routes.ts). */
type ProbeEvents = typeof OutboxEvent.OutboxProbe;

/** Ops probe: reports how long the event took from commit to a worker (bench and smoke checks). */
@Injectable()
export class ProbeHandler implements EventJobHandler<ProbeEvents> {
  readonly queue = QueueName.Hold;
  readonly name = JobName.Probe;

  async handle(job: EventJob<ProbeEvents>): Promise<JobOutcome> {
    return { status: 'done', detail: { lagMs: Date.now() - Date.parse(job.data.occurredAt) } };
  }
}

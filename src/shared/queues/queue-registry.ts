import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ALL_QUEUES, type QueueName } from './queue-names.js';

/** Looks queues up by name (the relay, metrics and health need all of them). */
@Injectable()
export class QueueRegistry {
  constructor(private readonly moduleRef: ModuleRef) {}

  get(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  all(): Array<{ name: QueueName; queue: Queue }> {
    return ALL_QUEUES.map((name) => ({ name, queue: this.get(name) }));
  }
}

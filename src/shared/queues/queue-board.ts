import { Inject, Injectable, Module } from '@nestjs/common';
import { FastifyAdapter } from '@bull-board/fastify';
import { BULL_BOARD_ADAPTER } from '@bull-board/nestjs';
import type { FastifyPluginCallback } from 'fastify';
import { QueuesReachability } from './queues-reachability.js';
import { CommonErrorCode } from '../errors/common.errors.js';

export const QUEUES_UNREACHABLE = {
  message: 'The job queues are unreachable right now (Redis is away).',
  code: CommonErrorCode.QueuesUnavailable,
} as const;

/**
 * Bull Board's Fastify adapter with one hook on its API routes (`<board>/api/…`): while the queues'
 * Redis is unreachable they answer 503 QUEUES_UNREACHABLE within a second instead of hanging
 * for the whole outage (BullMQ's connections wait for Redis). The page itself (HTML, scripts, no
 * Redis) still loads and shows the message. The hook sits inside Bull Board's plugin, so the admin
 * check of the access hooks (on the root instance) runs before it.
 */
export class QueueBoardAdapter extends FastifyAdapter {
  private reachable: () => Promise<boolean> = async () => true;

  /** Set once Nest has built the queues (QueueBoardGuard). */
  checkReachabilityWith(check: () => Promise<boolean>): void {
    this.reachable = check;
  }

  override registerPlugin(): FastifyPluginCallback {
    const board = super.registerPlugin();
    return (fastify, options, done) => {
      const api = `${(options as { prefix?: string }).prefix ?? ''}/api/`;
      fastify.addHook('onRequest', async (request, reply) => {
        if (!request.routeOptions.url?.startsWith(api)) return;
        if (!(await this.reachable())) return reply.code(503).header('retry-after', '5').send(QUEUES_UNREACHABLE);
      });
      board(fastify, options, done);
    };
  }
}

@Injectable()
class QueueBoardGuard {
  constructor(@Inject(BULL_BOARD_ADAPTER) adapter: QueueBoardAdapter, reachability: QueuesReachability) {
    adapter.checkReachabilityWith(() => reachability.reachable());
  }
}

/** Imported beside BullBoardModule.forRoot({ adapter: QueueBoardAdapter }). */
@Module({ providers: [QueueBoardGuard] })
export class QueueBoardModule {}

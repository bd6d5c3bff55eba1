import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ApiContract } from '../http/api-contract.js';
import { liveSchema, notReadySchema, readySchema } from './health.schemas.js';
import { HealthService } from './health.service.js';
import { CommonErrorCode } from '../errors/common.errors.js';

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiContract({
    summary: 'The process is up (no dependency is checked).',
    responses: { 200: { description: 'Up.', schema: liveSchema } },
  })
  live(): z.infer<typeof liveSchema> {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiContract({
    summary: 'PostgreSQL and Redis answer.',
    responses: {
      200: { description: 'Both answer.', schema: readySchema },
      503: { description: '`not_ready`: the message names what is down, and `checks` says which.', schema: notReadySchema },
    },
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<z.infer<typeof readySchema> | z.infer<typeof notReadySchema>> {
    const checks = await this.health.check();
    const down = Object.entries(checks)
      .filter(([, v]) => v !== 'up')
      .map(([k]) => k);
    if (down.length === 0) return { status: 'ok', checks };
    void reply.status(503);
    return { message: `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down.`, code: CommonErrorCode.NotReady, checks };
  }
}

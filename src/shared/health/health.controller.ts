import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service.js';

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up (no dependency is checked).' })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'PostgreSQL and Redis answer; 503 names what is down.' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const checks = await this.health.check();
    const down = Object.entries(checks)
      .filter(([, v]) => v !== 'up')
      .map(([k]) => k);
    if (down.length === 0) return { status: 'ok', checks };
    void reply.status(503);
    return { message: `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down.`, code: 'not_ready', checks };
  }
}

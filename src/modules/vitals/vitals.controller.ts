import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { RateLimitedError } from '../../shared/errors/domain-error.js';
import { ApiContract } from '../../shared/http/api-contract.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { REDIS } from '../../shared/queues/redis.js';
import { VITAL_MAX, VITAL_NAMES, VITALS_MAX_PER_REPORT, VITALS_MESSAGES, VITALS_RATE_WINDOW_SECONDS } from './vitals.constants.js';
import { VitalsMetrics } from './vitals.metrics.js';

/** One page load's report: its path and up to one value per metric, each within its metric's bounds. */
export const vitalsBodySchema = z
  .object({
    page: z.string({ error: VITALS_MESSAGES.page }).max(200, VITALS_MESSAGES.page).regex(/^\/[A-Za-z0-9/_-]*$/, VITALS_MESSAGES.page),
    metrics: z
      .array(
        z
          .object({
            name: z.enum(VITAL_NAMES, { error: VITALS_MESSAGES.name }),
            value: z.number({ error: VITALS_MESSAGES.value }).finite(VITALS_MESSAGES.value).min(0, VITALS_MESSAGES.value),
          })
          .strict()
          .refine((m) => m.value <= VITAL_MAX[m.name], { message: VITALS_MESSAGES.value, path: ['value'] }),
      )
      .min(1)
      .max(VITALS_MAX_PER_REPORT)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, { message: 'Each metric at most once per report.' }),
  })
  .strict();

/**
 * POST /api/vitals: the portal's web-vitals report (LCP, INP, CLS), counted in Prometheus histograms.
 * Public (the gate page is measured too), no session, no personal data, limited per IP.
 */
@ApiTags('ops')
@Controller('api/vitals')
export class VitalsController {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly vitals: VitalsMetrics,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  @Post()
  @HttpCode(204)
  @ApiContract({
    summary: "Counts a page load's web vitals (LCP, INP, CLS, each at most once, within its bounds) in /metrics.",
    body: vitalsBodySchema,
    responses: { 204: { description: 'Counted.', schema: null } },
    errors: { 400: '`validation`: the page path, a metric name or value (`fields` names it).', 429: '`rate_limited`, with Retry-After.' },
  })
  async report(
    @Body(new ZodValidationPipe(vitalsBodySchema)) body: z.infer<typeof vitalsBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const { limited, retryAfterSeconds } = await this.limiter.hit(`vitals:${request.ip}`, this.config.VITALS_RATE_LIMIT_PER_MINUTE, VITALS_RATE_WINDOW_SECONDS);
    if (limited) {
      throw new RateLimitedError(VITALS_MESSAGES.tooMany, retryAfterSeconds);
    }
    this.vitals.record(body.page, body.metrics);
  }
}

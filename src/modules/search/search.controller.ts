import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError, ValidationError } from '../../shared/errors/domain-error.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { REDIS } from '../../shared/queues/redis.js';
import { checkPostcode } from './postcode.rules.js';
import { RobotCheck } from './robot-check.js';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, SEARCH_MESSAGES } from './search.constants.js';
import { SearchService } from './search.service.js';

/** The lead form's body. Postcode rules run after, so an empty postcode gets the spec's own text. */
export const searchBodySchema = z
  .object({
    name: z.string({ error: SEARCH_MESSAGES.nameRequired }).trim().min(1, SEARCH_MESSAGES.nameRequired).max(120),
    phone: z
      .string({ error: SEARCH_MESSAGES.phoneRequired })
      .trim()
      .min(1, SEARCH_MESSAGES.phoneRequired)
      .max(30)
      .regex(/^[+\d][\d\s()-]{6,}$/, SEARCH_MESSAGES.phoneInvalid),
    postcode: z.string({ error: SEARCH_MESSAGES.postcodeRequired }).max(12, SEARCH_MESSAGES.postcodeInvalid).default(''),
    issue: z.string().trim().max(1000).default(''),
    robotToken: z.string().max(4000).optional(),
    radiusKm: z.number({ error: SEARCH_MESSAGES.radiusInvalid }).int(SEARCH_MESSAGES.radiusInvalid).min(1, SEARCH_MESSAGES.radiusInvalid).max(MAX_RADIUS_KM, SEARCH_MESSAGES.radiusInvalid).default(DEFAULT_RADIUS_KM),
  })
  .strict();

@ApiTags('booking')
@Controller('api/search')
export class SearchController {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly search: SearchService,
    private readonly robot: RobotCheck,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Nearest practice with a free slot: {radiusKm, location, nearestPractice, date, slots, sortedPractices, alternatives, message?}.' })
  async find(@Body(new ZodValidationPipe(searchBodySchema)) body: z.infer<typeof searchBodySchema>, @Req() request: FastifyRequest) {
    const { limited } = await this.limiter.hit(`search:${request.ip}`, this.config.SEARCH_RATE_LIMIT_PER_MINUTE, 60);
    if (limited) throw new DomainError(SEARCH_MESSAGES.tooMany, 'rate_limited', 429);
    const postcode = checkPostcode(body.postcode);
    if (!postcode.ok) throw new ValidationError(postcode.message, { postcode: postcode.message });
    await this.robot.verify(body.robotToken, request.ip);
    return this.search.search({ postcode: postcode.postcode, outcode: postcode.outcode, radiusKm: body.radiusKm });
  }
}

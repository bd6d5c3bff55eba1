import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError, RateLimitedError } from '../../shared/errors/domain-error.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { REDIS } from '../../shared/queues/redis.js';
import { ukPhoneField } from './patient-fields.js';
import { checkPostcode } from './postcode.rules.js';
import { RobotCheck } from './robot-check.js';
import {
  DEFAULT_RADIUS_KM,
  MAX_RADIUS_KM,
  SEARCH_MESSAGES,
  SEARCH_RATE_WINDOW_SECONDS,
} from './search.constants.js';
import { type SearchAnswer, SearchService } from './search.service.js';

/** The lead form's body. Postcode rules run after, so an empty postcode gets the spec's own text. */
export const searchBodySchema = z
  .object({
    name: z
      .string({ error: SEARCH_MESSAGES.nameRequired })
      .trim()
      .min(1, SEARCH_MESSAGES.nameRequired)
      .max(120),
    // Checked here although search stores no phone: the patient learns of a bad number at the first step.
    phone: ukPhoneField,
    postcode: z
      .string({ error: SEARCH_MESSAGES.postcodeRequired })
      .max(12, SEARCH_MESSAGES.postcodeInvalid)
      .default(''),
    issue: z.string().trim().max(1000).default(''),
    robotToken: z.string().max(4000).optional(),
    /** The practice the patient came from (its own booking link): checked first, 7 days ahead (spec 4). */
    studioId: z.uuid({ error: SEARCH_MESSAGES.studioInvalid }).optional(),
    radiusKm: z
      .number({ error: SEARCH_MESSAGES.radiusInvalid })
      .int(SEARCH_MESSAGES.radiusInvalid)
      .min(1, SEARCH_MESSAGES.radiusInvalid)
      .max(MAX_RADIUS_KM, SEARCH_MESSAGES.radiusInvalid)
      .default(DEFAULT_RADIUS_KM),
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
  @ApiOperation({
    summary:
      "Nearest practice with a free slot: {radiusKm, location, approximate, nearestPractice, date, slots, sortedPractices ≤ 5, alternatives ≤ 3, message?}; 400 with the spec's texts (postcode_unknown: a postcode known nowhere), 429 rate_limited, 503 search_unavailable.",
  })
  async find(
    @Body(new ZodValidationPipe(searchBodySchema)) body: z.infer<typeof searchBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<SearchAnswer> {
    const { limited, retryAfterSeconds } = await this.limiter.hit(
      `search:${request.ip}`,
      this.config.SEARCH_RATE_LIMIT_PER_MINUTE,
      SEARCH_RATE_WINDOW_SECONDS,
    );
    if (limited) {
      throw new RateLimitedError(SEARCH_MESSAGES.tooMany, retryAfterSeconds);
    }
    const postcode = checkPostcode(body.postcode);
    if (!postcode.ok)
      throw new DomainError(postcode.message, postcode.code, 400, { postcode: postcode.message });
    await this.robot.verify(body.robotToken, request.ip);
    return this.search.search({
      postcode: postcode.postcode,
      outcode: postcode.outcode,
      radiusKm: body.radiusKm,
      studioId: body.studioId,
    });
  }
}

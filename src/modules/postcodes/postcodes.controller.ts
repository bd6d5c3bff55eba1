import { Controller, Get, Header, Inject, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError, RateLimitedError } from '../../shared/errors/domain-error.js';
import { ApiContract } from '../../shared/http/api-contract.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { REDIS } from '../../shared/queues/redis.js';
import { POSTCODE_MESSAGES, POSTCODE_SUGGEST_RATE_WINDOW_SECONDS } from './postcodes.constants.js';
import { type PostcodeSuggestions, postcodeSuggestionsSchema } from './postcodes.schemas.js';
import { PostcodesService } from './postcodes.service.js';
import { PostcodesErrorCode } from './postcodes.errors.js';

const suggestQuerySchema = z
  .object({ prefix: z.string({ error: POSTCODE_MESSAGES.prefixInvalid }).max(10, POSTCODE_MESSAGES.prefixInvalid) })
  .strict();

@ApiTags('booking')
@Controller('api/postcodes')
export class PostcodesController {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly postcodes: PostcodesService,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  @Get()
  // The table changes only with a new file: a browser may keep an answer for a few minutes.
  @Header('cache-control', 'private, max-age=300')
  @ApiContract({
    summary: 'Type-ahead: up to 8 full postcodes starting with `prefix` (2+ characters of a GB postcode; spaces and case do not matter).',
    query: suggestQuerySchema,
    responses: { 200: { description: 'The suggestions, in display form (empty when none match); a browser may keep it 5 minutes.', schema: postcodeSuggestionsSchema } },
    errors: { 400: '`prefix_invalid` (cannot begin a postcode), `validation` (missing or over 10 characters).', 429: '`rate_limited`, with Retry-After.' },
  })
  async suggest(
    @Query(new ZodValidationPipe(suggestQuerySchema)) query: z.infer<typeof suggestQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<PostcodeSuggestions> {
    const { limited, retryAfterSeconds } = await this.limiter.hit(
      `postcodes:${request.ip}`,
      this.config.POSTCODE_SUGGEST_RATE_LIMIT_PER_MINUTE,
      POSTCODE_SUGGEST_RATE_WINDOW_SECONDS,
    );
    if (limited) {
      throw new RateLimitedError(POSTCODE_MESSAGES.tooMany, retryAfterSeconds);
    }
    const suggestions = await this.postcodes.suggest(query.prefix);
    if (!suggestions) throw new DomainError(POSTCODE_MESSAGES.prefixInvalid, PostcodesErrorCode.PrefixInvalid, 400, { prefix: POSTCODE_MESSAGES.prefixInvalid });
    return { suggestions };
  }
}

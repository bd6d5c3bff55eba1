import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { RateLimiter } from '../../../shared/http/rate-limiter.js';
import { REDIS } from '../../../shared/queues/redis.js';
import { SHORT_CODE_PATTERN, SHORT_LINK_RATE_LIMIT_PER_MINUTE, SMS_MESSAGES } from '../sms.constants.js';
import { ShortLinksRepository } from '../repositories/short-links.repository.js';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/**
 * `/m/<code>`: the short links of texts. A live code answers 302 to the link it stands for (manage,
 * claim, leave); an unknown, malformed or expired one the same 404 page, so an answer never says
 * whether a code ever existed. Opens are limited per IP (a guesser needs about 2^70 tries per hit).
 */
@ApiExcludeController()
@Controller('m')
export class ShortLinkController {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly links: ShortLinksRepository,
    private readonly clock: Clock,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  @Get(':code')
  async open(@Param('code') code: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const { limited, retryAfterSeconds } = await this.limiter.hit(`short-link:${request.ip}`, SHORT_LINK_RATE_LIMIT_PER_MINUTE, 60);
    if (limited) {
      return reply.code(429).header('retry-after', String(retryAfterSeconds)).type('text/html; charset=utf-8').send(page('Too many requests', SMS_MESSAGES.shortLinkTooMany));
    }
    const target = SHORT_CODE_PATTERN.test(code) ? await this.links.resolve(code, this.clock.now()) : undefined;
    if (!target) return reply.code(404).type('text/html; charset=utf-8').send(page('This link is not valid', SMS_MESSAGES.shortLinkGone));
    return reply.code(302).header('location', `${this.config.PUBLIC_URL.replace(/\/$/, '')}${target}`).send();
  }
}

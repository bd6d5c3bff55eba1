import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { NotFoundError, RateLimitedError } from '../../shared/errors/domain-error.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { REDIS } from '../../shared/queues/redis.js';
import { requireAdmin, requireUser } from '../identity/index.js';
import { STAFF_MESSAGES } from './staff.constants.js';
import { feedTokenOf } from './staff.rules.js';
import { StaffService } from './staff.service.js';

const userParam = z.object({ id: z.uuid({ error: STAFF_MESSAGES.userNotFound }) });
const practicesBody = z.object({ practiceIds: z.array(z.uuid({ error: STAFF_MESSAGES.unknownPractice })).max(200, 'At most 200 practices.') }).strict();
const optionsQuery = z.object({ q: z.string().trim().max(100, 'Keep the search under 100 characters.').default('') });
const feedParam = z.object({ token: z.string().max(100) });

/** The admin's side of practice staff: who is staff of which practice (the Users tab). */
@ApiTags('admin')
@Controller('api/admin')
export class AdminStaffController {
  constructor(private readonly staff: StaffService) {}

  @Get('users/:id/practices')
  @ApiOperation({ summary: 'The practices a user is staff of.' })
  async practicesOf(@Param(new ZodValidationPipe(userParam)) p: z.infer<typeof userParam>) {
    return { id: p.id, practices: await this.staff.practicesOf(p.id) };
  }

  @Put('users/:id/practices')
  @ApiOperation({ summary: 'Make a user staff of exactly these practices {practiceIds} (an empty list: no longer staff).' })
  async setPractices(
    @Param(new ZodValidationPipe(userParam)) p: z.infer<typeof userParam>,
    @Body(new ZodValidationPipe(practicesBody)) body: z.infer<typeof practicesBody>,
    @Req() request: FastifyRequest,
  ) {
    const admin = await requireAdmin(request);
    return this.staff.setPractices(p.id, body.practiceIds, admin.id);
  }

  @Get('staff/practice-options')
  @ApiOperation({ summary: 'Practices to choose from by name, city or postcode (20 at most).' })
  options(@Query(new ZodValidationPipe(optionsQuery)) q: z.infer<typeof optionsQuery>) {
    return this.staff.practiceOptions(q.q);
  }

  @Get('staff')
  @ApiOperation({ summary: "Every staff member's practices: [{userId, practices:[{id, name}]}]." })
  async everyone() {
    return [...(await this.staff.practicesOfEveryone())].map(([userId, practices]) => ({ userId, practices }));
  }
}

/** What a signed-in user, the calendar apps and the home page reach outside the staff routes. */
@ApiTags('staff')
@Controller('api')
export class StaffPublicController {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly staff: StaffService,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(REDIS) redis: Redis,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  @Get('staff/practices')
  @ApiOperation({ summary: 'The practices the signed-in user is staff of (the portal lands staff on their day); 401 signed out.' })
  async mine(@Req() request: FastifyRequest) {
    const user = await requireUser(request);
    return { practices: await this.staff.practicesOf(user.id) };
  }

  @Get('calendar/:token')
  @ApiOperation({ summary: "A practice's secret calendar feed, /api/calendar/<token>.ics (text/calendar); 404 unknown or revoked, 429 rate-limited." })
  async feed(@Param(new ZodValidationPipe(feedParam)) p: z.infer<typeof feedParam>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { limited, retryAfterSeconds } = await this.limiter.hit(`calendar-feed:${request.ip}`, this.config.CALENDAR_FEED_RATE_LIMIT_PER_MINUTE, 60);
    if (limited) {
      throw new RateLimitedError(STAFF_MESSAGES.tooManyFeedRequests, retryAfterSeconds);
    }
    const token = feedTokenOf(p.token);
    if (!token) throw new NotFoundError(STAFF_MESSAGES.feedNotFound, 'feed_not_found');
    const body = await this.staff.feed(token);
    // The URL is the secret: never cached by a shared cache, never sent on as a referrer.
    void reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return body;
  }

  @Get('site/people-helped')
  @ApiOperation({ summary: 'The home page\'s "over 1,500 people helped": attended visits plus the history before the system, cached a few minutes.' })
  async peopleHelped(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'public, max-age=60');
    return this.staff.peopleHelped();
  }
}

import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { NotFoundError, RateLimitedError } from '../../shared/errors/domain-error.js';
import { ApiContract } from '../../shared/http/api-contract.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { REDIS } from '../../shared/queues/redis.js';
import { requireAdmin, requireUser } from '../identity/index.js';
import { requestLocale } from '../site/index.js';
import { STAFF_MESSAGES } from './staff.constants.js';
import { feedTokenOf } from './staff.rules.js';
import { myPracticesSchema, peopleHelpedSchema, practiceOptionSchema, staffOfEveryoneSchema, userPracticesSchema } from './staff.schemas.js';
import { StaffService } from './staff.service.js';
import { StaffErrorCode } from './staff.errors.js';

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
  @ApiContract({
    summary: 'The practices a user is staff of.',
    params: userParam,
    responses: { 200: { description: 'The user and their practices (none for a user who is not staff, or unknown).', schema: userPracticesSchema } },
    errors: { 400: '`validation`: the id is not a user id.' },
  })
  async practicesOf(@Param(new ZodValidationPipe(userParam)) p: z.infer<typeof userParam>): Promise<z.infer<typeof userPracticesSchema>> {
    return { id: p.id, practices: await this.staff.practicesOf(p.id) };
  }

  @Put('users/:id/practices')
  @ApiContract({
    summary: 'Make a user staff of exactly these practices (an empty list: no longer staff); audited.',
    params: userParam,
    body: practicesBody,
    responses: { 200: { description: 'The user and their practices now.', schema: userPracticesSchema } },
    errors: {
      400: '`validation`: a malformed id, over 200 practices, or one that does not exist (`fields.practiceIds`).',
      404: '`user_not_found`.',
    },
  })
  async setPractices(
    @Param(new ZodValidationPipe(userParam)) p: z.infer<typeof userParam>,
    @Body(new ZodValidationPipe(practicesBody)) body: z.infer<typeof practicesBody>,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof userPracticesSchema>> {
    const admin = await requireAdmin(request);
    return this.staff.setPractices(p.id, body.practiceIds, admin.id);
  }

  @Get('staff/practice-options')
  @ApiContract({
    summary: 'Practices to choose from by name, city or postcode (20 at most; archived ones never).',
    query: optionsQuery,
    responses: { 200: { description: 'Matching practices by name.', schema: z.array(practiceOptionSchema).max(20) } },
    errors: { 400: '`validation`: the search is over 100 characters.' },
  })
  options(@Query(new ZodValidationPipe(optionsQuery)) q: z.infer<typeof optionsQuery>) {
    return this.staff.practiceOptions(q.q);
  }

  @Get('staff')
  @ApiContract({
    summary: "Every staff member's practices.",
    responses: { 200: { description: 'One item per staff member.', schema: staffOfEveryoneSchema } },
  })
  async everyone(): Promise<z.infer<typeof staffOfEveryoneSchema>> {
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
  @ApiContract({
    summary: 'The practices the signed-in user is staff of (the portal lands staff on their day).',
    responses: { 200: { description: 'Their practices (none for a user who is not staff).', schema: myPracticesSchema } },
    errors: { 401: '`unauthorized`: signed out.' },
  })
  async mine(@Req() request: FastifyRequest): Promise<z.infer<typeof myPracticesSchema>> {
    const user = await requireUser(request);
    return { practices: await this.staff.practicesOf(user.id) };
  }

  @Get('calendar/:token')
  @ApiContract({
    summary: "A practice's secret calendar feed, /api/calendar/<token>.ics, for calendar apps.",
    params: feedParam,
    responses: {
      200: {
        description: 'The iCalendar file: the last week and the next two months of bookings, patients by first name. Cache-Control: private, no-store; Referrer-Policy: no-referrer.',
        mediaType: 'text/calendar',
      },
    },
    errors: {
      400: '`validation`: the token is over 100 characters.',
      404: '`feed_not_found`: unknown, rotated or revoked.',
      429: '`rate_limited`: too many requests from this network this minute, with Retry-After.',
    },
  })
  async feed(@Param(new ZodValidationPipe(feedParam)) p: z.infer<typeof feedParam>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { limited, retryAfterSeconds } = await this.limiter.hit(`calendar-feed:${request.ip}`, this.config.CALENDAR_FEED_RATE_LIMIT_PER_MINUTE, 60);
    if (limited) {
      throw new RateLimitedError(STAFF_MESSAGES.tooManyFeedRequests, retryAfterSeconds);
    }
    const token = feedTokenOf(p.token);
    if (!token) throw new NotFoundError(STAFF_MESSAGES.feedNotFound, StaffErrorCode.FeedNotFound);
    const body = await this.staff.feed(token);
    // The URL is the secret: never cached by a shared cache, never sent on as a referrer.
    void reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return body;
  }

  @Get('site/people-helped')
  @ApiContract({
    summary:
      'The home page\'s "over 1,500 people helped": attended visits plus the history before the system, cached a few minutes. `text` is in the request\'s language ("dros 1,500" when Accept-Language asks for Welsh first).',
    responses: { 200: { description: 'The count and its text (Cache-Control: public, max-age=60; Vary: Accept-Language).', schema: peopleHelpedSchema } },
  })
  async peopleHelped(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<z.infer<typeof peopleHelpedSchema>> {
    // A shared cache must keep the Welsh and the English answers apart.
    void reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
    return this.staff.peopleHelped(requestLocale(request));
  }
}

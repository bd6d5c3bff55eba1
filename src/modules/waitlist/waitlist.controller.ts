import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { RobotCheck, ukPhoneField } from '../search/index.js';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, SEARCH_MESSAGES } from '../search/search.constants.js';
import { WaitlistService } from './waitlist.service.js';

const joinBody = z
  .object({
    name: z.string({ error: SEARCH_MESSAGES.nameRequired }).trim().min(1, SEARCH_MESSAGES.nameRequired).max(120),
    phone: ukPhoneField,
    postcode: z.string({ error: SEARCH_MESSAGES.postcodeRequired }).trim().max(12),
    issue: z.string().trim().max(1000).default(''),
    email: z.unknown(),
    consent: z.unknown(),
    radiusKm: z.number().int().min(1).max(MAX_RADIUS_KM).default(DEFAULT_RADIUS_KM),
    // Issue #30: the robot check's token when the site has it on, as for search and holds.
    robotToken: z.string().max(4000).optional(),
  })
  .strict();
const tokenBody = z.object({ token: z.string({ error: 'This link is not valid.' }).max(200) }).strict();

/** The patient's side of the waitlist (issue #12). */
@ApiTags('waitlist')
@Controller('api/waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly robot: RobotCheck,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Ask to join (or change a place on) the waitlist: e-mail and consent required, and `robotToken` when the robot check is on. 202 {message} whether or not the address is on the list; nothing changes until the e-mailed link is confirmed (3 e-mails per address and day, then one more per sender network: the newest request wins). 429 past the joins one connection may make in an hour.',
  })
  async join(@Body(new ZodValidationPipe(joinBody)) body: z.infer<typeof joinBody>, @Req() request: FastifyRequest) {
    await this.robot.verify(body.robotToken, request.ip);
    return this.waitlist.join(body, request.ip);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Confirm a place with the e-mail's confirmation link: the details become the live place for 14 days ({message, postcode, radiusKm, expiresAt, leaveToken}); 409 already confirmed, 410 expired or replaced by a newer link, 401 not ours.",
  })
  confirm(@Body(new ZodValidationPipe(tokenBody)) body: z.infer<typeof tokenBody>) {
    return this.waitlist.confirm(body.token);
  }

  @Post('leave')
  @HttpCode(200)
  @ApiOperation({ summary: "Leave the waitlist with the e-mail's leave link; the details are deleted." })
  leave(@Body(new ZodValidationPipe(tokenBody)) body: z.infer<typeof tokenBody>) {
    return this.waitlist.leave(body.token);
  }

  @Post('offers/claim')
  @HttpCode(200)
  @ApiOperation({ summary: "Open an offer: holds the slot for 10 minutes ({hold, slot, practice, patient, email}); 409 when it went to someone else, 410 when the offer expired." })
  claim(@Body(new ZodValidationPipe(tokenBody)) body: z.infer<typeof tokenBody>) {
    return this.waitlist.claim(body.token);
  }
}

/** Waitlist figures for admins: waiting now per postcode area, and per day joined / offered / taken. */
@ApiTags('admin')
@Controller('api/admin/waitlist')
export class AdminWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @ApiOperation({ summary: 'Waiting patients per postcode area, and the last 14 days of joins, offers and offers taken.' })
  stats() {
    return this.waitlist.stats();
  }
}

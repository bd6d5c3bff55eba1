import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { redFlagRefusal, redFlagsField, RobotCheck, ukPhoneField } from '../../search/index.js';
import { readRedFlags } from '../../search/rules/safety-net.rules.js';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, SEARCH_MESSAGES } from '../../search/search.constants.js';
import { DEFAULT_HOLD_MINUTES } from '../../booking/booking.constants.js';
import { offerClaimedSchema, waitlistConfirmedSchema, waitlistMessageSchema, waitlistStatsSchema } from './waitlist.schemas.js';
import { WaitlistService } from '../commands/waitlist.service.js';
import { requestLocale } from '../../site/index.js';

const joinBody = z
  .object({
    name: z.string({ error: SEARCH_MESSAGES.nameRequired }).trim().min(1, SEARCH_MESSAGES.nameRequired).max(120),
    phone: ukPhoneField,
    postcode: z.string({ error: SEARCH_MESSAGES.postcodeRequired }).trim().max(12),
    issue: z.string().trim().max(1000).default(''),
    email: z.unknown(),
    consent: z.unknown(),
    radiusKm: z.number().int().min(1).max(MAX_RADIUS_KM).default(DEFAULT_RADIUS_KM),
    // The robot check's token when the site has it on, as for search and holds.
    robotToken: z.string().max(4000).optional(),
  })
  .strict();
const tokenBody = z.object({ token: z.string({ error: 'This link is not valid.' }).max(200) }).strict();
/**
 * Opening an offer asks the emergency question again: the patient joined hours or days ago, and a
 * sign they have now means 999, not this time. `redFlags` is read first, as in the search.
 */
const claimBody = z.object({ token: tokenBody.shape.token, redFlags: redFlagsField }).strict();
const claimPipe = new ZodValidationPipe(claimBody);
const TOKEN_MISSING = '`validation`: no `token`, or over 200 characters.';
const LINK_INVALID = '`waitlist_link_invalid`: the token is not one of ours.';

/** The patient's side of the waitlist. */
@ApiTags('waitlist')
@Controller('api/waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly robot: RobotCheck,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiContract({
    summary:
      'Ask to join (or change a place on) the waitlist: e-mail and consent required, and `robotToken` when the robot check is on. Nothing changes until the e-mailed link is confirmed (3 e-mails per address and day, then one more per sender network: the newest request wins).',
    body: joinBody,
    responses: { 202: { description: 'The same sentence whether or not the address is on the list: check your e-mail.', schema: waitlistMessageSchema } },
    errors: {
      400: '`validation` (`fields` names it), `invalid_email`, `consent_required`, `postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb`, `postcode_unknown`, `robot_token_missing`, `robot_check_failed`.',
      429: '`rate_limited`: past the joins one sender network may make in an hour, with Retry-After.',
    },
  })
  async join(@Body(new ZodValidationPipe(joinBody)) body: z.infer<typeof joinBody>, @Req() request: FastifyRequest) {
    await this.robot.verify(body.robotToken, request.ip);
    return this.waitlist.join(body, request.ip, requestLocale(request));
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiContract({
    summary: "Confirm a place with the e-mail's confirmation link: the details become the live place for 14 days.",
    body: tokenBody,
    responses: { 200: { description: 'The live place, and the token of its leave link.', schema: waitlistConfirmedSchema } },
    errors: {
      400: TOKEN_MISSING,
      401: LINK_INVALID,
      409: '`waitlist_already_confirmed`.',
      410: '`waitlist_link_expired`: the link ran out or a newer one was sent.',
    },
  })
  confirm(@Body(new ZodValidationPipe(tokenBody)) body: z.infer<typeof tokenBody>, @Req() request: FastifyRequest) {
    return this.waitlist.confirm(body.token, requestLocale(request));
  }

  @Post('leave')
  @HttpCode(200)
  @ApiContract({
    summary: "Leave the waitlist with the e-mail's leave link (or a confirmation link); the details are deleted.",
    body: tokenBody,
    responses: { 200: { description: 'Left, or was not on the list (a different sentence).', schema: waitlistMessageSchema } },
    errors: { 400: TOKEN_MISSING, 401: LINK_INVALID },
  })
  leave(@Body(new ZodValidationPipe(tokenBody)) body: z.infer<typeof tokenBody>, @Req() request: FastifyRequest) {
    return this.waitlist.leave(body.token, requestLocale(request));
  }

  @Post('offers/claim')
  @HttpCode(200)
  @ApiContract({
    summary:
      `Open an offer: asks the emergency question again (\`redFlags\`, \`[]\` for none of these), then holds the slot through the booking's hold rules, for HOLD_MINUTES (configured; ${DEFAULT_HOLD_MINUTES} minutes by default).`,
    body: claimBody,
    responses: { 200: { description: 'The hold, and what the booking pages show.', schema: offerClaimedSchema } },
    errors: {
      400: `${TOKEN_MISSING} \`validation\` with \`fields.redFlags\`: it is missing, or not a list of the signs' codes; nothing claimed.`,
      401: LINK_INVALID,
      404: "`slot_not_found`: the booking's hold found the slot gone.",
      409: '`offer_gone`: opened already, or the slot went to someone else.',
      410: '`offer_expired`.',
      422: '`emergency_care`: `redFlags` names an emergency sign (checked first: nothing claimed, the offer stays open).',
      429: "`too_many_holds`: the booking's hold allowance for the patient's phone.",
    },
  })
  claim(@Body() raw: unknown) {
    // A sign wins over a bad or missing token: the patient hears "call 999" whatever else is wrong.
    const refusal = redFlagRefusal(readRedFlags(raw));
    if (refusal) throw refusal;
    return this.waitlist.claim(claimPipe.transform(raw).token);
  }
}

/** Waitlist figures for admins: waiting now per postcode area, and per day joined / offered / taken. */
@ApiTags('admin')
@Controller('api/admin/waitlist')
export class AdminWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @ApiContract({
    summary: 'Waiting patients per postcode area, and the last 14 days of joins, offers and offers taken.',
    responses: { 200: { description: 'The figures.', schema: waitlistStatsSchema } },
  })
  stats() {
    return this.waitlist.stats();
  }
}

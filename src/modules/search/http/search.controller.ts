import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { RateLimitedError } from '../../../shared/errors/domain-error.js';
import { RateLimiter } from '../../../shared/http/rate-limiter.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { RedFlagMetrics } from '../services/red-flag-metrics.js';
import { REDIS } from '../../../shared/queues/redis.js';
import { RED_FLAG_MESSAGES, URGENT_ISSUE_CODES } from '../clinical-safety.constants.js';
import { redFlagsField, ukPhoneField } from './patient-fields.js';
import { checkPostcode } from '../rules/postcode.rules.js';
import { nationOfPostcode } from '../../postcodes/postcode-nation.rules.js';
import { RobotCheck } from '../services/robot-check.js';
import { readRedFlags } from '../rules/safety-net.rules.js';
import { ScreeningProofs } from '../services/screening-proofs.js';
import { postcodeRefused, redFlagRefusal } from '../search.errors.js';
import {
  DEFAULT_RADIUS_KM,
  GB_BOUNDS,
  LOCATION_INVALID_MESSAGE,
  MAX_RADIUS_KM,
  SEARCH_MESSAGES,
  SEARCH_RATE_WINDOW_SECONDS,
} from '../search.constants.js';
import { searchAnswerSchema } from './search.schemas.js';
import { type SearchAnswer, SearchService } from '../queries/search.service.js';
import { requestLocale } from '../../site/index.js';

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
    /**
     * The point of the place the patient chose in Google's address search, used instead of
     * the postcode's when the two agree (PLACE_POSTCODE_TOLERANCE_KM). Only inside Great Britain.
     */
    location: z
      .object({
        lat: z.number({ error: LOCATION_INVALID_MESSAGE }).min(GB_BOUNDS.minLat, LOCATION_INVALID_MESSAGE).max(GB_BOUNDS.maxLat, LOCATION_INVALID_MESSAGE),
        lng: z.number({ error: LOCATION_INVALID_MESSAGE }).min(GB_BOUNDS.minLng, LOCATION_INVALID_MESSAGE).max(GB_BOUNDS.maxLng, LOCATION_INVALID_MESSAGE),
      }, { error: LOCATION_INVALID_MESSAGE })
      .strict()
      .optional(),
    /** The practice the patient came from (its own booking link): checked first, 7 days ahead (spec 4). */
    studioId: z.uuid({ error: SEARCH_MESSAGES.studioInvalid }).optional(),
    radiusKm: z
      .number({ error: SEARCH_MESSAGES.radiusInvalid })
      .int(SEARCH_MESSAGES.radiusInvalid)
      .min(1, SEARCH_MESSAGES.radiusInvalid)
      .max(MAX_RADIUS_KM, SEARCH_MESSAGES.radiusInvalid)
      .default(DEFAULT_RADIUS_KM),
    /**
     * The lead form's emergency signs, required: a client that never asked the question
     * gets no time. Read first by `readRedFlags`, so only an empty list ever reaches this schema.
     */
    redFlags: redFlagsField,
    /** Time-critical, not an emergency: a knocked-out adult tooth leads with today's earliest time. */
    urgentIssue: z.enum(URGENT_ISSUE_CODES, { error: RED_FLAG_MESSAGES.urgentIssueInvalid }).optional(),
  })
  .strict();

const searchBody = new ZodValidationPipe(searchBodySchema);

/** The nation of the body's postcode, read without validating anything else (the 999 answer comes first). */
function nationOf(raw: unknown) {
  const postcode = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).postcode : undefined;
  return typeof postcode === 'string' ? nationOfPostcode(postcode.slice(0, 12)) : undefined;
}

@ApiTags('booking')
@Controller('api/search')
export class SearchController {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly search: SearchService,
    private readonly robot: RobotCheck,
    private readonly redFlags: RedFlagMetrics,
    private readonly screening: ScreeningProofs,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  @Post()
  @HttpCode(200)
  @ApiContract({
    summary: 'Nearest practice with a free slot, its times on the winning date, up to five practices by distance and three alternatives.',
    body: searchBodySchema,
    responses: {
      200: {
        description: 'The answer; `message` when nothing is found within the radius; `screening`, the proof POST /api/holds requires for this patient.',
        schema: searchAnswerSchema,
      },
    },
    errors: {
      400: "A field to fix, with the spec's texts: `validation` (`fields` names them; `fields.redFlags` when it is missing: send `[]` for none of the signs), `postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb`, `postcode_unknown` (a postcode known nowhere), `robot_check_failed`.",
      422: '`emergency_care`: `redFlags` names an emergency sign (checked first: nothing searched or stored, and no screening proof made).',
      429: '`rate_limited`, with Retry-After.',
      503: '`search_unavailable`, or `unavailable` when the site cannot be read.',
    },
  })
  async find(@Body() raw: unknown, @Req() request: FastifyRequest): Promise<SearchAnswer> {
    // The safety net comes before everything else: before validation (a patient with an emergency
    // sign and a mistyped phone still hears "call 999"), the rate limit (no counter keyed by their
    // address), the robot check, geocoding, the search and its SearchMade record. Only the sign's
    // code is counted. No answer at all is refused too: only "none of these" searches.
    const flags = readRedFlags(raw);
    if (flags.kind === 'emergency') this.redFlags.record(flags.codes);
    const refusal = redFlagRefusal(flags, nationOf(raw));
    if (refusal) throw refusal;
    const body = searchBody.transform(raw);
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
      throw postcodeRefused(postcode);
    await this.robot.verify(body.robotToken, request.ip);
    const found = await this.search.search({
      postcode: postcode.postcode,
      outcode: postcode.outcode,
      radiusKm: body.radiusKm,
      place: body.location,
      studioId: body.studioId,
      urgentIssue: body.urgentIssue,
      locale: requestLocale(request),
    });
    // Made only here, after "none of these" and a search that ran: a request with a sign never gets one.
    return { ...found, screening: await this.screening.issue({ name: body.name, phone: body.phone, postcode: postcode.postcode }) };
  }
}

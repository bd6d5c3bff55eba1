import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { cookieOptions, sessionCookieName } from './access-hooks.js';
import { AuthService, type SignedIn, toPublic } from '../commands/auth.service.js';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieName } from '../services/device-cookies.js';
import {
  emailLinkAnswerSchema,
  emailLinkBodySchema,
  emailLinkVerifyBodySchema,
  loginBodySchema,
  publicUserSchema,
  secondFactorConfirmBodySchema,
  secondFactorConfirmedSchema,
  secondFactorSetupBodySchema,
  secondFactorSetupSchema,
} from './identity.schemas.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { SignInLinks } from '../commands/sign-in-links.js';
import { requestLocale, SiteSettingsService } from '../../site/index.js';
import { GATE_COOKIE, GATE_COOKIE_MAX_AGE_SECONDS } from '../../site/site.constants.js';
import { CommonErrorCode } from '../../../shared/errors/common.errors.js';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsRepository,
    private readonly links: SignInLinks,
    private readonly site: SiteSettingsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('email-link')
  @HttpCode(202)
  @ApiContract({
    summary: 'E-mail a one-time, 15-minute sign-in link to an address with bookings; the same answer whether or not it is known.',
    body: emailLinkBodySchema,
    responses: { 202: { description: 'The same message whether or not the address is known (and whether or not a link went).', schema: emailLinkAnswerSchema } },
    errors: {
      400: '`missing_fields` (no address) or `invalid_email`; `fields.email` says which.',
      429: '`rate_limited`: too many links asked for from this address or network, with Retry-After.',
    },
  })
  emailLink(@Body(new ZodValidationPipe(emailLinkBodySchema)) body: z.output<typeof emailLinkBodySchema>, @Req() request: FastifyRequest) {
    return this.links.request(body.email, request.ip, requestLocale(request));
  }

  @Post('email-link/verify')
  @HttpCode(200)
  @ApiContract({
    summary: 'Use a sign-in link once: sets the session cookie.',
    body: emailLinkVerifyBodySchema,
    responses: { 200: { description: 'Signed in (a `link` session, for My Appointments only): the user.', schema: publicUserSchema } },
    errors: {
      401: '`sign_in_link_invalid`: the token is not one of ours.',
      403: "`user_disabled`, or `sign_in_link_not_for_staff` (the address is an admin's or practice staff's).",
      410: '`sign_in_link_expired`: expired or used already.',
    },
  })
  async verifyEmailLink(@Body(new ZodValidationPipe(emailLinkVerifyBodySchema)) body: z.output<typeof emailLinkVerifyBodySchema>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { user, token, expiresAt } = await this.links.consume(body.token);
    void reply.setCookie(sessionCookieName(this.config), token, { ...cookieOptions(this.config), expires: expiresAt });
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @ApiContract({
    summary:
      'Sign in with e-mail and password (and `code`, a 6-digit authenticator code or a recovery code, for an account with two-step verification); sets the httpOnly session cookie and the device cookie that keeps this browser trusted for the account (ADR 0026).',
    body: loginBodySchema,
    responses: { 200: { description: 'Signed in: the user.', schema: publicUserSchema } },
    errors: {
      400: '`missing_fields` (e-mail or password) or `invalid_email`.',
      401: '`invalid_credentials` (one answer for an unknown e-mail and a wrong password); with the right password, `second_factor_required` (a code is needed), `second_factor_setup_required` (an admin or staff account must enrol first, ADR 0037), `second_factor_invalid`, or `second_factor_just_used` (that code\'s time step was accepted a moment ago).',
      403: '`user_disabled`.',
      429: '`rate_limited`: too many attempts from this network, for this account or device, or too many wrong codes (per window, or `LOGIN_CODE_FAILURES_PER_DAY` in a day: the code step then stays locked for 24 hours); with Retry-After.',
    },
  })
  async login(@Body(new ZodValidationPipe(loginBodySchema)) body: z.output<typeof loginBodySchema>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const deviceCookie = deviceCookieName(this.config);
    const signedIn = await this.auth.login(body.email, body.password, request.ip, request.cookies?.[deviceCookie], body.code);
    await this.setCookies(reply, signedIn);
    return signedIn.user;
  }

  @Post('second-factor/setup')
  @HttpCode(200)
  @ApiContract({
    summary: 'Two-step verification, step 1 (admins and practice staff; the password again): a new authenticator secret. Throttled like sign-in.',
    body: secondFactorSetupBodySchema,
    responses: { 200: { description: 'The new secret, unconfirmed until step 2 (Cache-Control: no-store).', schema: secondFactorSetupSchema } },
    errors: {
      400: '`missing_fields` or `invalid_email`.',
      401: '`invalid_credentials`.',
      403: '`user_disabled`, or `second_factor_not_for_account` (not an admin or practice staff).',
      409: '`second_factor_exists`: the account has one already.',
      429: '`rate_limited`, with Retry-After.',
    },
  })
  async beginSecondFactor(
    @Body(new ZodValidationPipe(secondFactorSetupBodySchema)) body: z.output<typeof secondFactorSetupBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const setup = await this.auth.beginSecondFactor(body.email, body.password, request.ip, request.cookies?.[deviceCookieName(this.config)]);
    // The secret itself: no cache, shared or private, may keep it.
    void reply.header('cache-control', 'no-store');
    return setup;
  }

  @Post('second-factor/confirm')
  @HttpCode(200)
  @ApiContract({
    summary: 'Two-step verification, step 2: the first code from the app turns it on and signs in (session and device cookies).',
    body: secondFactorConfirmBodySchema,
    responses: { 200: { description: 'On, and signed in: the user and the ten recovery codes, shown this once (Cache-Control: no-store).', schema: secondFactorConfirmedSchema } },
    errors: {
      400: '`second_factor_required` (no code), `missing_fields` or `invalid_email`.',
      401: '`invalid_credentials`, or `second_factor_invalid` (the code is not right).',
      403: '`user_disabled`.',
      409: '`second_factor_exists` (on already) or `second_factor_not_started` (step 1 first).',
      429: '`rate_limited`: too many attempts or wrong codes, with Retry-After.',
    },
  })
  async confirmSecondFactor(
    @Body(new ZodValidationPipe(secondFactorConfirmBodySchema)) body: z.output<typeof secondFactorConfirmBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const deviceCookie = deviceCookieName(this.config);
    const signedIn = await this.auth.confirmSecondFactor(body.email, body.password, request.ip, request.cookies?.[deviceCookie], body.code);
    await this.setCookies(reply, signedIn);
    void reply.header('cache-control', 'no-store');
    return { user: signedIn.user, recoveryCodes: signedIn.recoveryCodes };
  }

  private async setCookies(reply: FastifyReply, signedIn: SignedIn) {
    void reply.setCookie(sessionCookieName(this.config), signedIn.token, { ...cookieOptions(this.config), expires: signedIn.expiresAt });
    void reply.setCookie(deviceCookieName(this.config), signedIn.deviceCookie, { ...cookieOptions(this.config), maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
    // Admins and practice staff are trusted past the site gate (ADR 0043): an invited receptionist
    // need not be told the pre-launch password to reach her own page next time.
    if (signedIn.privileged) {
      const settings = await this.site.get();
      if (settings.isProtected) void reply.setCookie(GATE_COOKIE, this.site.signGate(settings), { ...cookieOptions(this.config), maxAge: GATE_COOKIE_MAX_AGE_SECONDS });
    }
  }

  @Post('logout')
  @HttpCode(204)
  @ApiContract({
    summary: 'Ends the session on the server and clears the cookie.',
    responses: { 204: { description: 'Signed out (also when no one was signed in).', schema: null } },
  })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const name = sessionCookieName(this.config);
    const token = request.cookies?.[name];
    if (token) await this.sessions.revoke(token);
    void reply.clearCookie(name, cookieOptions(this.config));
  }

  @Get('me')
  @ApiContract({
    summary: 'The signed-in user.',
    responses: { 200: { description: 'The user.', schema: publicUserSchema } },
    errors: { 401: '`unauthorized`: signed out.' },
  })
  async me(@Req() request: FastifyRequest) {
    const user = await request.currentUser();
    if (!user) throw new DomainError('Please sign in.', CommonErrorCode.Unauthorized, 401);
    return toPublic(user);
  }
}

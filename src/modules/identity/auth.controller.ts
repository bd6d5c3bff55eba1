import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { cookieOptions, sessionCookieName } from './access-hooks.js';
import { AuthService, type SignedIn, toPublic } from './auth.service.js';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieName } from './device-cookies.js';
import { SessionsRepository } from './sessions.repository.js';
import { SignInLinks } from './sign-in-links.js';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsRepository,
    private readonly links: SignInLinks,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('email-link')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail a one-time, 15-minute sign-in link to an address with bookings; the same answer whether or not it is known.' })
  @ApiBody({ schema: { type: 'object', properties: { email: { type: 'string' } } } })
  emailLink(@Body() body: unknown, @Req() request: FastifyRequest) {
    const input = (body && typeof body === 'object' ? body : {}) as { email?: unknown };
    return this.links.request(input.email, request.ip);
  }

  @Post('email-link/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Use a sign-in link once: sets the session cookie (401 not ours, 410 expired or used).' })
  @ApiBody({ schema: { type: 'object', properties: { token: { type: 'string' } } } })
  async verifyEmailLink(@Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = (body && typeof body === 'object' ? body : {}) as { token?: unknown };
    const { user, token, expiresAt } = await this.links.consume(input.token);
    void reply.setCookie(sessionCookieName(this.config), token, { ...cookieOptions(this.config), expires: expiresAt });
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in with e-mail and password (and `code`, a 6-digit authenticator code or a recovery code, for an account with two-step verification); sets the httpOnly session cookie and the device cookie that keeps this browser trusted for the account (ADR 0026). 401 `second_factor_required` when the password is right and a code is needed, `second_factor_setup_required` when an admin or staff account must enrol first (ADR 0037).',
  })
  @ApiBody({ schema: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' }, code: { type: 'string' } } } })
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = (body && typeof body === 'object' ? body : {}) as { email?: unknown; password?: unknown; code?: unknown };
    const deviceCookie = deviceCookieName(this.config);
    const signedIn = await this.auth.login(input.email, input.password, request.ip, request.cookies?.[deviceCookie], input.code);
    this.setCookies(reply, signedIn);
    return signedIn.user;
  }

  @Post('second-factor/setup')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Two-step verification, step 1 (admins and practice staff; the password again): a new authenticator secret as {secret, otpauthUri, qrCode}. Throttled like sign-in. 409 when the account has one already.',
  })
  @ApiBody({ schema: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } } } })
  beginSecondFactor(@Body() body: unknown, @Req() request: FastifyRequest) {
    const input = (body && typeof body === 'object' ? body : {}) as { email?: unknown; password?: unknown };
    return this.auth.beginSecondFactor(input.email, input.password, request.ip, request.cookies?.[deviceCookieName(this.config)]);
  }

  @Post('second-factor/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Two-step verification, step 2: the first code from the app turns it on and signs in; the answer carries the ten recovery codes, shown this once ({user, recoveryCodes}).',
  })
  @ApiBody({ schema: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' }, code: { type: 'string' } } } })
  async confirmSecondFactor(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = (body && typeof body === 'object' ? body : {}) as { email?: unknown; password?: unknown; code?: unknown };
    const deviceCookie = deviceCookieName(this.config);
    const signedIn = await this.auth.confirmSecondFactor(input.email, input.password, request.ip, request.cookies?.[deviceCookie], input.code);
    this.setCookies(reply, signedIn);
    void reply.header('cache-control', 'no-store');
    return { user: signedIn.user, recoveryCodes: signedIn.recoveryCodes };
  }

  private setCookies(reply: FastifyReply, signedIn: SignedIn) {
    void reply.setCookie(sessionCookieName(this.config), signedIn.token, { ...cookieOptions(this.config), expires: signedIn.expiresAt });
    void reply.setCookie(deviceCookieName(this.config), signedIn.deviceCookie, { ...cookieOptions(this.config), maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends the session on the server and clears the cookie.' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const name = sessionCookieName(this.config);
    const token = request.cookies?.[name];
    if (token) await this.sessions.revoke(token);
    void reply.clearCookie(name, cookieOptions(this.config));
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user: {id, email, displayName, role}; 401 when signed out.' })
  async me(@Req() request: FastifyRequest) {
    const user = await request.currentUser();
    if (!user) throw new DomainError('Please sign in.', 'unauthorized', 401);
    return toPublic(user);
  }
}

import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { cookieOptions, ensureXsrfCookie } from '../identity/index.js';
import { GATE_COOKIE, GATE_COOKIE_MAX_AGE_SECONDS, GATE_MESSAGES } from './site.constants.js';
import { publicSiteSettings } from './public-site-settings.js';
import { SiteSettingsService } from './site-settings.service.js';

@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(
    private readonly site: SiteSettingsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Public site settings (never the gate password); sets the XSRF-TOKEN cookie.' })
  async get(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    ensureXsrfCookie(request, reply, this.config);
    void reply.header('cache-control', 'no-store');
    return publicSiteSettings(this.site, this.config, request);
  }

  @Post('gate')
  @HttpCode(204)
  @ApiOperation({ summary: 'Checks the site password; 204 with the signed gate cookie, or 401.' })
  async gate(@Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const password = body && typeof body === 'object' ? (body as { password?: unknown }).password : undefined;
    const settings = await this.site.get();
    if (typeof password !== 'string' || password.length > 200 || !this.site.passwordMatches(settings, password)) {
      throw new DomainError(GATE_MESSAGES.wrongPassword, 'wrong_password', 401);
    }
    void reply.setCookie(GATE_COOKIE, this.site.signGate(settings), { ...cookieOptions(this.config), maxAge: GATE_COOKIE_MAX_AGE_SECONDS });
  }
}

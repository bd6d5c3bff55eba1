import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { ApiContract } from '../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { cookieOptions, ensureXsrfCookie } from '../identity/index.js';
import { GATE_COOKIE, GATE_COOKIE_MAX_AGE_SECONDS } from './site.constants.js';
import { publicSiteSettings } from './public-site-settings.js';
import { gateBodySchema, publicSiteSettingsSchema } from './site.schemas.js';
import { SiteSettingsService } from './site-settings.service.js';
import { wrongPassword } from './site.errors.js';

@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(
    private readonly site: SiteSettingsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get()
  @ApiContract({
    summary: 'Public site settings (never the gate password); sets the XSRF-TOKEN cookie.',
    responses: { 200: { description: "The settings as this visitor sees them (whether their gate cookie is good); Cache-Control: no-store.", schema: publicSiteSettingsSchema } },
    errors: { 503: '`unavailable`: the settings cannot be read (never answered as "unprotected").' },
  })
  async get(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    ensureXsrfCookie(request, reply, this.config);
    void reply.header('cache-control', 'no-store');
    return publicSiteSettings(this.site, this.config, request);
  }

  @Post('gate')
  @HttpCode(204)
  @ApiContract({
    summary: 'Checks the site password.',
    body: gateBodySchema,
    responses: { 204: { description: 'The password is right: the signed gate cookie is set.', schema: null } },
    errors: { 401: '`wrong_password` (also for a missing or non-text password).' },
  })
  async gate(@Body(new ZodValidationPipe(gateBodySchema, wrongPassword)) body: z.output<typeof gateBodySchema>, @Res({ passthrough: true }) reply: FastifyReply) {
    const settings = await this.site.get();
    if (!this.site.passwordMatches(settings, body.password)) throw wrongPassword();
    void reply.setCookie(GATE_COOKIE, this.site.signGate(settings), { ...cookieOptions(this.config), maxAge: GATE_COOKIE_MAX_AGE_SECONDS });
  }
}

import { Body, Controller, Get, Inject, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { cookieOptions, requireAdmin } from '../identity/index.js';
import { GATE_COOKIE, GATE_COOKIE_MAX_AGE_SECONDS } from './site.constants.js';
import { z } from 'zod';
import { ApiContract } from '../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { adminSiteSettingsSchema } from './site.schemas.js';
import { SiteSettingsService, type SiteSettings } from './site-settings.service.js';

const settingsChange = z
  .object({
    isProtected: z.boolean({ error: 'isProtected must be true or false.' }).optional(),
    useImmediatePaymentProcessing: z.boolean({ error: 'useImmediatePaymentProcessing must be true or false.' }).optional(),
    gatePassword: z
      .string({ error: 'The password must be text.' })
      .trim()
      .min(8, 'The site password must be at least 8 characters.')
      .max(200, 'The site password must be at most 200 characters.')
      .optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');

const view = (s: SiteSettings): z.infer<typeof adminSiteSettingsSchema> => ({
  isProtected: s.isProtected,
  // The Admin Controls screen shows the password in clear (spec); only admins reach this route.
  gatePassword: s.gatePassword,
  useImmediatePaymentProcessing: s.useImmediatePaymentProcessing,
  lastUpdated: s.lastUpdated.toISOString(),
});

@ApiTags('admin')
@Controller('api/admin/settings')
export class SettingsController {
  constructor(
    private readonly site: SiteSettingsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get()
  @ApiContract({
    summary: 'Site settings for Admin Controls, including the gate password.',
    responses: { 200: { description: 'The settings.', schema: adminSiteSettingsSchema } },
  })
  async get() {
    return view(await this.site.get());
  }

  @Put()
  @ApiContract({
    summary:
      'Change protection, payment mode or the gate password; audited. A new password, or protection switched back on, asks every visitor again, except this browser: while protected, the answer sets its gate cookie (the admin has the password on screen).',
    body: settingsChange,
    responses: { 200: { description: 'The settings after the change.', schema: adminSiteSettingsSchema } },
    errors: { 400: '`validation`: nothing to change, an unknown field, a value of the wrong type, or a password under 8 or over 200 characters (`fields` names it).' },
  })
  async update(
    @Body(new ZodValidationPipe(settingsChange)) body: z.infer<typeof settingsChange>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const actor = await requireAdmin(request);
    const settings = await this.site.update(body, actor.id);
    // Switching protection on (or a new password) asks every visitor again, but not the
    // admin who did it, in this browser: they have the password on screen, and being sent to the
    // gate by their own switch would look like a fault. Other browsers of theirs are asked as anyone is.
    if (settings.isProtected) void reply.setCookie(GATE_COOKIE, this.site.signGate(settings), { ...cookieOptions(this.config), maxAge: GATE_COOKIE_MAX_AGE_SECONDS });
    return view(settings);
  }
}

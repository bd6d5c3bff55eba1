import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../identity/index.js';
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
  constructor(private readonly site: SiteSettingsService) {}

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
    summary: 'Change protection, payment mode or the gate password; audited. A new password, or protection switched back on, asks every visitor again.',
    body: settingsChange,
    responses: { 200: { description: 'The settings after the change.', schema: adminSiteSettingsSchema } },
    errors: { 400: '`validation`: nothing to change, an unknown field, a value of the wrong type, or a password under 8 or over 200 characters (`fields` names it).' },
  })
  async update(@Body(new ZodValidationPipe(settingsChange)) body: z.infer<typeof settingsChange>, @Req() request: FastifyRequest) {
    const actor = await requireAdmin(request);
    return view(await this.site.update(body, actor.id));
  }
}

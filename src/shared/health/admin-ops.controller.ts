import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { ApiContract } from '../http/api-contract.js';
import { opsLinksSchema } from './health.schemas.js';
import { BULL_BOARD_ROUTE, DEV_INBOX_ROUTE, DEV_SMS_OUTBOX_ROUTE } from './ops.constants.js';

/** Where an admin's operational tools are, so the dashboard links only to what this deployment serves. */
@ApiTags('admin')
@Controller('api/admin/ops')
export class AdminOpsController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  @Get()
  @ApiContract({
    summary: 'Links to the queue dashboard and, outside production with the embedded defaults, the dev inbox and the dev SMS outbox.',
    responses: { 200: { description: 'The paths; null for a tool this deployment does not serve.', schema: opsLinksSchema } },
  })
  links(): z.infer<typeof opsLinksSchema> {
    const devInbox = !this.config.isProduction && this.config.mailTransport === 'dev-inbox';
    const devSmsOutbox = !this.config.isProduction && this.config.smsTransport === 'dev-outbox';
    return { queueDashboard: BULL_BOARD_ROUTE, devInbox: devInbox ? DEV_INBOX_ROUTE : null, devSmsOutbox: devSmsOutbox ? DEV_SMS_OUTBOX_ROUTE : null };
  }
}

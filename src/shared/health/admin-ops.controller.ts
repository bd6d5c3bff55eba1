import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { BULL_BOARD_ROUTE, DEV_INBOX_ROUTE } from './ops.constants.js';

/** Where an admin's operational tools are, so the dashboard links only to what this deployment serves. */
@ApiTags('admin')
@Controller('api/admin/ops')
export class AdminOpsController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  @Get()
  @ApiOperation({ summary: 'Links to the queue dashboard and, outside production with the embedded mailer, the dev inbox.' })
  links() {
    const devInbox = !this.config.isProduction && this.config.mailTransport === 'dev-inbox';
    return { queueDashboard: BULL_BOARD_ROUTE, devInbox: devInbox ? DEV_INBOX_ROUTE : null };
  }
}

import { Module } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Db } from '../../shared/db/db.js';
import { ManageTokens } from '../booking/index.js';
import { SiteModule } from '../site/site.module.js';
import { WaitlistTokens } from '../waitlist/index.js';
import { DevSmsController } from './http/dev-sms.controller.js';
import { DevSmsRepository } from './repositories/dev-sms.repository.js';
import { ShortLinkController } from './http/short-link.controller.js';
import { ShortLinks } from './services/short-links.js';
import { ShortLinksRepository } from './repositories/short-links.repository.js';
import { SmsAdminView } from './queries/sms-admin-view.js';
import { SmsDelivery } from './services/sms-delivery.js';
import {
  BookingTexts,
  SendBookingTextHandler,
  SendCancellationTextHandler,
  SendReminderTextHandler,
  SendRescheduledTextHandler,
  SendWaitlistOfferTextHandler,
} from './jobs/sms.handlers.js';
import { SmsMetrics } from './services/sms.metrics.js';
import { SmsRepository } from './repositories/sms.repository.js';
import { DevOutboxSender, SMS_SENDER, TwilioSender } from './services/sms-sender.js';
import { TwilioWebhookController } from './http/twilio-webhook.controller.js';

const repositories = [SmsRepository, DevSmsRepository, ShortLinksRepository];
const jobHandlers = [SendBookingTextHandler, SendReminderTextHandler, SendRescheduledTextHandler, SendCancellationTextHandler, SendWaitlistOfferTextHandler];

/** Text messages (ADR 0028): the SMS port (Twilio, or the dev outbox by default), short links, Twilio's webhooks. */
@Module({
  // ManageTokens and WaitlistTokens are stateless (the site's signing secret): texts sign links with their own instances.
  imports: [SiteModule],
  controllers: [TwilioWebhookController, ShortLinkController, DevSmsController],
  providers: [
    {
      provide: SMS_SENDER,
      inject: [CONFIG, Db],
      useFactory: (config: Config, db: Db) => (config.smsTransport === 'twilio' ? new TwilioSender(config) : new DevOutboxSender(new DevSmsRepository(db))),
    },
    ...repositories,
    ManageTokens,
    WaitlistTokens,
    ShortLinks,
    SmsDelivery,
    BookingTexts,
    SmsAdminView,
    SmsMetrics,
    ...jobHandlers,
  ],
  // The worker builds the job handlers itself (workers/worker.module.ts): it needs what they inject.
  exports: [SMS_SENDER, SmsAdminView, SmsDelivery, BookingTexts, ShortLinks, ManageTokens, WaitlistTokens, ...repositories, ...jobHandlers],
})
export class SmsModule {}

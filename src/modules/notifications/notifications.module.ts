import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DevMailController } from './dev-mail.controller.js';
import { DevInboxMailer, MAILER, SmtpMailer } from './mailer.js';
import { SendConfirmationHandler } from './send-confirmation.handler.js';

/** E-mails: react-email templates, the Mailer port (SMTP, or the dev inbox by default). */
@Module({
  controllers: [DevMailController],
  providers: [
    {
      provide: MAILER,
      inject: [CONFIG, MikroORM],
      useFactory: (config: Config, orm: MikroORM) => (config.SMTP_URL ? new SmtpMailer(config) : new DevInboxMailer(orm, config)),
    },
    SendConfirmationHandler,
  ],
  exports: [MAILER, SendConfirmationHandler],
})
export class NotificationsModule {}

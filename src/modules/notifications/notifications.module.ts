import { Module } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Db } from '../../shared/db/db.js';
import { AccountMailRepository } from './repositories/account-mail.repository.js';
import { BookingMailRepository } from './repositories/booking-mail.repository.js';
import { DevInboxRepository } from './repositories/dev-inbox.repository.js';
import { DevMailController } from './http/dev-mail.controller.js';
import { DevInboxMailer, MAILER, SmtpMailer } from './services/mailer.js';
import { AppointmentMail, ManageTokens } from '../booking/index.js';
import { SiteModule } from '../site/site.module.js';
import { BookingUpdateMail } from './jobs/booking-update-mail.handlers.js';
import { PracticeMail } from './jobs/practice-mail.handlers.js';
import { IdentityMail, SignInLinkTokens } from '../identity/index.js';
import { InvitationMailing, InvitationTokens } from '../invitations/index.js';
import { ConfirmationMail } from './jobs/send-confirmation.handler.js';
import { WaitlistTokens } from '../waitlist/index.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { notificationsJobHandlers } from './notifications.jobs.js';

const repositories = [BookingMailRepository, AccountMailRepository];
/** The owners' ports for what the e-mails read and mark on their tables; each needs the database only. */
const ownerPorts = [AppointmentMail, IdentityMail, InvitationMailing];

const jobHandlers = notificationsJobHandlers;

/** E-mails: react-email templates, the Mailer port (SMTP, or the dev inbox by default). */
@Module({
  // ManageTokens, SignInLinkTokens and InvitationTokens are stateless (the site's signing secret): the e-mails sign links with their own instances.
  // The waitlist's e-mails read and mark its requests and offers through the waitlist's service.
  imports: [SiteModule, WaitlistModule],
  controllers: [DevMailController],
  providers: [
    {
      provide: MAILER,
      inject: [CONFIG, Db],
      useFactory: (config: Config, db: Db) => (config.mailTransport === 'smtp' ? new SmtpMailer(config) : new DevInboxMailer(new DevInboxRepository(db), config)),
    },
    ...repositories,
    ...ownerPorts,
    ManageTokens,
    SignInLinkTokens,
    InvitationTokens,
    WaitlistTokens,
    BookingUpdateMail,
    ConfirmationMail,
    PracticeMail,
    ...jobHandlers,
  ],
  // The worker builds the job handlers itself (workers/worker.module.ts): it needs what they inject.
  exports: [MAILER, ...ownerPorts, ManageTokens, SignInLinkTokens, InvitationTokens, WaitlistTokens, BookingUpdateMail, ConfirmationMail, PracticeMail, ...repositories, ...jobHandlers],
})
export class NotificationsModule {}

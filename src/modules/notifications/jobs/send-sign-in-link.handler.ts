import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import type { IdentityEvent } from '../../identity/identity.events.js';
import { SIGN_IN_LINK_MINUTES } from '../../identity/identity.constants.js';
import { IdentityMail, SignInLinkTokens } from '../../identity/index.js';
import { mailHost } from '../services/booking-mail.js';
import { MAILER, type Mailer } from '../services/mailer.js';
import { SignInLink } from '../templates/sign-in-link.js';

/** The events routed to SendSignInLinkHandler (event-routes.ts). */
type SendSignInLinkEvents = typeof IdentityEvent.SignInLinkRequested;

/** `email` queue, `SignInLinkRequested`: the one-time link, sent once (sent_at compare-and-set). */
@Injectable()
export class SendSignInLinkHandler implements EventJobHandler<SendSignInLinkEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendSignInLink;

  constructor(
    private readonly identity: IdentityMail,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly tokens: SignInLinkTokens,
    private readonly clock: Clock,
  ) {}

  async handle(job: EventJob<SendSignInLinkEvents>): Promise<JobOutcome> {
    const link = await this.identity.signInLink(job.data.aggregateId);
    if (!link) return { status: 'skipped', reason: 'link gone' };
    if (link.sent_at) return { status: 'skipped', reason: 'already sent' };
    if (link.used_at || new Date(link.expires_at) <= this.clock.now()) return { status: 'skipped', reason: 'expired before sending' };
    const url = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/login/link?token=${encodeURIComponent(await this.tokens.token(link.id))}`;
    const element = createElement(SignInLink, { url, minutes: SIGN_IN_LINK_MINUTES });
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    await this.mailer.send({ messageId: `<sign-in-${link.id}@${mailHost(this.config)}>`, to: link.email, subject: 'Your sign-in link for My Appointments', html, text });
    await this.identity.markSignInLinkSent(link.id);
    return { status: 'done' };
  }
}

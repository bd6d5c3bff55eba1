import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import type { DomainEventName } from '../../../shared/outbox/domain-event.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import { IdentityEvent } from '../../identity/identity.events.js';
import { IdentityMail } from '../../identity/index.js';
import { InvitationMailing, InvitationTokens } from '../../invitations/index.js';
import { INVITATION_HOURS } from '../../invitations/invitations.constants.js';
import type { InvitationEvent } from '../../invitations/invitations.events.js';
import { londonDateText, londonTimeText, mailHost } from '../services/booking-mail.js';
import { AccountMailRepository } from '../repositories/account-mail.repository.js';
import { MAILER, type Mailer } from '../services/mailer.js';
import { AccountNotice, accountNotice, type AccountNoticeKind } from '../templates/account-notice.js';
import { INVITATION_SUBJECT, InvitationMail } from '../templates/invitation.js';

/** "Monday 1 March 2027 at 09:30" on the London clock. */
const londonWhen = (instant: Date) => `${londonDateText(instant)} at ${londonTimeText(instant)}`;

/** The events routed to SendInvitationHandler (event-routes.ts). */
type InvitationMailEvents = typeof InvitationEvent.InvitationSent | typeof InvitationEvent.InvitationResent;

/**
 * `email` queue, `InvitationSent` / `InvitationResent`: the invitation's link, once per send. A send
 * that a later one replaced, an invitation accepted or withdrawn, or a link already past its time
 * sends nothing; the mail's Message-ID is the invitation's and the send's.
 */
@Injectable()
export class SendInvitationHandler implements EventJobHandler<InvitationMailEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendInvitation;

  constructor(
    private readonly invitations: InvitationMailing,
    private readonly tokens: InvitationTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly clock: Clock,
  ) {}

  async handle(job: EventJob<InvitationMailEvents>): Promise<JobOutcome> {
    const send = job.data.payload.send;
    const invitation = await this.invitations.invitation(job.data.aggregateId);
    if (!invitation) return { status: 'skipped', reason: 'invitation gone' };
    if (invitation.accepted_at || invitation.withdrawn_at) return { status: 'skipped', reason: 'invitation closed' };
    if (invitation.sends !== send) return { status: 'skipped', reason: 'superseded by a later send' };
    if (invitation.mailed_send !== null && invitation.mailed_send >= send) return { status: 'skipped', reason: 'already sent' };
    const expiresAt = new Date(invitation.expires_at);
    if (expiresAt <= this.clock.now()) return { status: 'skipped', reason: 'expired before sending' };
    const token = await this.tokens.token(invitation.id, invitation.link_nonce);
    const url = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/invitation?token=${encodeURIComponent(token)}`;
    const practices = invitation.practice_names;
    const element = createElement(InvitationMail, {
      url,
      what: invitation.role === 'admin' ? 'an admin' : `a member of staff of ${practices.length ? listText(practices) : 'a practice'}`,
      inviter: invitation.inviter_name ?? invitation.inviter_email ?? null,
      hours: INVITATION_HOURS,
      expires: londonWhen(expiresAt),
      twoStepRequired: this.config.ADMIN_2FA === 'required',
    });
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    await this.mailer.send({ messageId: `<invitation-${invitation.id}-${send}@${mailHost(this.config)}>`, to: invitation.email, subject: INVITATION_SUBJECT, html, text });
    await this.invitations.markMailed(invitation.id, send);
    return { status: 'done' };
  }
}

/** The events that e-mail an account's owner (event-routes.ts), and which notice each is. */
const NOTICE_OF = {
  [IdentityEvent.SecondFactorEnabled]: 'enrolled',
  [IdentityEvent.RecoveryCodeUsed]: 'recovery-code',
  [IdentityEvent.SecondFactorReset]: 'reset',
  [IdentityEvent.NewDeviceSignIn]: 'new-device',
  [IdentityEvent.SecondFactorCodesLocked]: 'codes-locked',
  [IdentityEvent.SignInLockEnded]: 'lock-ended',
} as const satisfies Partial<Record<DomainEventName, AccountNoticeKind>>;
type AccountNoticeEvents = keyof typeof NOTICE_OF;

/**
 * `email` queue: a notice to the account's owner of a change to how it signs in (enrolment, a
 * recovery code, a reset, a new device, the code step locked or unlocked), once per event (marker
 * `account_notice_sent`), to the account's own address.
 */
@Injectable()
export class SendAccountNoticeHandler implements EventJobHandler<AccountNoticeEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendAccountNotice;

  constructor(
    private readonly mail: AccountMailRepository,
    private readonly identity: IdentityMail,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async handle(job: EventJob<AccountNoticeEvents>): Promise<JobOutcome> {
    const { eventId, aggregateId, occurredAt } = job.data;
    if (await this.mail.noticeSent(eventId)) return { status: 'skipped', reason: 'already sent' };
    const address = await this.identity.accountAddress(aggregateId);
    if (address === undefined) return { status: 'skipped', reason: 'account gone' };
    const data = job.data;
    const notice = accountNotice(NOTICE_OF[data.type], {
      when: londonWhen(new Date(occurredAt)),
      until: data.type === IdentityEvent.SecondFactorCodesLocked ? londonWhen(new Date(data.payload.until)) : undefined,
      othersSignedOut: data.type === IdentityEvent.NewDeviceSignIn ? data.payload.method === 'second_factor' : undefined,
    });
    const element = createElement(AccountNotice, { heading: notice.heading, lines: notice.lines });
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    await this.mailer.send({ messageId: `<account-${eventId}@${mailHost(this.config)}>`, to: address, subject: notice.subject, html, text });
    await this.mail.markNoticeSent(eventId);
    return { status: 'done' };
  }
}

/** "A", "A and B", "A, B and C". */
function listText(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

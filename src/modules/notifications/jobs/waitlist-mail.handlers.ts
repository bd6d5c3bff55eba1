import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import type { WaitlistEvent } from '../../waitlist/waitlist.events.js';
import { OFFER_OPEN_MINUTES, WAITLIST_DAYS } from '../../waitlist/waitlist.constants.js';
import { WaitlistRequestsService, WaitlistTokens } from '../../waitlist/index.js';
import { londonDateText, londonTimeText, mailHost, practiceAddress } from '../services/booking-mail.js';
import { MAILER, type Mailer } from '../services/mailer.js';
import { WaitlistMail, type WaitlistMailProps } from '../templates/waitlist-mail.js';

const base = (config: Config) => config.PUBLIC_URL.replace(/\/$/, '');

/** When the confirmation link runs out, and what happens if it was not asked for. */
const until = (expires: Date) =>
  `The link works until ${londonTimeText(expires)} on ${londonDateText(expires)}. If you did not ask for this, ignore this e-mail: nothing changes, and the details given are deleted when the link runs out.`;

async function send(mailer: Mailer, config: Config, to: string, key: string, subject: string, props: WaitlistMailProps) {
  const element = createElement(WaitlistMail, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  await mailer.send({ messageId: `<${key}@${mailHost(config)}>`, to, subject, html, text });
}

/** The events routed to SendWaitlistConfirmationHandler (event-routes.ts). */
type SendWaitlistConfirmationEvents = typeof WaitlistEvent.WaitlistJoinRequested;

/**
 * `email` queue, `WaitlistJoinRequested`: the double opt-in e-mail. To an address not on the list it
 * carries fixed text only, never what the form said (anyone may type
 * any address, so the name and issue fields would be a relay for their words); the details show once
 * the link is opened. An address already on the list (its owner confirmed it before) is shown the
 * details that would replace its current ones (never the dental issue in the subject). Until the
 * link is opened the live place, if any, keeps its details and its offers. Sent once per request
 * (mail_sent_at); a request replaced by a newer join before its job ran is not mailed.
 */
@Injectable()
export class SendWaitlistConfirmationHandler implements EventJobHandler<SendWaitlistConfirmationEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendWaitlistConfirmation;

  constructor(
    private readonly requests: WaitlistRequestsService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly tokens: WaitlistTokens,
    private readonly clock: Clock,
  ) {}

  async handle(job: EventJob<SendWaitlistConfirmationEvents>): Promise<JobOutcome> {
    const r = await this.requests.confirmationMail(job.data.aggregateId);
    if (!r) return { status: 'skipped', reason: 'replaced, confirmed or expired' };
    if (r.mail_sent_at) return { status: 'skipped', reason: 'already sent' };
    const expires = new Date(r.expires_at);
    if (expires <= this.clock.now()) return { status: 'skipped', reason: 'expired before sending' };
    const confirmUrl = `${base(this.config)}/waitlist/confirm?token=${encodeURIComponent(await this.tokens.token('waitlist-confirm', r.id))}`;
    // A new place takes the request's id when confirmed, so this link leaves before and after confirming.
    const leaveUrl = `${base(this.config)}/waitlist/leave?token=${encodeURIComponent(await this.tokens.token('waitlist-leave', r.entry_id ?? r.id))}`;
    await send(this.mailer, this.config, r.email, `waitlist-confirm-${r.id}`, 'Confirm your place on the waitlist', {
      preview: 'Open the link to confirm your place on the waitlist',
      heading: 'Confirm your place on the waitlist',
      lines: r.entry_id
        ? [
            'We were asked to change your place on the waitlist to these details:',
            `Name: ${r.name}`,
            `Phone: ${r.phone}`,
            `Postcode: ${r.postcode}, appointments within ${r.radius_km}km`,
            `Dental issue: ${r.issue || 'not given'}`,
            `You are already on the waitlist. Your current details stay as they are, and you keep receiving offers, until you open the link below; then these details replace them and your ${WAITLIST_DAYS} days start again.`,
            until(expires),
          ]
        : [
            'We were asked to e-mail this address when an emergency dental appointment opens nearby.',
            `Open the link below to confirm. We will then e-mail you as soon as an appointment opens near you in the next ${WAITLIST_DAYS} days; each offer is yours for ${OFFER_OPEN_MINUTES} minutes. The page the link opens shows the postcode and distance that were given.`,
            until(expires),
          ],
      action: { label: 'Confirm my place', url: confirmUrl },
      leaveUrl,
    });
    await this.requests.markConfirmationMailSent(r.id);
    return { status: 'done' };
  }
}

/** The events routed to SendWaitlistOfferHandler (event-routes.ts). */
type SendWaitlistOfferEvents = typeof WaitlistEvent.WaitlistOfferMade;

/** `email` queue, `WaitlistOfferMade`: the slot, the practice, the claim link and its time limit; once (mail_sent_at). */
@Injectable()
export class SendWaitlistOfferHandler implements EventJobHandler<SendWaitlistOfferEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendWaitlistOffer;

  constructor(
    private readonly offers: WaitlistRequestsService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly tokens: WaitlistTokens,
  ) {}

  async handle(job: EventJob<SendWaitlistOfferEvents>): Promise<JobOutcome> {
    const o = await this.offers.offerMail(job.data.aggregateId);
    if (!o || o.status !== 'sent') return { status: 'skipped', reason: 'offer no longer live' };
    if (o.mail_sent_at) return { status: 'skipped', reason: 'already sent' };
    const start = new Date(o.starts_at);
    const claimUrl = `${base(this.config)}/waitlist/offer?token=${encodeURIComponent(await this.tokens.token('waitlist-offer', o.id))}`;
    const leaveUrl = `${base(this.config)}/waitlist/leave?token=${encodeURIComponent(await this.tokens.token('waitlist-leave', o.entry_id))}`;
    await send(this.mailer, this.config, o.email, `waitlist-offer-${o.id}`, `An appointment has opened: ${londonDateText(start)} at ${londonTimeText(start)}`, {
      preview: `An emergency appointment at ${o.practice_name} is free`,
      heading: 'An appointment has opened near you',
      lines: [
        `${o.practice_name}, ${practiceAddress(o)}.`,
        `${londonDateText(start)} at ${londonTimeText(start)}.`,
        `This offer is yours until ${londonTimeText(new Date(o.expires_at))}. Open the link and the appointment is held for you for ${this.config.HOLD_MINUTES} minutes while you pay the booking fee; after that it goes to the next patient.`,
      ],
      action: { label: 'Hold this appointment', url: claimUrl },
      leaveUrl,
    });
    await this.offers.markOfferMailSent(o.id);
    return { status: 'done' };
  }
}

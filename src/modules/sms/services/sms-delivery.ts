import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { TransactionRunner, type UnitOfWork } from '../../../shared/outbox/transaction-runner.js';
import type { EventJobData } from '../../../shared/queues/queue-names.js';
import type { JobOutcome } from '../../../shared/queues/job-handler.js';
import { type SmsTemplate } from '../sms.constants.js';
import { SmsRepository } from '../repositories/sms.repository.js';
import { type OutgoingSms, PermanentSmsError, type SentSms, SMS_SENDER, type SmsSender } from './sms-sender.js';
import { SmsEvent } from '../sms.events.js';
import type { DomainEventBody } from '../../../shared/outbox/domain-event.js';

export interface TextToSend {
  messageKey: string;
  template: SmsTemplate;
  appointmentId: string | null;
  /** E.164. */
  to: string;
  /** Built once, at the claim: a retry sends the stored body (with the same short link). */
  body: () => Promise<string>;
  /** The aggregate of the text's events when it belongs to no appointment (a waitlist offer). */
  aggregate?: { type: string; id: string };
}


/** A text's own event: sent, or failed (on its appointment, or the aggregate it names). */
type TextEvent = DomainEventBody<typeof SmsEvent.TextMessageSent | typeof SmsEvent.TextMessageFailed>;
/**
 * Exactly once (ADR 0028): the text is claimed in `sms_message` (unique key) before the provider is
 * called; the call and the sent-marker run in one transaction holding the row's lock (SKIP LOCKED:
 * one sender at a time, and a killed worker's lock goes with its connection). A try after one that
 * may have reached the provider (a killed worker, a lost answer) first asks the provider for the text
 * it may already have, and adopts it. Failures retry with the queue's back-off; a refusal that cannot
 * change, or the last try, marks the text failed, visible in the timeline and on Bull Board.
 */
@Injectable()
export class SmsDelivery {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly sms: SmsRepository,
    private readonly tx: TransactionRunner,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async deliver(job: Job<EventJobData>, text: TextToSend): Promise<JobOutcome> {
    const existing = await this.sms.findByKey(text.messageKey);
    const row = existing ?? (await this.sms.claim({ messageKey: text.messageKey, template: text.template, appointmentId: text.appointmentId, toPhone: text.to, body: await text.body() }));
    if (row.status !== 'sending') return { status: 'skipped', reason: 'already sent' };
    const outgoing = this.outgoing(row);
    // Whether a try before this one may have reached the provider.
    let mayHaveReached = existing !== undefined || job.attemptsMade > 0;
    let sent: SentSms | undefined;
    let adopted = false;
    const emitFor = (uow: UnitOfWork, event: TextEvent) => this.emit(uow, text, event);
    try {
      const outcome = await this.tx.run(async (uow) => {
        if (!(await this.sms.lockUnsent(text.messageKey))) return 'not-mine' as const;
        if (!sent && mayHaveReached) {
          sent = await this.sender.findSent(outgoing);
          adopted = sent !== undefined;
        }
        if (!sent) {
          mayHaveReached = true;
          sent = await this.sender.send(outgoing);
        }
        if (await this.sms.markSent(text.messageKey, this.sender.kind, sent.sid, sent.status)) emitFor(uow, { type: SmsEvent.TextMessageSent, payload: { template: text.template } });
        return 'sent' as const;
      });
      if (outcome === 'not-mine') {
        const now = await this.sms.findByKey(text.messageKey);
        if (now && now.status !== 'sending') return { status: 'skipped', reason: 'already sent' };
        throw new Error('The text is being sent by another worker; trying again later.');
      }
      return { status: 'done', detail: { template: text.template, adopted } };
    } catch (error) {
      const attemptsLeft = (job.opts.attempts ?? 1) - job.attemptsMade - 1;
      const permanent = error instanceof PermanentSmsError;
      if (permanent || attemptsLeft <= 0) {
        const reason = (error as Error).message.slice(0, 300);
        await this.tx.run(async (uow) => {
          if (await this.sms.markFailed(text.messageKey, reason)) emitFor(uow, { type: SmsEvent.TextMessageFailed, payload: { template: text.template, reason } });
        });
        this.logger.warn(`Text ${text.template} failed for good: ${reason}`);
        if (permanent) throw new UnrecoverableError(reason);
      }
      throw error;
    }
  }

  /**
   * A text this job will not send after all (the appointment was cancelled or moved, the number
   * replied STOP…). When an earlier try had claimed it, that claim is closed so no text stays
   * "sending": adopted as sent when that try reached the provider after all, else failed with the
   * reason (it was never sent). A text nobody claimed is left alone.
   */
  async withdraw(text: Pick<TextToSend, 'messageKey' | 'template' | 'appointmentId' | 'aggregate'>, reason: string): Promise<JobOutcome> {
    const claimed = await this.sms.findByKey(text.messageKey);
    if (claimed?.status !== 'sending') return { status: 'skipped', reason };
    const notSent = `Not sent: ${reason}.`;
    await this.tx.run(async (uow) => {
      const row = await this.sms.lockUnsent(text.messageKey);
      // Another worker is sending it right now (it holds the row) or has finished: theirs to close.
      if (!row) return;
      const sent = await this.sender.findSent(this.outgoing(row));
      if (sent) {
        if (await this.sms.markSent(text.messageKey, this.sender.kind, sent.sid, sent.status)) this.emit(uow, text, { type: SmsEvent.TextMessageSent, payload: { template: text.template } });
      } else if (await this.sms.markFailed(text.messageKey, notSent)) {
        this.emit(uow, text, { type: SmsEvent.TextMessageFailed, payload: { template: text.template, reason: notSent } });
      }
    });
    return { status: 'skipped', reason };
  }

  private outgoing(row: { id: string; message_key: string; to_phone: string; body: string }): OutgoingSms {
    return {
      messageKey: row.message_key,
      to: row.to_phone,
      body: row.body,
      statusCallback: this.sender.kind === 'twilio' ? `${this.config.PUBLIC_URL.replace(/\/$/, '')}/api/webhooks/twilio/status?m=${row.id}` : undefined,
    };
  }

  private emit(uow: UnitOfWork, text: Pick<TextToSend, 'appointmentId' | 'aggregate'>, event: TextEvent) {
    const aggregate = text.appointmentId ? { type: 'appointment', id: text.appointmentId } : text.aggregate;
    if (aggregate) uow.emit({ ...event, aggregateType: aggregate.type, aggregateId: aggregate.id, actor: 'worker' });
  }
}

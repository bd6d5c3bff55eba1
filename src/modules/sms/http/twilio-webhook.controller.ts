import { Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import twilio from 'twilio';
import { z } from 'zod';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { DomainError, NotFoundError, ValidationError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { PHONE_AGGREGATE, SMS_MESSAGES } from '../sms.constants.js';
import { fromTwilioStatus, phoneHash, replyIntent, smsStatusRank, textableNumber } from '../rules/sms.rules.js';
import { SmsRepository } from '../repositories/sms.repository.js';
import { SmsEvent } from '../sms.events.js';
import { CommonErrorCode } from '../../../shared/errors/common.errors.js';

const sid = z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/);
const statusForm = z.object({
  MessageSid: sid,
  MessageStatus: z.string().max(30),
  ErrorCode: z.string().max(10).optional(),
});
const inboundForm = z.object({
  MessageSid: sid,
  From: z.string().max(40),
  Body: z.string().max(1600).default(''),
});
const statusQuery = z.object({ m: z.uuid().optional() });
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio's webhooks: delivery reports of our texts and the replies to them (STOP). Each request is
 * verified with the SDK's `validateRequest` (HMAC-SHA1 over PUBLIC_URL + the path and query, and the
 * form's fields, with the auth token): a forged or altered one gets 403. Each (message, state) is
 * applied once (`sms_receipt`), and a state only moves forward: a replay or a late report of an
 * earlier state answers 200 with `applied: false` and changes nothing (a 4xx would only make Twilio
 * report errors for its own retries).
 */
@ApiExcludeController()
@Controller('api/webhooks/twilio')
export class TwilioWebhookController {
  private readonly logger = new Logger('TwilioWebhook');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly sms: SmsRepository,
    private readonly tx: TransactionRunner,
  ) {}

  @Post('status')
  @HttpCode(200)
  async status(@Req() request: FastifyRequest) {
    const params = this.verified(request);
    const form = statusForm.safeParse(params);
    const query = statusQuery.safeParse(request.query ?? {});
    if (!form.success || !query.success) throw new ValidationError('This status report is not one we understand.');
    const status = fromTwilioStatus(form.data.MessageStatus);
    if (!status) throw new ValidationError('This status report is not one we understand.');
    const { MessageSid, MessageStatus, ErrorCode } = form.data;
    const answer = await this.tx.run(async (uow) => {
      if (!(await this.sms.recordReceipt(MessageSid, MessageStatus))) return { applied: false, reason: 'duplicate' };
      const moved = await this.sms.advanceStatus({ id: query.data.m, sid: MessageSid }, status, smsStatusRank(status), status === 'failed' ? `Twilio: ${MessageStatus}${ErrorCode ? ` (error ${ErrorCode})` : ''}` : null);
      if (!moved) return { applied: false, reason: 'stale' };
      if (moved.appointment_id && (status === 'delivered' || status === 'failed')) {
        const on = { aggregateType: 'appointment', aggregateId: moved.appointment_id, actor: 'twilio' };
        if (status === 'delivered') uow.emit({ ...on, type: SmsEvent.TextMessageDelivered, payload: { template: moved.template } });
        else uow.emit({ ...on, type: SmsEvent.TextMessageFailed, payload: { template: moved.template, reason: `Twilio: ${MessageStatus}${ErrorCode ? ` (error ${ErrorCode})` : ''}` } });
      }
      return { applied: true, status };
    });
    return { received: true, ...answer };
  }

  @Post('inbound')
  @HttpCode(200)
  async inbound(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const params = this.verified(request);
    const form = inboundForm.safeParse(params);
    if (!form.success) throw new ValidationError('This message is not one we understand.');
    const intent = replyIntent(form.data.Body);
    const number = textableNumber(form.data.From);
    void reply.type('text/xml; charset=utf-8');
    if (!intent || !number.ok) return EMPTY_TWIML;
    const hash = phoneHash(number.e164);
    await this.tx.run(async (uow) => {
      if (!(await this.sms.recordReceipt(form.data.MessageSid, 'inbound'))) return;
      if (intent === 'stop' && (await this.sms.optOut(hash))) {
        uow.emit({ type: SmsEvent.TextMessagesStopped, aggregateType: PHONE_AGGREGATE, aggregateId: hash, actor: 'patient', payload: {} });
      }
      if (intent === 'start' && (await this.sms.optIn(hash))) {
        uow.emit({ type: SmsEvent.TextMessagesResumed, aggregateType: PHONE_AGGREGATE, aggregateId: hash, actor: 'patient', payload: {} });
      }
    });
    this.logger.log(`Inbound ${intent.toUpperCase()} applied`);
    return EMPTY_TWIML;
  }

  /** The form's fields when Twilio signed them; 404 without Twilio, 403 for a missing or wrong signature. */
  private verified(request: FastifyRequest): Record<string, string> {
    if (this.config.smsTransport !== 'twilio' || !this.config.TWILIO_AUTH_TOKEN) throw new NotFoundError();
    const body = request.body;
    const params: Record<string, string> = {};
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (typeof value !== 'string') throw new DomainError(SMS_MESSAGES.invalidSignature, CommonErrorCode.InvalidSignature, 403);
        params[key] = value;
      }
    }
    const signature = request.headers['x-twilio-signature'];
    const url = `${this.config.PUBLIC_URL.replace(/\/$/, '')}${request.url}`;
    if (typeof signature !== 'string' || !twilio.validateRequest(this.config.TWILIO_AUTH_TOKEN, signature, url, params)) {
      throw new DomainError(SMS_MESSAGES.invalidSignature, CommonErrorCode.InvalidSignature, 403);
    }
    return params;
  }
}

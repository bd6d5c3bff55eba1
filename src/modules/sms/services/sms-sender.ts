import { randomUUID } from 'node:crypto';
import twilio from 'twilio';
import type { Config } from '../../../config/config.js';
import type { SmsStatus } from '../sms.constants.js';
import { fromTwilioStatus } from '../rules/sms.rules.js';
import type { DevSmsRepository } from '../repositories/dev-sms.repository.js';

export interface OutgoingSms {
  /** Our key of the text (sms_message.message_key): one purpose, one text. */
  messageKey: string;
  to: string;
  body: string;
  /** Where the provider reports the text's progress. */
  statusCallback?: string;
}

export interface SentSms {
  sid: string;
  status: SmsStatus;
}

/** The provider said no for good (a bad number, an opted-out recipient): retrying cannot help. */
export class PermanentSmsError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'PermanentSmsError';
  }
}

/** The SMS port (like the Mailer port): Twilio, or the embedded dev outbox by default. */
export interface SmsSender {
  readonly kind: 'twilio' | 'dev-outbox';
  send(sms: OutgoingSms): Promise<SentSms>;
  /**
   * The provider's record of this very text, if an earlier try got as far as the provider (a worker
   * killed, or an answer lost, after the provider accepted it): a retry then adopts it instead of
   * sending a second one.
   */
  findSent(sms: OutgoingSms): Promise<SentSms | undefined>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

/**
 * The embedded default: texts are kept in PostgreSQL (`dev_sms`, listed at /dev/sms outside
 * production); a key seen before is not stored again, so a job that runs twice leaves one text.
 */
export class DevOutboxSender implements SmsSender {
  readonly kind = 'dev-outbox' as const;
  constructor(private readonly outbox: DevSmsRepository) {}

  async send(sms: OutgoingSms): Promise<SentSms> {
    const stored = await this.outbox.storeOnce({ messageKey: sms.messageKey, sid: `DEV${randomUUID().replaceAll('-', '')}`, to: sms.to, body: sms.body });
    return { sid: stored.sid, status: 'sent' };
  }

  async findSent(sms: OutgoingSms): Promise<SentSms | undefined> {
    const row = await this.outbox.findByKey(sms.messageKey);
    return row ? { sid: row.sid, status: 'sent' } : undefined;
  }
}

type RequestOptions<TData> = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0] & { data?: TData };

/** The SDK's HTTP client with every request sent to another origin (TWILIO_API_BASE: the local fake in tests). */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly base: URL,
    timeout: number,
  ) {
    super({ timeout, autoRetry: false });
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const rebased = new URL(`${this.base.pathname.replace(/\/$/, '')}${uri.pathname}${uri.search}`, this.base);
    return super.request<TData>({ ...opts, uri: rebased.href });
  }
}

/** How long one call to Twilio may take before it counts as failed (the job retries with back-off). */
export const TWILIO_TIMEOUT_MS = 10_000;

/** Twilio's Programmable Messaging (the `twilio` package): on when the account, token and a sender are set. */
export class TwilioSender implements SmsSender {
  readonly kind = 'twilio' as const;
  private readonly client: twilio.Twilio;

  constructor(private readonly config: Config) {
    const httpClient = config.TWILIO_API_BASE
      ? new RebasedRequestClient(new URL(config.TWILIO_API_BASE), TWILIO_TIMEOUT_MS)
      : new twilio.RequestClient({ timeout: TWILIO_TIMEOUT_MS, autoRetry: false });
    this.client = twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, { httpClient });
  }

  async send(sms: OutgoingSms): Promise<SentSms> {
    try {
      const sender = this.config.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: this.config.TWILIO_MESSAGING_SERVICE_SID } : { from: this.config.TWILIO_FROM! };
      const message = await this.client.messages.create({ to: sms.to, body: sms.body, ...sender, ...(sms.statusCallback ? { statusCallback: sms.statusCallback } : {}) });
      return { sid: message.sid, status: fromTwilioStatus(message.status) ?? 'sent' };
    } catch (error) {
      throw classify(error);
    }
  }

  async findSent(sms: OutgoingSms): Promise<SentSms | undefined> {
    try {
      // Newest first; a text retried within the job's back-off (minutes) is among the latest to the number.
      const recent = await this.client.messages.list({ to: sms.to, limit: 50, pageSize: 50 });
      const match = recent.find((m) => m.body === sms.body || m.body?.endsWith(` - ${sms.body}`));
      return match ? { sid: match.sid, status: fromTwilioStatus(match.status) ?? 'sent' } : undefined;
    } catch (error) {
      throw classify(error);
    }
  }
}

/** A 4xx answer other than 429 will not change on a retry; a 5xx, a 429 or no answer may. */
function classify(error: unknown): Error {
  const e = error as { status?: number; code?: number; message?: string };
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.status !== 429) {
    return new PermanentSmsError(`Twilio refused the text (${e.status}${e.code ? `, code ${e.code}` : ''})`, e.code);
  }
  return new Error(`Twilio unavailable: ${e.status ? `HTTP ${e.status}` : (e.message ?? 'no answer').slice(0, 200)}`);
}

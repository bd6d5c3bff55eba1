import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { DevInboxRepository } from '../repositories/dev-inbox.repository.js';

export interface OutgoingMail {
  /** Deterministic per purpose (e.g. one per appointment confirmation): receivers and our inbox dedupe on it. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The Mailer port. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-inbox';
  send(mail: OutgoingMail): Promise<{ messageId: string; duplicate: boolean }>;
}

export const MAILER = Symbol('MAILER');

/** Any SMTP provider through nodemailer (SMTP_URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(private readonly config: Config) {
    this.transport = nodemailer.createTransport(config.SMTP_URL!);
  }

  async send(mail: OutgoingMail) {
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      // An address object, not a string: nodemailer does not parse it, so one stored mailbox is one recipient.
      to: { name: '', address: mail.to },
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
    return { messageId: mail.messageId, duplicate: false };
  }
}

/**
 * The embedded default: messages are kept in PostgreSQL (every process sees them; listed at /dev/mail
 * outside production) and written as .eml files. A message id seen before is not stored again, so a
 * job that runs twice leaves one message.
 */
@Injectable()
export class DevInboxMailer implements Mailer {
  readonly kind = 'dev-inbox' as const;
  private readonly logger = new Logger('DevInbox');

  constructor(
    private readonly inbox: DevInboxRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async send(mail: OutgoingMail) {
    const id = await this.inbox.storeOnce({ ...mail, attachments: mail.attachments ?? [] });
    if (id !== undefined) {
      await this.writeEml(String(id), mail).catch((e) => this.logger.warn(`Could not write .eml: ${(e as Error).message}`));
    }
    return { messageId: mail.messageId, duplicate: id === undefined };
  }

  private async writeEml(id: string, mail: OutgoingMail) {
    const dir = path.resolve(this.config.MAIL_DIR);
    // Each file is a patient's mail, links included: readable by the service's own user only.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const boundary = `b${id}`;
    const mixed = `m${id}`;
    const attachments = (mail.attachments ?? []).flatMap((a) => [
      `--${mixed}`,
      `Content-Type: ${a.contentType}; name="${a.filename}"`,
      `Content-Disposition: attachment; filename="${a.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(a.content).toString('base64').replace(/(.{76})/g, '$1\r\n'),
    ]);
    const eml = [
      `Message-ID: ${mail.messageId}`,
      `From: ${this.config.MAIL_FROM}`,
      `To: ${mail.to}`,
      `Subject: ${mail.subject}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${mixed}"`,
      '',
      `--${mixed}`,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      mail.text,
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      mail.html,
      `--${boundary}--`,
      ...attachments,
      `--${mixed}--`,
      '',
    ].join('\r\n');
    await writeFile(path.join(dir, `${String(id).padStart(6, '0')}.eml`), eml, { mode: 0o600 });
  }

  async list(limit = 200) {
    const rows = await this.inbox.latest(limit);
    return rows.map((r) => ({
      id: String(r.id),
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      sentAt: new Date(r.sent_at).toISOString(),
      attachments: r.attachments ?? [],
    }));
  }
}

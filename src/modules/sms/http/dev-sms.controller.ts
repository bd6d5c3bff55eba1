import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { DevSmsRepository } from '../repositories/dev-sms.repository.js';
import { SMS_SENDER, type SmsSender } from '../services/sms-sender.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The dev SMS outbox: what the embedded default "sent", newest first. For signed-in admins only and
 * never in production (route-access.ts 'dev'): its texts carry every patient's manage links.
 */
@ApiExcludeController()
@Controller('dev')
export class DevSmsController {
  constructor(
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(CONFIG) private readonly config: Config,
    private readonly outbox: DevSmsRepository,
  ) {}

  private async list(limit: number) {
    if (this.config.isProduction || this.sender.kind !== 'dev-outbox') throw new NotFoundError();
    const rows = await this.outbox.latest(limit);
    return rows.map((r) => ({
      to: r.to_phone,
      body: r.body,
      template: r.template,
      ...(r.appointment_id ? { appointmentId: r.appointment_id } : {}),
      status: r.status ?? 'sent',
      createdAt: new Date(r.sent_at).toISOString(),
    }));
  }

  @Get('sms.json')
  async json(@Res({ passthrough: true }) reply: FastifyReply) {
    const texts = await this.list(200);
    void reply.header('cache-control', 'no-store');
    return texts;
  }

  @Get('sms')
  async page(@Res({ passthrough: true }) reply: FastifyReply) {
    const texts = await this.list(50);
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const items = texts.map((t) => `<li><h2>${escape(t.template ?? 'text')} to ${escape(t.to)}</h2><p>${escape(t.createdAt)} · ${escape(t.status)}</p><pre>${escape(t.body)}</pre></li>`).join('');
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Dev SMS outbox</title></head><body><main><h1>Dev SMS outbox (${texts.length})</h1><ul>${items || '<li>No texts yet.</li>'}</ul></main></body></html>`;
  }
}

import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { DevInboxMailer, MAILER, type Mailer } from '../services/mailer.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The dev inbox: what the embedded mailer "sent". For signed-in admins only and never in
 * production (route-access.ts 'dev'): it holds every patient's sign-in and manage links.
 */
@ApiExcludeController()
@Controller('dev')
export class DevMailController {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private inbox(): DevInboxMailer {
    if (this.config.isProduction || !(this.mailer instanceof DevInboxMailer)) throw new NotFoundError();
    return this.mailer;
  }

  @Get('mail.json')
  list(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return this.inbox().list();
  }

  @Get('mail')
  async page(@Res({ passthrough: true }) reply: FastifyReply) {
    const messages = await this.inbox().list(50);
    // Set here, after the inbox answered: an error keeps its JSON body and type.
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const items = messages
      .map((m) => `<li><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.sentAt)}</p><pre>${escape(m.text)}</pre></li>`)
      .join('');
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Dev inbox</title></head><body><main><h1>Dev inbox (${messages.length})</h1><ul>${items || '<li>No messages yet.</li>'}</ul></main></body></html>`;
  }
}

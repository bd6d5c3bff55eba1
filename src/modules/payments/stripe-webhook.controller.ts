import { Controller, HttpCode, Inject, Logger, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { RecordPaymentResultCommand } from '../booking/record-payment-result.handler.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { StripeGateway } from './stripe-gateway.js';

const HANDLED = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * Stripe's webhook: verified with the signing secret over the raw body, processed once per event id,
 * through the same RecordPaymentResult path as the patient's browser (which asks Stripe itself).
 */
@Controller('api/webhooks/stripe')
export class StripeWebhookController {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly config: Config,
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() request: RawBodyRequest<FastifyRequest>) {
    if (!(this.gateway instanceof StripeGateway) || !this.config.STRIPE_WEBHOOK_SECRET) throw new NotFoundError();
    let event: Stripe.Event;
    try {
      event = this.gateway.stripe.webhooks.constructEvent(request.rawBody ?? '', String(request.headers['stripe-signature'] ?? ''), this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new DomainError('Invalid webhook signature.', 'invalid_signature', 400);
    }
    const em = this.orm.em.fork();
    const seen = await em.execute('SELECT 1 FROM processed_webhook_event WHERE id = ?', [event.id]);
    if (seen.length) return { received: true, duplicate: true };
    if (HANDLED.has(event.type)) {
      const intent = event.data.object as Stripe.PaymentIntent;
      const [appointment] = await em.execute<{ id: string }[]>('SELECT id FROM appointment WHERE payment_intent_id = ?', [intent.id]);
      if (appointment) {
        try {
          await this.commands.execute(new RecordPaymentResultCommand(appointment.id, intent.id, 'webhook'));
        } catch (error) {
          // A late payment is returned by the payment queue; Stripe need not retry.
          if (!(error instanceof DomainError && error.status === 409)) throw error;
        }
      }
    }
    await em.execute('INSERT INTO processed_webhook_event (id, type) VALUES (?, ?) ON CONFLICT (id) DO NOTHING', [event.id, event.type]);
    this.logger.log(`Stripe event ${event.type} ${event.id} processed`);
    return { received: true };
  }
}

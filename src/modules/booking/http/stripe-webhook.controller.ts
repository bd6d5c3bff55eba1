import { Controller, HttpCode, Inject, Logger, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY, type PaymentGateway, StripeWebhookEvents } from '../../payments/index.js';
import { RecordPaymentResultCommand } from '../commands/record-payment-result.handler.js';
import { AppointmentPaymentsRepository } from '../repositories/appointment-payments.repository.js';
import { recordLapse } from '../jobs/payment-jobs.handlers.js';

const HANDLED = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * Stripe's webhook, booking's because its rules are (the payment result of an appointment): verified with the signing secret over the raw body, processed once per event id,
 * through the same RecordPaymentResult path as the patient's browser (which asks Stripe itself).
 * The event id is claimed by an insert in a transaction that stays open while the event is processed
 * (processing commits on its own): a second delivery arriving meanwhile waits on that uncommitted row
 * and is answered "duplicate" once it commits; a processing that fails, or a process killed mid-way,
 * rolls the claim back, so Stripe's retry processes the event. Never lost, never applied twice
 * (RecordPaymentResult is idempotent besides).
 *
 * `payment_intent.canceled` for a booking whose fee is still recorded as held is Stripe cancelling
 * an authorisation that lapsed (we cancel only cancelled appointments' intents): recorded as
 * lapsed, nothing taken, once the gateway confirms the intent is canceled.
 */
@Controller('api/webhooks/stripe')
export class StripeWebhookController {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly stripeEvents: StripeWebhookEvents,
    private readonly commands: CommandBus,
    private readonly appointments: AppointmentPaymentsRepository,
    private readonly tx: TransactionRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() request: RawBodyRequest<FastifyRequest>) {
    const event = this.stripeEvents.verify(request.rawBody ?? '', String(request.headers['stripe-signature'] ?? ''));
    const processed = await this.tx.run(async () => {
      if (!(await this.stripeEvents.claim(event.id, event.type))) return false;
      await this.process(event);
      return true;
    });
    if (!processed) return { received: true, duplicate: true };
    this.logger.log(`Stripe event ${event.type} ${event.id} processed`);
    return { received: true };
  }

  private async process(event: Stripe.Event): Promise<void> {
    if (!HANDLED.has(event.type)) return;
    const intent = event.data.object as Stripe.PaymentIntent;
    const appointmentId = await this.appointments.appointmentIdForPaymentIntent(intent.id);
    if (!appointmentId) return;
    try {
      await this.commands.execute(new RecordPaymentResultCommand(appointmentId, intent.id, 'webhook'));
    } catch (error) {
      // A late payment is returned by the payment queue; Stripe need not retry.
      if (!(error instanceof DomainError && error.status === 409)) throw error;
    }
    if (event.type === 'payment_intent.canceled') {
      const current = await this.gateway.retrieve(intent.id);
      if (current.status === 'canceled') await recordLapse(this.tx, this.appointments, appointmentId, current, { live: true, actor: 'webhook' });
    }
  }
}

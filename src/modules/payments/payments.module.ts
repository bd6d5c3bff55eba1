import { Module } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { PAYMENT_GATEWAY } from './payment-gateway.js';
import { SimulatedGateway } from './simulated-gateway.js';
import { SimulatedPaymentsController } from './simulated-payments.controller.js';
import { SimulatedPaymentsRepository } from './simulated-payments.repository.js';
import { StripeGateway } from './stripe-gateway.js';
import { StripeWebhookEvents } from './stripe-webhook-events.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';

/**
 * The PaymentGateway port: Stripe or the simulated gateway, as config.paymentProvider says (PAYMENTS).
 * StripeWebhookEvents verifies and takes Stripe's events once, for booking's webhook controller.
 */
@Module({
  controllers: [SimulatedPaymentsController],
  providers: [
    SimulatedPaymentsRepository,
    WebhookEventsRepository,
    StripeWebhookEvents,
    {
      provide: PAYMENT_GATEWAY,
      inject: [CONFIG, SimulatedPaymentsRepository],
      useFactory: (config: Config, intents: SimulatedPaymentsRepository) =>
        config.paymentProvider === 'stripe' ? new StripeGateway(config) : new SimulatedGateway(intents),
    },
  ],
  exports: [PAYMENT_GATEWAY, StripeWebhookEvents],
})
export class PaymentsModule {}

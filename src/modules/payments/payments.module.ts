import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { PAYMENT_GATEWAY } from './payment-gateway.js';
import { SimulatedGateway } from './simulated-gateway.js';
import { SimulatedPaymentsController } from './simulated-payments.controller.js';
import { StripeGateway } from './stripe-gateway.js';

/** The PaymentGateway port: Stripe when STRIPE_SECRET_KEY is set, else the simulated gateway. */
@Module({
  controllers: [SimulatedPaymentsController],
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [CONFIG, MikroORM],
      useFactory: (config: Config, orm: MikroORM) => (config.STRIPE_SECRET_KEY ? new StripeGateway(config) : new SimulatedGateway(orm)),
    },
  ],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentsModule {}

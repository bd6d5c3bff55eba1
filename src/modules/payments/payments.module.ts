import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { PAYMENT_GATEWAY } from './payment-gateway.js';
import { SimulatedGateway } from './simulated-gateway.js';
import { SimulatedPaymentsController } from './simulated-payments.controller.js';
import { StripeGateway } from './stripe-gateway.js';

/** The PaymentGateway port: Stripe or the simulated gateway, as config.paymentProvider says (PAYMENTS). */
@Module({
  controllers: [SimulatedPaymentsController],
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [CONFIG, MikroORM],
      useFactory: (config: Config, orm: MikroORM) => (config.paymentProvider === 'stripe' ? new StripeGateway(config) : new SimulatedGateway(orm)),
    },
  ],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentsModule {}

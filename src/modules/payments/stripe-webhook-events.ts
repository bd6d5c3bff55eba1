import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { StripeGateway } from './stripe-gateway.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';
import { CommonErrorCode } from '../../shared/errors/common.errors.js';

/**
 * The payments side of Stripe's webhook: the signature over the raw body, and the event id taken
 * once. What an event means for an appointment is booking's (booking/http/stripe-webhook.controller.ts).
 */
@Injectable()
export class StripeWebhookEvents {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly config: Config,
    private readonly events: WebhookEventsRepository,
  ) {}

  /** The verified event; 404 unless Stripe and its signing secret are configured, 400 on a bad signature. */
  verify(rawBody: string | Buffer, signature: string): Stripe.Event {
    if (!(this.gateway instanceof StripeGateway) || !this.config.STRIPE_WEBHOOK_SECRET) throw new NotFoundError();
    try {
      return this.gateway.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new DomainError('Invalid webhook signature.', CommonErrorCode.InvalidSignature, 400);
    }
  }

  /**
   * Takes the event in the caller's transaction: true for the one delivery that inserted its id,
   * false for every other (a concurrent one waits for the first's transaction to end).
   */
  claim(eventId: string, type: string): Promise<boolean> {
    return this.events.claim(eventId, type);
  }
}

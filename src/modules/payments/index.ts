/*
 * payments's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { type IntentStatus, PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntentView, PaymentRefusedError } from './payment-gateway.js';
export { StripeWebhookEvents } from './stripe-webhook-events.js';

import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { SimulatedGateway } from './simulated-gateway.js';

const confirmBody = z
  .object({
    clientSecret: z.string({ error: 'The payment reference is missing.' }).min(10).max(200),
    cardNumber: z.string({ error: 'Enter your card number.' }).trim().min(1, 'Enter your card number.').max(30),
    expiry: z.string().max(10).optional(),
    cvc: z.string().max(5).optional(),
  })
  .strict();

/** The simulated card step (embedded default only): Stripe's test card numbers decide the outcome. */
@ApiTags('booking')
@Controller('api/simulated-payments')
export class SimulatedPaymentsController {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a simulated payment with a test card: {paymentIntentId, status, error?}. 404 when Stripe is configured.' })
  async confirm(@Body(new ZodValidationPipe(confirmBody)) body: z.infer<typeof confirmBody>) {
    if (!(this.gateway instanceof SimulatedGateway)) throw new NotFoundError('Not found.', 'not_found');
    const result = await this.gateway.confirmWithCard(body.clientSecret, body.cardNumber);
    return { paymentIntentId: result.id, status: result.status, ...(result.error && { error: result.error }) };
  }
}

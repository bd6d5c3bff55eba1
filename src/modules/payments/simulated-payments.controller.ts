import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { ApiContract } from '../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { type SimulatedConfirmationAnswer, simulatedConfirmationSchema } from './payments.schemas.js';
import { type SimulatedConfirmation, SimulatedGateway } from './simulated-gateway.js';
import { CommonErrorCode } from '../../shared/errors/common.errors.js';

const confirmBody = z
  .object({
    clientSecret: z.string({ error: 'The payment reference is missing.' }).min(10).max(200),
    cardNumber: z.string({ error: 'Enter your card number.' }).trim().min(1, 'Enter your card number.').max(30),
    expiry: z.string().max(10).optional(),
    cvc: z.string().max(5).optional(),
  })
  .strict();
const authenticateBody = z
  .object({
    clientSecret: z.string({ error: 'The payment reference is missing.' }).min(10).max(200),
    result: z.enum(['complete', 'fail'], { error: 'Choose Complete or Fail.' }),
  })
  .strict();

/** The simulated card step (embedded default only): Stripe's test card numbers decide the outcome. */
@ApiTags('booking')
@Controller('api/simulated-payments')
export class SimulatedPaymentsController {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  @Post('confirm')
  @HttpCode(200)
  @ApiContract({
    summary: 'Confirm a simulated payment with a test card (embedded default only): Stripe\'s test card numbers decide the outcome.',
    body: confirmBody,
    responses: {
      200: {
        description: 'The intent: `error` when the card was refused, `nextAction` when a 3-D Secure card waits for the challenge; a paid or canceled intent answers as it stands.',
        schema: simulatedConfirmationSchema,
      },
    },
    errors: {
      400: '`validation` (`fields.clientSecret`, `fields.cardNumber`, `fields.expiry`, `fields.cvc`).',
      404: '`not_found`: Stripe is configured; `payment_not_found`: no such payment.',
    },
  })
  async confirm(@Body(new ZodValidationPipe(confirmBody)) body: z.infer<typeof confirmBody>): Promise<SimulatedConfirmationAnswer> {
    return answer(await this.simulated().confirmWithCard(body.clientSecret, body.cardNumber));
  }

  @Post('authenticate')
  @HttpCode(200)
  @ApiContract({
    summary:
      "The patient's answer to a 3-D Secure challenge (result complete or fail), as the bank's page gives it to Stripe. The outcome is recorded only by POST /api/appointments/{id}/payment, which asks the gateway.",
    body: authenticateBody,
    responses: {
      200: { description: 'The intent: `error` when the check failed; an intent not waiting for the challenge answers as it stands.', schema: simulatedConfirmationSchema },
    },
    errors: {
      400: '`validation` (`fields.clientSecret`, `fields.result`).',
      404: '`not_found`: Stripe is configured; `payment_not_found`: no such payment.',
    },
  })
  async authenticate(@Body(new ZodValidationPipe(authenticateBody)) body: z.infer<typeof authenticateBody>): Promise<SimulatedConfirmationAnswer> {
    return answer(await this.simulated().authenticate(body.clientSecret, body.result));
  }

  private simulated(): SimulatedGateway {
    if (!(this.gateway instanceof SimulatedGateway)) throw new NotFoundError('Not found.', CommonErrorCode.NotFound);
    return this.gateway;
  }
}

/** What the browser learns: the intent, and the card's refusal or the challenge to show. */
const answer = (result: SimulatedConfirmation): SimulatedConfirmationAnswer => ({
  paymentIntentId: result.id,
  status: result.status,
  ...(result.error && { error: result.error }),
  ...(result.nextAction && { nextAction: result.nextAction }),
});

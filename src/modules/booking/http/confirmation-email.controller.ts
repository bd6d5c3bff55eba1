import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { bearer, BookingTokens } from '../services/booking-tokens.js';
import { ChangeConfirmationEmailCommand } from '../commands/change-confirmation-email.handler.js';
import { type EmailChangeAnswer, emailChangeSchema } from './booking.schemas.js';
import { appointmentNotFound } from '../booking.errors.js';
import { requestLocale } from '../../site/index.js';

const idParam = z.object({ id: z.uuid({ error: 'Not found.' }) });
// `unknown` so the handler gives the payment step's own texts; `meta` tells the document it is a string.
const emailBody = z.object({ email: z.unknown().meta({ type: 'string', description: 'The corrected address.' }) }).strict();

/** The confirmation page's "wrong address? send it again". */
@ApiTags('booking')
@Controller('api/appointments')
export class ConfirmationEmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: BookingTokens,
  ) {}

  @Post(':id/email')
  @HttpCode(200)
  @ApiContract({
    token: 'accessToken',
    summary: "Correct the confirmation's address and send it again, once per change (Authorization: Bearer accessToken).",
    params: idParam,
    body: emailBody,
    responses: {
      200: { description: '`queued`: sent again to the new address; `pending`: stored, and sent there once the payment is complete. `message` says which.', schema: emailChangeSchema },
    },
    errors: {
      400: "`validation` with `fields.email`: the payment step's e-mail texts.",
      404: '`appointment_not_found`: unknown, or a missing or wrong token.',
      409: '`not_live` (cancelled or completed); `email_change_limit` (changed too often); `email_change_closed` (delivered, and booked more than CONFIRMATION_EMAIL_CHANGE_MINUTES ago).',
    },
  })
  async change(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Body(new ZodValidationPipe(emailBody)) body: z.infer<typeof emailBody>, @Req() request: FastifyRequest): Promise<EmailChangeAnswer> {
    if (!(await this.tokens.verify(p.id, bearer(request.headers.authorization)))) throw appointmentNotFound();
    return this.commands.execute(new ChangeConfirmationEmailCommand(p.id, body.email, requestLocale(request)));
  }
}

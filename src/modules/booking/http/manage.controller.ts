import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Clock, toLondonIso } from '../../../shared/clock/clock.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { PatientAppointmentsRepository } from '../repositories/patient-appointments.repository.js';
import { BOOKING_MESSAGES } from '../booking.constants.js';
import { bearer } from '../services/booking-tokens.js';
import { changeRefusal, refundOnCancellation } from '../rules/booking.rules.js';
import { CancelAppointmentCommand } from '../commands/cancel-appointment.handler.js';
import { ManageTokens } from '../services/manage-tokens.js';
import { isBooking } from '../rules/payment-wording.rules.js';
import { RescheduleAppointmentCommand } from '../commands/reschedule-appointment.handler.js';
import { patientStateOf, paymentView, stateView } from '../rules/patient-state.rules.js';
import { requestLocale } from '../../site/index.js';
import { type Cancellation, cancellationSchema, type ManageAppointment, manageAppointmentSchema, type Reschedule, rescheduleSchema } from './booking.schemas.js';
import { appointmentNotFound } from '../booking.errors.js';

const rescheduleBody = z.object({ slotId: z.uuid({ error: BOOKING_MESSAGES.slotNoLongerAvailable }) }).strict();

/** Every manage route reads its link's token first. */
const LINK_REFUSALS = {
  401: '`manage_link_invalid`: no token, or one that is not ours.',
  410: '`manage_link_expired`: the link is older than its days.',
} as const;

/**
 * The patient's manage link (ADR 0023): the token from the e-mail goes in `Authorization: Bearer`
 * (kept out of URLs the server logs). Works without an account.
 */
@ApiTags('booking')
@Controller('api/manage')
export class ManageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: ManageTokens,
    private readonly appointments: PatientAppointmentsRepository,
    private readonly clock: Clock,
  ) {}

  private appointmentId(request: FastifyRequest) {
    return this.tokens.verify(bearer(request.headers.authorization), this.clock.now());
  }

  @Get('appointment')
  @ApiContract({
    token: 'manageToken',
    summary:
      'The booking behind a manage link (Authorization: Bearer manage token), a cancelled or past one too: whether it is a booking at all, where its fee stands, whether it can change, and what a cancellation would do with the fee.',
    responses: {
      200: { description: 'The booking; `cancellation` is null when it can no longer change (`changeRefusal` says why, a cancelled one included).', schema: manageAppointmentSchema },
    },
    errors: { ...LINK_REFUSALS, 404: '`appointment_not_found`.' },
  })
  async get(@Req() request: FastifyRequest): Promise<ManageAppointment> {
    const id = await this.appointmentId(request);
    const a = await this.appointments.findWithPractice(id);
    if (!a) throw appointmentNotFound();
    // The page's language (Accept-Language), not the booking's: the patient reads the words on this page.
    const locale = requestLocale(request);
    const state = { status: a.status, paymentStatus: a.payment_status };
    const refusal = changeRefusal({ ...state, startsAt: new Date(a.starts_at) }, this.clock.now(), {}, locale);
    const refund = refundOnCancellation({ ...state, amountPence: a.amount_pence }, locale);
    return {
      id: a.id,
      reference: a.reference,
      status: a.status,
      paymentStatus: a.payment_status,
      startTime: toLondonIso(new Date(a.starts_at)),
      endTime: toLondonIso(new Date(a.ends_at)),
      amountPence: a.amount_pence,
      refundedPence: a.refunded_pence,
      refundDuePence: a.refund_due_pence ?? null,
      capturedPence: a.captured_pence,
      releasedPence: a.released_pence,
      // An attempt whose payment never held money is not a booking: the page says so, never "Booked".
      booked: isBooking({ status: a.status, paymentStatus: a.payment_status, authorizedAt: a.authorized_at }),
      // Where the fee stands, in the words every channel uses (ADR 0035).
      payment: paymentView(a, locale),
      state: stateView(patientStateOf(a, this.clock.now(), locale)),
      practice: {
        id: a.practice_id,
        name: a.practice_name,
        address: { line1: a.address_line1, line2: a.address_line2, city: a.city, postcode: a.postcode },
        phone: a.practice_phone,
        // For "Get directions".
        latitude: a.latitude === null ? null : Number(a.latitude),
        longitude: a.longitude === null ? null : Number(a.longitude),
      },
      patient: { name: a.patient_name },
      canChange: !refusal,
      changeRefusal: refusal ?? null,
      cancellation: refusal ? null : { refundPence: refund.refundPence, explanation: refund.explanation },
      // The language booked in: the page opens in it, and PUT /api/appointments/{id}/locale changes it.
      locale: a.locale,
    };
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiContract({
    token: 'manageToken',
    summary: 'Cancel the booking (Authorization: Bearer manage token); the refund follows in the payment queue, exactly once.',
    responses: { 200: { description: 'Cancelled, with the refund the rule gives and its explanation.', schema: cancellationSchema } },
    errors: {
      ...LINK_REFUSALS,
      404: '`appointment_not_found`.',
      409: '`already_cancelled`; `not_changeable` (not paid, started, or completed); `outcome_recorded`.',
    },
  })
  async cancel(@Req() request: FastifyRequest): Promise<Cancellation> {
    return this.commands.execute(new CancelAppointmentCommand(await this.appointmentId(request), undefined, requestLocale(request)));
  }

  @Post('reschedule')
  @HttpCode(200)
  @ApiContract({
    token: 'manageToken',
    summary: 'Move the booking to another open slot at the same practice within 14 days (Authorization: Bearer manage token), without paying again.',
    body: rescheduleBody,
    responses: { 200: { description: 'Moved: the new times.', schema: rescheduleSchema } },
    errors: {
      ...LINK_REFUSALS,
      400: '`validation` (`fields.slotId`); `same_slot`, `other_practice`, `outside_horizon` (each in `fields.slotId`).',
      404: '`appointment_not_found`.',
      409: '`slot_taken`: the slot was just taken or is gone; `already_cancelled`; `not_changeable`.',
    },
  })
  async reschedule(@Body(new ZodValidationPipe(rescheduleBody)) body: z.infer<typeof rescheduleBody>, @Req() request: FastifyRequest): Promise<Reschedule> {
    return this.commands.execute(new RescheduleAppointmentCommand(await this.appointmentId(request), body.slotId, requestLocale(request)));
  }
}

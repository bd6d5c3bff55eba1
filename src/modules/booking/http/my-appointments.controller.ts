import { Controller, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Clock, toLondonIso } from '../../../shared/clock/clock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { PatientAppointmentsRepository } from '../repositories/patient-appointments.repository.js';
import { ManageTokens } from '../tokens/manage-tokens.js';
import { type AppointmentStatus, type PaymentStatus, paymentWording } from '../rules/payment-wording.rules.js';
import { type MyAppointments, myAppointmentsSchema } from './booking.schemas.js';

/**
 * My Appointments: upcoming bookings made while signed in or with the account's verified e-mail, each
 * manageable, each saying where its fee stands in the words every channel uses (`paymentWording`).
 * Only bookings: an attempt whose payment never held money is not listed (issue #29 item 3).
 */
/** The fee's state as the list shows it: a short label, and the sentence the e-mails say. */
const wording = (r: { status: AppointmentStatus; payment_status: PaymentStatus; amount_pence: number; refunded_pence: number; refund_due_pence: number | null }) => {
  const w = paymentWording({ paymentStatus: r.payment_status, appointmentStatus: r.status, feePence: r.amount_pence, refundedPence: r.refunded_pence, refundDuePence: r.refund_due_pence });
  return { label: w.label, sentence: w.sentence };
};

@ApiTags('account')
@Controller('api/me/appointments')
export class MyAppointmentsController {
  constructor(
    private readonly appointments: PatientAppointmentsRepository,
    private readonly clock: Clock,
    private readonly manageTokens: ManageTokens,
  ) {}

  @Get()
  @ApiContract({
    summary:
      "The signed-in user's upcoming bookings (never an attempt whose payment failed), soonest first, each with the name it was booked under, its manage token (what the e-mail's change-or-cancel link carries) and `payment`: the fee's state in the words the e-mails and texts use.",
    responses: { 200: { description: 'The bookings, soonest first (empty when none).', schema: myAppointmentsSchema } },
    errors: { 401: '`unauthorized`: not signed in.' },
  })
  async list(@Req() request: FastifyRequest): Promise<MyAppointments> {
    const user = await request.currentUser();
    if (!user) throw new DomainError('Please sign in.', 'unauthorized', 401);
    const now = this.clock.now();
    const rows = await this.appointments.upcomingForPatient(user.id, user.email, now);
    // The manage page then offers change and cancel as the e-mailed link does (same token, same rules).
    const tokens = await Promise.all(rows.map((r) => this.manageTokens.issue(r.id, now)));
    return rows.map((r, i) => ({
      id: r.id,
      reference: r.reference,
      startTime: toLondonIso(new Date(r.starts_at)),
      endTime: toLondonIso(new Date(r.ends_at)),
      practice: { id: r.practice_id, name: r.practice_name },
      service: r.service ?? 'Emergency dental appointment',
      status: r.status,
      paymentStatus: r.payment_status,
      payment: wording(r),
      patientName: r.patient_name,
      manageToken: tokens[i],
    }));
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../identity/access-hooks.js';
import { z } from 'zod';
import { Clock, toLondonIso } from '../../shared/clock/clock.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { CancelAppointmentCommand } from './cancel-appointment.handler.js';
import { ConfirmAppointmentCommand } from './confirm-appointment.handler.js';

const listQuery = z.object({ status: z.enum(['all', 'pending', 'confirmed', 'cancelled'], { error: 'Filter by all, pending, confirmed or cancelled.' }).default('all') });
const idParam = z.object({ id: z.uuid({ error: 'Appointment not found.' }) });
const cancelBody = z.object({ reason: z.string().trim().min(1, 'Give a reason for the patient.').max(200) }).strict();
/** Authorisations lapse (7 days for card holds); flag those within 3 days of the deadline. */
const AT_RISK_MS = 3 * 86400_000;

/** The Appointments tab. */
@ApiTags('admin')
@Controller('api/admin/appointments')
export class AdminAppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly appointments: AppointmentsRepository,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Appointments, newest first, filtered by status.' })
  async list(@Query(new ZodValidationPipe(listQuery)) q: z.infer<typeof listQuery>) {
    const rows = await this.appointments.listForAdmin(q.status);
    const now = this.clock.now().getTime();
    return rows.map((a) => ({
      id: a.id,
      reference: a.reference,
      patient: { name: a.patient_name, email: a.patient_email, phone: a.patient_phone },
      practice: { id: a.practice_id, name: a.practice_name },
      startTime: toLondonIso(new Date(a.starts_at)),
      endTime: toLondonIso(new Date(a.ends_at)),
      service: a.service ?? 'Emergency dental appointment',
      issue: a.patient_issue,
      status: a.status,
      paymentStatus: a.payment_status,
      paymentError: a.payment_error ?? null,
      emailStatus: a.email_status,
      createdAt: new Date(a.created_at).toISOString(),
      confirmedAt: a.confirmed_at ? new Date(a.confirmed_at).toISOString() : null,
      cancelledAt: a.cancelled_at ? new Date(a.cancelled_at).toISOString() : null,
      cancelledBy: a.cancelled_by ?? null,
      refundDuePence: a.refund_due_pence === null || a.refund_due_pence === undefined ? null : Number(a.refund_due_pence),
      refundedPence: Number(a.refunded_pence ?? 0),
      captureAtRisk:
        a.payment_status === 'authorized' &&
        (a.capture_before ? new Date(a.capture_before).getTime() : new Date(a.authorized_at ?? a.created_at).getTime() + 7 * 86400_000) - now < AT_RISK_MS,
    }));
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a pending, paid appointment (irreversible); the capture follows in the payment queue.' })
  async confirm(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Req() request: FastifyRequest) {
    const admin = await requireAdmin(request);
    return this.commands.execute(new ConfirmAppointmentCommand(p.id, admin.id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a booking for the practice (e.g. a closure): full refund through the payment queue, once, and an e-mail to the patient.' })
  async cancel(
    @Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(cancelBody)) body: z.infer<typeof cancelBody>,
    @Req() request: FastifyRequest,
  ) {
    const admin = await requireAdmin(request);
    return this.commands.execute(new CancelAppointmentCommand(p.id, { id: admin.id, reason: body.reason }));
  }
}

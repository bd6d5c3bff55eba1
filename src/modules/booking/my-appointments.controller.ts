import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Clock, toLondonIso } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { ManageTokens } from './manage-tokens.js';

/** My Appointments: upcoming bookings made while signed in or with the account's verified e-mail, each manageable. */
@ApiTags('account')
@Controller('api/me/appointments')
export class MyAppointmentsController {
  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly clock: Clock,
    private readonly manageTokens: ManageTokens,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      "The signed-in user's upcoming appointments, soonest first, each with the name it was booked under and its manage token (what the e-mail's change-or-cancel link carries).",
  })
  async list(@Req() request: FastifyRequest) {
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
      patientName: r.patient_name,
      manageToken: tokens[i],
    }));
  }
}

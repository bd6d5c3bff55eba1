import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Clock, toLondonIso } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { AppointmentsRepository } from './appointments.repository.js';

/** My Appointments: upcoming bookings made while signed in or with the account's verified e-mail. */
@ApiTags('account')
@Controller('api/me/appointments')
export class MyAppointmentsController {
  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's upcoming appointments, soonest first." })
  async list(@Req() request: FastifyRequest) {
    const user = await request.currentUser();
    if (!user) throw new DomainError('Please sign in.', 'unauthorized', 401);
    const rows = await this.appointments.upcomingForPatient(user.id, user.email, this.clock.now());
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      startTime: toLondonIso(new Date(r.starts_at)),
      endTime: toLondonIso(new Date(r.ends_at)),
      practice: { id: r.practice_id, name: r.practice_name },
      service: r.service ?? 'Emergency dental appointment',
      status: r.status,
      paymentStatus: r.payment_status,
    }));
  }
}

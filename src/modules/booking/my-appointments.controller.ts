import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { Clock, toLondonIso } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';

interface Row {
  id: string;
  reference: string;
  starts_at: Date;
  ends_at: Date;
  practice_id: string;
  practice_name: string;
  service: string | null;
  status: string;
  payment_status: string;
}

/** My Appointments: upcoming bookings made while signed in or with the account's verified e-mail. */
@ApiTags('account')
@Controller('api/me/appointments')
export class MyAppointmentsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's upcoming appointments, soonest first." })
  async list(@Req() request: FastifyRequest) {
    const user = await request.currentUser();
    if (!user) throw new DomainError('Please sign in.', 'unauthorized', 401);
    const rows = await this.orm.em.fork().execute<Row[]>(
      `SELECT a.id, a.reference, a.starts_at, a.ends_at, a.practice_id, p.name AS practice_name, a.service, a.status, a.payment_status
         FROM appointment a JOIN practice p ON p.id = a.practice_id
        WHERE (a.patient_user_id = ? OR lower(a.patient_email) = lower(?))
          AND a.ends_at > ?::timestamptz AND a.status IN ('pending', 'confirmed')
        ORDER BY a.starts_at, a.id`,
      [user.id, user.email, this.clock.now()],
    );
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

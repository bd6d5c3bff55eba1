import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { pipeline, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { type AdminListItem, csvRecord, CSV_COLUMNS } from '../queries/admin-appointment-view.js';
import { requireAdmin } from '../../identity/index.js';
import { z } from 'zod';
import { Clock } from '../../../shared/clock/clock.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { adminAppointmentsQuery, type AdminAppointmentsQuery } from './admin-appointments.query.js';
import { AdminAppointmentsService } from '../queries/admin-appointments.service.js';
import { ADMIN_SEARCH_MESSAGES } from '../booking.constants.js';
import { CancelAppointmentCommand } from '../commands/cancel-appointment.handler.js';
import { ConfirmAppointmentCommand } from '../commands/confirm-appointment.handler.js';

const idParam = z.object({ id: z.uuid({ error: 'Appointment not found.' }) });
const cancelBody = z.object({ reason: z.string().trim().min(1, 'Give a reason for the patient.').max(200) }).strict();

/** The Appointments tab. */
@ApiTags('admin')
@Controller('api/admin/appointments')
export class AdminAppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly service: AdminAppointmentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Appointments newest first, one keyset page ({items, nextCursor}), searched (q: reference, name, e-mail or phone) and filtered.' })
  async list(@Query(new ZodValidationPipe(adminAppointmentsQuery)) q: AdminAppointmentsQuery) {
    return this.service.page(q.filters, q.cursor, q.limit);
  }

  @Get(':id/timeline')
  @ApiOperation({ summary: "The booking's story from the event log, oldest first, each entry with its time, label and actor." })
  async timeline(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>) {
    const story = await this.service.timeline(p.id);
    if (!story) throw new NotFoundError(ADMIN_SEARCH_MESSAGES.notFound, 'appointment_not_found');
    return story;
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

/**
 * The export: every appointment the list's filters match (cursor and limit ignored), as CSV streamed
 * in keyset batches (constant memory), formula-safe, never cached. Its own controller: the path is
 * `appointments.csv`, beside the list, not under it.
 */
@ApiTags('admin')
@Controller('api/admin')
export class AdminAppointmentsExportController {
  constructor(
    private readonly service: AdminAppointmentsService,
    private readonly clock: Clock,
  ) {}

  @Get('appointments.csv')
  @ApiOperation({ summary: 'The filtered appointments as CSV (streamed; cells that a spreadsheet would run as a formula are prefixed with a quote).' })
  async exportCsv(@Query(new ZodValidationPipe(adminAppointmentsQuery)) q: AdminAppointmentsQuery, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const admin = await requireAdmin(request);
    await this.service.recordExport(admin.id, q.filters);
    const items = this.service.exportAll(q.filters);
    // The first batch is read before anything is sent: a database that is down is a JSON 503, not an empty file.
    const first = await items.next();
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="appointments-${this.clock.londonToday()}.csv"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff');
    async function* all() {
      if (first.done) return;
      yield first.value;
      yield* items;
    }
    const stringifier = stringify({ header: true, columns: CSV_COLUMNS.map(([header]) => header), bom: true });
    // Backpressure end to end: the generator reads the next batch only when the socket drained the last.
    // A batch failing mid-download ends the response early (a truncated file, never a wrong one).
    return pipeline(Readable.from(all()).map((item: AdminListItem) => csvRecord(item)), stringifier, () => undefined);
  }
}

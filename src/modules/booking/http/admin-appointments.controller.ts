import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { pipeline, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { type AdminListItem, csvRecord, CSV_COLUMNS } from '../queries/admin-appointment-view.js';
import { requireAdmin } from '../../identity/index.js';
import { z } from 'zod';
import { Clock } from '../../../shared/clock/clock.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { adminAppointmentsQuery, type AdminAppointmentsQuery, adminAppointmentsQueryFields } from './admin-appointments.query.js';
import { AdminAppointmentsService } from '../queries/admin-appointments.service.js';
import { ADMIN_SEARCH_MESSAGES } from '../booking.constants.js';
import { CancelAppointmentCommand } from '../commands/cancel-appointment.handler.js';
import { ConfirmAppointmentCommand } from '../commands/confirm-appointment.handler.js';
import {
  type AdminAppointmentsPage,
  adminAppointmentsPageSchema,
  type AdminTimeline,
  adminTimelineSchema,
  type Cancellation,
  cancellationSchema,
  type ConfirmAnswer,
  confirmAnswerSchema,
} from './booking.schemas.js';

const idParam = z.object({ id: z.uuid({ error: 'Appointment not found.' }) });
const cancelBody = z.object({ reason: z.string().trim().min(1, 'Give a reason for the patient.').max(200) }).strict();

const QUERY_REFUSAL = '`validation`, `fields` naming each parameter to fix: q (too long, or a name under 3 letters), practiceId, from, to (YYYY-MM-DD, from ≤ to), status, paymentStatus, cursor (expired or changed), limit (1–200).';
const ADMIN_REFUSALS = { 401: '`unauthorized`: not signed in.', 403: '`forbidden`: not an admin, or signed in by a link.' } as const;

/** The Appointments tab. */
@ApiTags('admin')
@Controller('api/admin/appointments')
export class AdminAppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly service: AdminAppointmentsService,
  ) {}

  @Get()
  @ApiContract({
    summary: 'Appointments newest first, one keyset page, searched (q: reference, name of the person booking or of the patient they booked for, e-mail or phone) and filtered.',
    query: adminAppointmentsQueryFields,
    responses: { 200: { description: 'One page; pass `nextCursor` as `cursor` for the next (null on the last).', schema: adminAppointmentsPageSchema } },
    errors: { 400: QUERY_REFUSAL, ...ADMIN_REFUSALS },
  })
  async list(@Query(new ZodValidationPipe(adminAppointmentsQuery)) q: AdminAppointmentsQuery): Promise<AdminAppointmentsPage> {
    return this.service.page(q.filters, q.cursor, q.limit);
  }

  @Get(':id/timeline')
  @ApiContract({
    summary: "The booking's story from the event log, oldest first, each entry with its time, label and actor, and the appointment as the list shows it.",
    params: idParam,
    responses: { 200: { description: 'The appointment and its timeline.', schema: adminTimelineSchema } },
    errors: { 400: '`validation`: the id is not a UUID.', ...ADMIN_REFUSALS, 404: '`appointment_not_found`.' },
  })
  async timeline(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>): Promise<AdminTimeline> {
    const story = await this.service.timeline(p.id);
    if (!story) throw new NotFoundError(ADMIN_SEARCH_MESSAGES.notFound, 'appointment_not_found');
    return story;
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiContract({
    summary: 'Confirm a pending, paid appointment (irreversible); the capture follows in the payment queue.',
    params: idParam,
    responses: { 200: { description: 'Confirmed.', schema: confirmAnswerSchema } },
    errors: {
      400: '`validation`: the id is not a UUID.',
      ...ADMIN_REFUSALS,
      404: '`appointment_not_found`.',
      409: '`already_confirmed`; `not_confirmable` (not pending, or its payment not authorised).',
    },
  })
  async confirm(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Req() request: FastifyRequest): Promise<ConfirmAnswer> {
    const admin = await requireAdmin(request);
    return this.commands.execute(new ConfirmAppointmentCommand(p.id, admin.id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiContract({
    summary: 'Cancel a booking for the practice (e.g. a closure): full refund through the payment queue, once, and an e-mail to the patient.',
    params: idParam,
    body: cancelBody,
    responses: { 200: { description: 'Cancelled, with the refund and its explanation.', schema: cancellationSchema } },
    errors: {
      400: '`validation`: the id, or `fields.reason` (required, at most 200 characters).',
      ...ADMIN_REFUSALS,
      404: '`appointment_not_found`.',
      409: '`already_cancelled`; `not_changeable` (not paid, started, or completed); `outcome_recorded`.',
    },
  })
  async cancel(
    @Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(cancelBody)) body: z.infer<typeof cancelBody>,
    @Req() request: FastifyRequest,
  ): Promise<Cancellation> {
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
  @ApiContract({
    summary: 'The filtered appointments as CSV (cursor and limit ignored).',
    query: adminAppointmentsQueryFields,
    responses: {
      200: {
        description:
          'text/csv, streamed, with a BOM and a header row: Reference, Created, Starts, Ends, Practice, Patient name, Patient e-mail, Patient phone, Issue, Service, Status, Payment status, Refunded (pence), Cancelled by, Booked, Appointment for, Appointment for under 16 (the patient when someone else booked: the Patient columns are then the person who booked). Cells a spreadsheet would run as a formula are prefixed with a quote; sent as an attachment, never cached.',
        schema: null,
      },
    },
    errors: { 400: QUERY_REFUSAL, ...ADMIN_REFUSALS, 503: '`unavailable`: the database did not answer the first batch (a JSON answer, never an empty file).' },
  })
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

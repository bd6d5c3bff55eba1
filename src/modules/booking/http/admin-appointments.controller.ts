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
import { ADMIN_CANCEL_CHOICES, ADMIN_CANCEL_TEXTS, ADMIN_SEARCH_MESSAGES, CANCELLATION_REASON_MAX } from '../booking.constants.js';
import { CancelAppointmentCommand } from '../commands/cancel-appointment.handler.js';
import { ConfirmAppointmentCommand } from '../commands/confirm-appointment.handler.js';
import {
  type AdminAppointmentsPage,
  adminAppointmentsPageSchema,
  type AdminTimeline,
  adminTimelineSchema,
  type Cancellation,
  type CancellationPreviewAnswer,
  cancellationPreviewSchema,
  cancellationSchema,
  type ConfirmAnswer,
  confirmAnswerSchema,
} from './booking.schemas.js';
import { BookingErrorCode } from '../booking.errors.js';

const idParam = z.object({ id: z.uuid({ error: 'Appointment not found.' }) });
const cancelBody = z
  .object({
    choice: z.enum(ADMIN_CANCEL_CHOICES, { error: ADMIN_CANCEL_TEXTS.choiceRequired }).meta({
      description: '`patient_asked`: the patient asked to cancel (their own refund rule: half back before the practice is instructed, nothing after); `practice_cannot_see`: the practice cannot see them (everything back).',
    }),
    reason: z
      .string({ error: ADMIN_CANCEL_TEXTS.reasonRequired })
      .trim()
      .min(1, ADMIN_CANCEL_TEXTS.reasonRequired)
      .max(CANCELLATION_REASON_MAX, ADMIN_CANCEL_TEXTS.reasonTooLong)
      .meta({ description: 'A short plain sentence for the patient: their cancellation e-mail, text (when it fits) and manage page show it.' }),
    refundPence: z
      .number()
      .int()
      .min(0)
      .optional()
      .meta({ description: "The refund the admin was shown (the preview's `refundPence` for this choice): if the booking changed so that it differs, 409 `refund_changed` and nothing is done." }),
  })
  .strict();

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
    if (!story) throw new NotFoundError(ADMIN_SEARCH_MESSAGES.notFound, BookingErrorCode.AppointmentNotFound);
    return story;
  }

  @Get(':id/cancellation')
  @ApiContract({
    summary: "What cancelling this booking would do now, for each of the admin's choices (the patient asked; the practice cannot see them): the money in the words the patient will read, or why it cannot be cancelled.",
    params: idParam,
    responses: { 200: { description: 'Each choice with its refund and wording, or its refusal.', schema: cancellationPreviewSchema } },
    errors: { 400: '`validation`: the id is not a UUID.', ...ADMIN_REFUSALS, 404: '`appointment_not_found`.' },
  })
  async cancellationPreview(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>): Promise<CancellationPreviewAnswer> {
    const preview = await this.service.cancellationPreview(p.id);
    if (!preview) throw new NotFoundError(ADMIN_SEARCH_MESSAGES.notFound, BookingErrorCode.AppointmentNotFound);
    return preview;
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
    summary:
      "Cancel a live booking for the patient (`patient_asked`: the patient's own refund rule) or for the practice (`practice_cannot_see`, e.g. a closure: everything back), with a reason the patient is told. The money moves in the payment queue, once; the patient gets an e-mail and a text.",
    params: idParam,
    body: cancelBody,
    responses: { 200: { description: 'Cancelled, with the refund and its explanation.', schema: cancellationSchema } },
    errors: {
      400: '`validation`: the id, `fields.choice` (required: patient_asked or practice_cannot_see) or `fields.reason` (required, at most 200 characters).',
      ...ADMIN_REFUSALS,
      404: '`appointment_not_found`.',
      409: '`already_cancelled`; `not_changeable` (not paid, started, or completed); `outcome_recorded`; `refund_changed` (the refund is no longer the `refundPence` sent).',
    },
  })
  async cancel(
    @Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>,
    @Body(new ZodValidationPipe(cancelBody)) body: z.infer<typeof cancelBody>,
    @Req() request: FastifyRequest,
  ): Promise<Cancellation> {
    const admin = await requireAdmin(request);
    return this.commands.execute(new CancelAppointmentCommand(p.id, { id: admin.id, reason: body.reason, choice: body.choice, expectedRefundPence: body.refundPence }));
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
          'Streamed, with a BOM and a header row: Reference, Created, Starts, Ends, Practice, Patient name, Patient e-mail, Patient phone, Issue, Service, Status, Payment status, Refunded (pence), Cancelled by, Booked, Appointment for, Appointment for under 16 (the patient when someone else booked: the Patient columns are then the person who booked). Cells a spreadsheet would run as a formula are prefixed with a quote; sent as an attachment, never cached.',
        mediaType: 'text/csv',
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

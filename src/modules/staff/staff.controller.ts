import { AdminAppointmentsService, ConfirmAppointmentCommand, RecordOutcomeCommand, StaffAppointmentsService } from '../booking/index.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiContract } from '../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AvailabilityService, bankHolidaysBody, closureBody, ClosuresService, DatesWithinWindow, generateSchema, saveAvailabilitySchema } from '../availability/index.js';
import { AVAILABILITY_MESSAGES } from '../availability/availability.constants.js';
import { APPOINTMENT_OUTCOMES, OUTCOME_MESSAGES } from '../booking/booking.constants.js';
import { operativeInputSchema, PracticesService } from '../practices/index.js';
import { StaffRepository } from './staff.repository.js';
import {
  addedOperativeSchema,
  appointmentTimelineSchema,
  availabilitySavedSchema,
  bankHolidaysAddedSchema,
  closureCreatedSchema,
  closureRemovedSchema,
  closuresSchema,
  confirmedAppointmentSchema,
  editorDaySchema,
  feedRevokedSchema,
  feedRotatedSchema,
  feedStatusSchema,
  generatedSlotsSchema,
  operativeSchema,
  outcomeRecordedSchema,
  staffDaySchema,
} from './staff.schemas.js';
import { StaffService } from './staff.service.js';
import { requireStaffOf } from '../identity/index.js';
import { appointmentNotFound } from '../booking/booking.errors.js';

const practiceParam = z.object({ practiceId: z.uuid({ error: 'Practice not found.' }) });
const appointmentParam = practiceParam.extend({ id: z.uuid({ error: 'Appointment not found.' }) });
const closureParam = practiceParam.extend({ id: z.uuid({ error: 'Closure not found.' }) });
const outcomeBody = z
  .object({
    outcome: z.enum(APPOINTMENT_OUTCOMES, { error: 'Choose attended, no-show or cancelled by the practice.' }),
    reason: z.string().trim().min(1, OUTCOME_MESSAGES.reasonRequired).max(200).optional(),
  })
  .strict()
  .refine((b) => b.outcome !== 'cancelled_by_practice' || b.reason !== undefined, { message: OUTCOME_MESSAGES.reasonRequired, path: ['reason'] });
// The practice is the one in the path: a body never names another.
// The fields apart from the preprocess, so the API document can list them as parameters.
const dayQueryFields = z.object({
  operativeId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(z.uuid({ error: AVAILABILITY_MESSAGES.selectionRequired })),
  date: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(z.iso.date({ error: AVAILABILITY_MESSAGES.selectionRequired })),
});
const dayQuery = z.preprocess((q) => (q && typeof q === 'object' ? q : {}), dayQueryFields);
const saveBody = saveAvailabilitySchema.omit({ practiceId: true });
const staffClosureBody = closureBody.omit({ practiceId: true });
const staffBankHolidaysBody = bankHolidaysBody.omit({ practiceId: true });
/**
 * The operative body as the API document shows it (operativeInputSchema validates it): its e-mail
 * ('' or an address, or null) becomes OpenAPI 3.0 `nullable` without a `type`, which the lint refuses.
 */
const operativeBodyInDocument = operativeInputSchema.extend({ email: operativeInputSchema.shape.email.meta({ type: 'string' }) });

type PracticeParam = z.infer<typeof practiceParam>;

/**
 * A practice's own staff run their day (ADR 0030). Every route is under
 * `/api/practices/:practiceId/staff`: the access hook lets through only the practice's staff (and
 * admins), and each handler checks again. Everything reuses the admin's services with the practice
 * fixed from the path, so no rule exists twice.
 */
@ApiTags('staff')
@Controller('api/practices/:practiceId/staff')
export class StaffController {
  constructor(
    private readonly commands: CommandBus,
    private readonly staffService: StaffService,
    private readonly staff: StaffRepository,
    private readonly appointments: StaffAppointmentsService,
    private readonly practices: PracticesService,
    private readonly availability: AvailabilityService,
    private readonly closures: ClosuresService,
    private readonly timelines: AdminAppointmentsService,
  ) {}

  @Get('appointments')
  @ApiContract({
    summary: "The practice's day: today's and the next 14 days' bookings (patient name, phone, issue, time, payment state) and what staff may do with each.",
    params: practiceParam,
    responses: { 200: { description: "Today's bookings and the upcoming ones, by start time.", schema: staffDaySchema } },
    errors: { 400: '`validation`: the practice or appointment id is malformed (`fields` names it).', 404: '`practice_not_found`.' },
  })
  async day(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.day(p.practiceId);
  }

  @Get('appointments/:id/timeline')
  @ApiContract({
    summary: "One booking of this practice and its story from the event log (held, paid, e-mails and texts, confirmed, outcome, refunds), as the admin's appointment page shows it.",
    params: appointmentParam,
    responses: { 200: { description: 'The booking and its story, oldest first.', schema: appointmentTimelineSchema } },
    errors: { 400: '`validation`: the practice or appointment id is malformed (`fields` names it).', 404: "`appointment_not_found` (also another practice's booking)." },
  })
  async timeline(@Param(new ZodValidationPipe(appointmentParam)) p: z.infer<typeof appointmentParam>, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    await this.requireOwn(p.id, p.practiceId);
    const story = await this.timelines.timeline(p.id);
    if (!story) throw appointmentNotFound();
    return story;
  }

  @Post('appointments/:id/confirm')
  @HttpCode(200)
  @ApiContract({
    summary: 'Confirm a pending, paid booking of this practice (irreversible); the capture follows once, in the payment queue.',
    params: appointmentParam,
    responses: { 200: { description: 'Confirmed.', schema: confirmedAppointmentSchema } },
    errors: {
      400: '`validation`: the practice or appointment id is malformed (`fields` names it).',
      404: "`appointment_not_found` (also another practice's booking).",
      409: '`already_confirmed`, or `not_confirmable` (not pending, or its payment is not authorised).',
    },
  })
  async confirm(@Param(new ZodValidationPipe(appointmentParam)) p: z.infer<typeof appointmentParam>, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    await this.requireOwn(p.id, p.practiceId);
    return this.commands.execute(new ConfirmAppointmentCommand(p.id, actor.id, actor.role));
  }

  @Post('appointments/:id/outcome')
  @HttpCode(200)
  @ApiContract({
    summary: 'Record the outcome once: attended, no_show (the fee is kept) or cancelled_by_practice (full refund, with a reason for the patient).',
    params: appointmentParam,
    body: outcomeBody,
    responses: { 200: { description: 'Recorded; `refundPence` is the refund a cancellation sends.', schema: outcomeRecordedSchema } },
    errors: {
      400: '`validation`: a malformed id, an unknown outcome, or no reason for a cancellation (`fields` names it).',
      404: "`appointment_not_found` (also another practice's booking).",
      409: '`outcome_recorded` (once only), `not_confirmed`, `not_started` (attended or no-show before the start), `already_cancelled` or `not_changeable`.',
    },
  })
  async outcome(
    @Param(new ZodValidationPipe(appointmentParam)) p: z.infer<typeof appointmentParam>,
    @Body(new ZodValidationPipe(outcomeBody)) body: z.infer<typeof outcomeBody>,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof outcomeRecordedSchema>> {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.commands.execute(new RecordOutcomeCommand(p.id, p.practiceId, body.outcome, actor, body.reason ?? null));
  }

  @Get('operatives')
  @ApiContract({
    summary: "The practice's operatives.",
    params: practiceParam,
    responses: { 200: { description: 'Its operatives by name.', schema: z.array(operativeSchema) } },
    errors: { 400: '`validation`: the practice id is malformed.', 404: '`practice_not_found`.' },
  })
  async operatives(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest): Promise<Array<z.infer<typeof operativeSchema>>> {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.practices.operatives(p.practiceId);
  }

  @Post('operatives')
  @HttpCode(201)
  @ApiContract({
    summary: 'Add an operative to the practice; audited.',
    params: practiceParam,
    body: operativeBodyInDocument,
    responses: { 201: { description: 'The operative added.', schema: addedOperativeSchema } },
    errors: { 400: '`validation`: no name, or a malformed e-mail (`fields` names it).', 404: '`practice_not_found` (missing or archived).' },
  })
  async addOperative(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(operativeInputSchema)) body: z.infer<typeof operativeInputSchema>,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof addedOperativeSchema>> {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.practices.addOperative(p.practiceId, body, actor.id);
  }

  @Get('availability')
  @ApiContract({
    summary: "One operative's day in the editor (the operative must be this practice's).",
    params: practiceParam,
    query: dayQueryFields,
    responses: { 200: { description: 'Every slot of the day, available or not; `locked` when a patient has it.', schema: editorDaySchema } },
    errors: {
      400: '`validation`: no operative or date, a malformed one, or a date outside the window a year back to two years ahead (`fields` names it).',
      404: '`practice_not_found` or `operative_not_found`.',
    },
  })
  async availabilityDay(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Query(new ZodValidationPipe(dayQuery), DatesWithinWindow('date')) q: z.infer<typeof dayQuery>,
    @Req() request: FastifyRequest,
  ) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.availability.editorDay(p.practiceId, q.operativeId, q.date);
  }

  @Post('availability/generate')
  @ApiContract({
    summary: 'Preview the slots a plan would create, without saving.',
    params: practiceParam,
    body: generateSchema,
    responses: { 201: { description: "The plan's day count, total and the slots of its first date (nothing is saved).", schema: generatedSlotsSchema } },
    errors: { 400: '`validation`: a plan the rules refuse (past date, hours, slot length, repeat) or a date outside the window (`fields` names it).' },
  })
  async generate(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(generateSchema), DatesWithinWindow('date')) body: z.infer<typeof generateSchema>,
    @Req() request: FastifyRequest,
  ) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.availability.generate(body);
  }

  @Put('availability')
  @ApiContract({
    summary: 'Save availability for an operative of this practice: the plan\'s slots, then the grid\'s choices, all or nothing; never changes a held or booked slot.',
    params: practiceParam,
    body: saveBody,
    responses: { 200: { description: 'What changed, and the day as the editor now shows it.', schema: availabilitySavedSchema } },
    errors: {
      400: '`validation` (a plan the rules refuse, a past date, a date outside the window; `fields` names it), or `slot_missing` (no slot at a chosen time).',
      404: '`practice_not_found` or `operative_not_found`.',
      409: '`slot_locked`: a patient holds or booked a chosen slot; nothing was saved.',
    },
  })
  async saveAvailability(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(saveBody), DatesWithinWindow('date')) body: z.infer<typeof saveBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.availability.save({ ...body, practiceId: p.practiceId }, actor.id);
  }

  @Get('closures')
  @ApiContract({
    summary: "The practice's current and future closures, each with the bookings and holds inside it.",
    params: practiceParam,
    responses: { 200: { description: 'Closures ending today or later, by start.', schema: closuresSchema } },
    errors: { 400: '`validation`: the practice id is malformed.' },
  })
  async listClosures(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.list(p.practiceId);
  }

  @Post('closures')
  @ApiContract({
    summary: 'Close the practice or one of its operatives for a date range: its open slots are blocked; bookings and holds inside are listed to rebook or cancel.',
    params: practiceParam,
    body: staffClosureBody,
    responses: { 201: { description: 'The closure, how many slots it blocked, and the bookings and holds inside it.', schema: closureCreatedSchema } },
    errors: {
      400: '`validation`: dates missing, in the past, in the wrong order, too long a range or outside the window; an unknown reason (`fields` names it).',
      404: '`practice_not_found` or `operative_not_found`.',
      409: '`closure_exists`: the same closure exists already.',
    },
  })
  async createClosure(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(staffClosureBody), DatesWithinWindow('startsOn', 'endsOn')) body: z.infer<typeof staffClosureBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.create({ ...body, practiceId: p.practiceId }, actor.id);
  }

  @Post('closures/bank-holidays')
  @ApiContract({
    summary: 'Add the upcoming bank holidays of England and Wales or of Scotland as closures of the practice (existing ones are kept).',
    params: practiceParam,
    body: staffBankHolidaysBody,
    responses: { 201: { description: 'How many closures were added and slots blocked, and the bookings and holds inside them.', schema: bankHolidaysAddedSchema } },
    errors: { 400: '`validation`: an unknown region.', 404: '`practice_not_found`.' },
  })
  async bankHolidays(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(staffBankHolidaysBody)) body: z.infer<typeof staffBankHolidaysBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.applyBankHolidays(p.practiceId, body.region, actor.id);
  }

  @Delete('closures/:id')
  @ApiContract({
    summary: "End one of the practice's closures; its blocked slots stay blocked until opened in the editor.",
    params: closureParam,
    responses: { 200: { description: 'Removed.', schema: closureRemovedSchema } },
    errors: { 400: '`validation`: a malformed id.', 404: "`closure_not_found` (also another practice's)." },
  })
  async removeClosure(@Param(new ZodValidationPipe(closureParam)) p: z.infer<typeof closureParam>, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.remove(p.id, actor.id, p.practiceId);
  }

  @Get('calendar-feed')
  @ApiContract({
    summary: "Whether the practice's calendar feed is on (its secret URL is shown only when created or rotated).",
    params: practiceParam,
    responses: { 200: { description: 'On or off, and since when.', schema: feedStatusSchema } },
    errors: { 400: '`validation`: the practice id is malformed.', 404: '`practice_not_found`.' },
  })
  async feedStatus(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest): Promise<z.infer<typeof feedStatusSchema>> {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.feedStatus(p.practiceId);
  }

  @Post('calendar-feed')
  @HttpCode(200)
  @ApiContract({
    summary: 'Create the calendar feed, or rotate it: a new secret URL, and the old one stops working; audited.',
    params: practiceParam,
    responses: { 200: { description: 'The new secret URL, shown this once.', schema: feedRotatedSchema } },
    errors: { 400: '`validation`: the practice id is malformed.', 404: '`practice_not_found`.' },
  })
  async rotateFeed(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.rotateFeed(p.practiceId, actor);
  }

  @Delete('calendar-feed')
  @ApiContract({
    summary: 'Switch the calendar feed off: its URL stops working (also when it was off).',
    params: practiceParam,
    responses: { 200: { description: 'Off.', schema: feedRevokedSchema } },
    errors: { 400: '`validation`: the practice id is malformed.', 404: '`practice_not_found`.' },
  })
  async revokeFeed(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.revokeFeed(p.practiceId, actor);
  }

  /** An appointment of another practice is not found (its practice never changes after booking). */
  private async requireOwn(appointmentId: string, practiceId: string) {
    if ((await this.appointments.practiceOf(appointmentId)) !== practiceId) throw appointmentNotFound();
  }
}

import { AdminAppointmentsService, ConfirmAppointmentCommand, RecordOutcomeCommand, StaffAppointmentsService } from '../booking/index.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AvailabilityService, bankHolidaysBody, closureBody, ClosuresService, DatesWithinWindow, generateSchema, saveAvailabilitySchema } from '../availability/index.js';
import { AVAILABILITY_MESSAGES } from '../availability/availability.constants.js';
import { APPOINTMENT_OUTCOMES, OUTCOME_MESSAGES } from '../booking/booking.constants.js';
import { operativeInputSchema, PracticesService } from '../practices/index.js';
import { StaffRepository } from './staff.repository.js';
import { StaffService } from './staff.service.js';
import { requireStaffOf } from '../identity/index.js';

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
const dayQuery = z.preprocess(
  (q) => (q && typeof q === 'object' ? q : {}),
  z.object({
    operativeId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(z.uuid({ error: AVAILABILITY_MESSAGES.selectionRequired })),
    date: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(z.iso.date({ error: AVAILABILITY_MESSAGES.selectionRequired })),
  }),
);
const saveBody = saveAvailabilitySchema.omit({ practiceId: true });
const staffClosureBody = closureBody.omit({ practiceId: true });
const staffBankHolidaysBody = bankHolidaysBody.omit({ practiceId: true });

type PracticeParam = z.infer<typeof practiceParam>;

/**
 * A practice's own staff run their day (issue 20). Every route is under
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
  @ApiOperation({ summary: "The practice's day: today's and the next 14 days' bookings (patient name, phone, issue, time, payment state)." })
  async day(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.day(p.practiceId);
  }

  @Get('appointments/:id/timeline')
  @ApiOperation({ summary: "One booking of this practice and its story from the event log (held, paid, e-mails and texts, confirmed, outcome, refunds), as the admin's appointment page shows it." })
  async timeline(@Param(new ZodValidationPipe(appointmentParam)) p: z.infer<typeof appointmentParam>, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    await this.requireOwn(p.id, p.practiceId);
    const story = await this.timelines.timeline(p.id);
    if (!story) throw new NotFoundError('Appointment not found.', 'appointment_not_found');
    return story;
  }

  @Post('appointments/:id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a pending, paid booking of this practice (irreversible); the capture follows once, in the payment queue.' })
  async confirm(@Param(new ZodValidationPipe(appointmentParam)) p: z.infer<typeof appointmentParam>, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    await this.requireOwn(p.id, p.practiceId);
    return this.commands.execute(new ConfirmAppointmentCommand(p.id, actor.id, actor.role));
  }

  @Post('appointments/:id/outcome')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the outcome once: attended, no_show (the fee is kept) or cancelled_by_practice (full refund, with a reason for the patient).' })
  async outcome(
    @Param(new ZodValidationPipe(appointmentParam)) p: z.infer<typeof appointmentParam>,
    @Body(new ZodValidationPipe(outcomeBody)) body: z.infer<typeof outcomeBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.commands.execute(new RecordOutcomeCommand(p.id, p.practiceId, body.outcome, actor, body.reason ?? null));
  }

  @Get('operatives')
  @ApiOperation({ summary: "The practice's operatives." })
  async operatives(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.practices.operatives(p.practiceId);
  }

  @Post('operatives')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an operative to the practice.' })
  async addOperative(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(operativeInputSchema)) body: z.infer<typeof operativeInputSchema>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.practices.addOperative(p.practiceId, body, actor.id);
  }

  @Get('availability')
  @ApiOperation({ summary: "One operative's day in the editor (the operative must be this practice's)." })
  async availabilityDay(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Query(new ZodValidationPipe(dayQuery), DatesWithinWindow('date')) q: z.infer<typeof dayQuery>,
    @Req() request: FastifyRequest,
  ) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.availability.editorDay(p.practiceId, q.operativeId, q.date);
  }

  @Post('availability/generate')
  @ApiOperation({ summary: 'Preview the slots a plan would create, without saving.' })
  async generate(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(generateSchema), DatesWithinWindow('date')) body: z.infer<typeof generateSchema>,
    @Req() request: FastifyRequest,
  ) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.availability.generate(body);
  }

  @Put('availability')
  @ApiOperation({ summary: 'Save availability for an operative of this practice; never changes a held or booked slot (409).' })
  async saveAvailability(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(saveBody), DatesWithinWindow('date')) body: z.infer<typeof saveBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.availability.save({ ...body, practiceId: p.practiceId }, actor.id);
  }

  @Get('closures')
  @ApiOperation({ summary: "The practice's current and future closures, each with the bookings and holds inside it." })
  async listClosures(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.list(p.practiceId);
  }

  @Post('closures')
  @ApiOperation({ summary: 'Close the practice or one of its operatives for a date range.' })
  async createClosure(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(staffClosureBody), DatesWithinWindow('startsOn', 'endsOn')) body: z.infer<typeof staffClosureBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.create({ ...body, practiceId: p.practiceId }, actor.id);
  }

  @Post('closures/bank-holidays')
  @ApiOperation({ summary: 'Add the upcoming bank holidays of England and Wales or of Scotland as closures of the practice.' })
  async bankHolidays(
    @Param(new ZodValidationPipe(practiceParam)) p: PracticeParam,
    @Body(new ZodValidationPipe(staffBankHolidaysBody)) body: z.infer<typeof staffBankHolidaysBody>,
    @Req() request: FastifyRequest,
  ) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.applyBankHolidays(p.practiceId, body.region, actor.id);
  }

  @Delete('closures/:id')
  @ApiOperation({ summary: "End one of the practice's closures (another practice's is not found)." })
  async removeClosure(@Param(new ZodValidationPipe(closureParam)) p: z.infer<typeof closureParam>, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.closures.remove(p.id, actor.id, p.practiceId);
  }

  @Get('calendar-feed')
  @ApiOperation({ summary: "Whether the practice's calendar feed is on (its secret URL is shown only when created or rotated)." })
  async feedStatus(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.feedStatus(p.practiceId);
  }

  @Post('calendar-feed')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create the calendar feed, or rotate it: a new secret URL, and the old one stops working.' })
  async rotateFeed(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.rotateFeed(p.practiceId, actor);
  }

  @Delete('calendar-feed')
  @ApiOperation({ summary: 'Switch the calendar feed off: its URL stops working.' })
  async revokeFeed(@Param(new ZodValidationPipe(practiceParam)) p: PracticeParam, @Req() request: FastifyRequest) {
    const actor = await requireStaffOf(request, p.practiceId, this.staff);
    return this.staffService.revokeFeed(p.practiceId, actor);
  }

  /** An appointment of another practice is not found (its practice never changes after booking). */
  private async requireOwn(appointmentId: string, practiceId: string) {
    if ((await this.appointments.practiceOf(appointmentId)) !== practiceId) throw new NotFoundError('Appointment not found.', 'appointment_not_found');
  }
}

import { Controller, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Clock, toLondonIso } from '../../../shared/clock/clock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { PatientAppointmentsRepository } from '../repositories/patient-appointments.repository.js';
import { ManageTokens } from '../services/manage-tokens.js';
import { patientStateOf, paymentView, stateView } from '../rules/patient-state.rules.js';
import type { Locale } from '../../site/languages.constants.js';
import { requestLocale } from '../../site/index.js';
import { type MyAppointments, myAppointmentsSchema } from './booking.schemas.js';
import { CommonErrorCode } from '../../../shared/errors/common.errors.js';

/** A row of My Appointments, as the patient repository reads it. */
type PatientBookingRow = Awaited<ReturnType<PatientAppointmentsRepository['upcomingForPatient']>>[number];

/** How many cancelled and past bookings My Appointments shows (latest first). */
export const PAST_APPOINTMENTS_SHOWN = 50;

/**
 * My Appointments: bookings made while signed in or with the account's verified e-mail, each
 * saying where its fee stands in the words every channel uses (`paymentWording`), upcoming ones
 * manageable, cancelled and past ones readable (the manage page shows them without change or
 * cancel). Only bookings: an attempt whose payment never held money is not listed (ADR 0035).
 */
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
    const user = await this.signedIn(request);
    const now = this.clock.now();
    return this.items(await this.appointments.upcomingForPatient(user.id, user.email, now), now, requestLocale(request));
  }

  @Get('past')
  @ApiContract({
    summary:
      "The signed-in user's cancelled and past bookings, latest first (at most 50), each with what happened to its fee (`payment`: part kept and the rest released, refunded, released, nothing taken) and a manage token that opens it read-only.",
    responses: { 200: { description: 'The bookings, latest first (empty when none).', schema: myAppointmentsSchema } },
    errors: { 401: '`unauthorized`: not signed in.' },
  })
  async past(@Req() request: FastifyRequest): Promise<MyAppointments> {
    const user = await this.signedIn(request);
    const now = this.clock.now();
    return this.items(await this.appointments.pastForPatient(user.id, user.email, now, PAST_APPOINTMENTS_SHOWN), now, requestLocale(request));
  }

  private async signedIn(request: FastifyRequest) {
    const user = await request.currentUser();
    if (!user) throw new DomainError('Please sign in.', CommonErrorCode.Unauthorized, 401);
    return user;
  }

  /** The list's items, their words in `locale`; the manage page then offers what the e-mailed link does (same token, same rules). */
  private async items(rows: PatientBookingRow[], now: Date, locale: Locale): Promise<MyAppointments> {
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
      payment: paymentView(r, locale),
      state: stateView(patientStateOf(r, now, locale)),
      patientName: r.patient_name,
      manageToken: tokens[i],
    }));
  }
}

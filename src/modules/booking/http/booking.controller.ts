import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Clock, toLondonIso } from '../../../shared/clock/clock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { PatientAppointmentsRepository } from '../repositories/patient-appointments.repository.js';
import { BOOKED_FOR_NAME_MAX, BOOKING_MESSAGES, DEFAULT_HOLD_MINUTES, HOLD_EXTENSION_MINUTES } from '../booking.constants.js';
import { emailProblem } from '../rules/booking.rules.js';
import { RobotCheck, ScreeningProofs, ukPhoneField } from '../../search/index.js';
import { checkPostcode } from '../../search/rules/postcode.rules.js';
import { SCREENING_PROOF_MAX_LENGTH } from '../../search/rules/screening-proof.rules.js';
import { SEARCH_MESSAGES } from '../../search/search.constants.js';
import { bearer, BookingTokens } from '../services/booking-tokens.js';
import { bookedForProblems, consentProblems, storedBookedFor } from '../rules/checkout-consent.rules.js';
import { CheckoutCommand } from '../commands/checkout.handler.js';
import { ExtendHoldCommand } from '../commands/extend-hold.handler.js';
import { HoldSlotCommand } from '../commands/hold-slot.handler.js';
import { RecordPaymentResultCommand } from '../commands/record-payment-result.handler.js';
import { ReleaseHoldCommand } from '../commands/release-hold.handler.js';
import { ChangeLocaleCommand } from '../commands/change-locale.handler.js';
import { ManageTokens } from '../services/manage-tokens.js';
import { type Locale, LOCALES } from '../../site/languages.constants.js';
import { requestLocale } from '../../site/index.js';
import { patientStateOf, stateView } from '../rules/patient-state.rules.js';
import {
  type AppointmentView,
  appointmentViewSchema,
  type CheckoutAnswer,
  checkoutAnswerSchema,
  type HoldAnswer,
  holdAnswerSchema,
  type HoldExtended,
  holdExtendedSchema,
  type PaymentResult,
  paymentResultSchema,
} from './booking.schemas.js';
import { appointmentNotFound } from '../booking.errors.js';
import { CommonErrorCode } from '../../../shared/errors/common.errors.js';
import { postcodeRefused } from '../../search/search.errors.js';

const idParam = z.object({ id: z.uuid({ error: 'Not found.' }) });
const localeField = z.enum(LOCALES, { error: 'Choose English (en-GB) or Welsh (cy).' });
const holdBody = z
  .object({
    slotId: z.uuid({ error: BOOKING_MESSAGES.slotNoLongerAvailable }),
    patient: z
      .object({
        name: z.string({ error: SEARCH_MESSAGES.nameRequired }).trim().min(1, SEARCH_MESSAGES.nameRequired).max(120),
        phone: ukPhoneField,
        // The postcode rule runs after (as in search), so a refusal carries the rule's own code.
        postcode: z.string({ error: SEARCH_MESSAGES.postcodeRequired }).trim().min(1, SEARCH_MESSAGES.postcodeRequired).max(12, SEARCH_MESSAGES.postcodeInvalid),
        issue: z.string().trim().max(1000).default(''),
      })
      .strict(),
    robotToken: z.string().max(4000).optional(),
    // The search's proof that this patient answered "none of these" to the emergency signs. Optional
    // here so that a missing or odd one gets `screening_required` from the check, not zod's 400; `meta`
    // tells the OpenAPI document what the check requires.
    screening: z
      .unknown()
      .optional()
      .meta({
        type: 'string',
        maxLength: SCREENING_PROOF_MAX_LENGTH,
        description: "The `screening` of this patient's search (POST /api/search with `redFlags: []`): proof that the emergency question was answered. Short-lived; search again for a new one.",
      }),
  })
  .strict()
  .meta({ required: ['slotId', 'patient', 'screening'] });
// textMessages: false is the payment step's "Don't send me text messages"; texts are on by default.
// acceptTerms and over16 are the step's two required boxes: each must be true. The
// e-mail and both boxes are checked together, so one answer names every field to fix.
// patient (who the appointment is for) is absent when the person booking is the patient; a child
// under 16 also needs guardian: true. Checked with the rest, by the same rule as the handler's.
const checkoutBody = z
  .object({
    // Optional here so a missing one gets its own message from the check below, not zod's; `meta`
    // tells the OpenAPI document what the check requires.
    email: z.unknown().optional().meta({ type: 'string', description: "The e-mail of the person booking (the patient, or who books for them): the confirmation goes there." }),
    textMessages: z.boolean({ error: 'Choose whether we may text you.' }).optional(),
    acceptTerms: z.unknown().optional().meta({ type: 'boolean', enum: [true], description: 'The Booking Terms are accepted.' }),
    over16: z.unknown().optional().meta({ type: 'boolean', enum: [true], description: 'The person booking (the patient, or the parent or guardian booking for a child) is 16 or over.' }),
    patient: z
      .unknown()
      .optional()
      .meta({
        type: 'object',
        description: 'Who the appointment is for, when it is not the person booking (absent: the person booking is the patient). The name, phone and e-mail of the hold and checkout stay the person booking, whom we contact.',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: BOOKED_FOR_NAME_MAX, description: "The patient's full name." },
          under16: { type: 'boolean', description: 'The patient is under 16: then `guardian` must be true.' },
        },
        required: ['name', 'under16'],
        additionalProperties: false,
      }),
    guardian: z
      .unknown()
      .optional()
      .meta({ type: 'boolean', enum: [true], description: 'The person booking is the parent or guardian of the patient under 16 and will come with them. Required (true) when `patient.under16` is true; read only then.' }),
    // The language the patient booked in; absent is the request's (Accept-Language).
    locale: localeField
      .optional()
      .meta({
        description:
          "The language the patient booked in, which their e-mails, texts and calendar file speak: `en-GB` (English) or `cy` (Welsh). When absent, the request's language: `cy` when Accept-Language asks for Welsh before English, else `en-GB`. While the Welsh pages are not offered (WELSH_PAGES=off) `en-GB` is stored whatever is asked. The patient can change it later (PUT /api/appointments/{id}/locale).",
      }),
  })
  .strict()
  .meta({ required: ['email', 'acceptTerms', 'over16'] })
  .check((ctx) => {
    const { email, acceptTerms, over16, patient, guardian } = ctx.value;
    const problem = emailProblem(email);
    const problems: Record<string, string> = { ...(problem && { email: problem }), ...consentProblems(acceptTerms, over16), ...bookedForProblems(patient, guardian) };
    for (const [field, message] of Object.entries(problems)) ctx.issues.push({ code: 'custom', message, path: field.split('.'), input: undefined });
  });
const localeBody = z
  .object({ locale: localeField.meta({ description: "The booking's language from now on: `en-GB` (English) or `cy` (Welsh)." }) })
  .strict();
const paymentBody = z.object({ paymentIntentId: z.string({ error: 'The payment reference is missing.' }).min(3).max(200) }).strict();

const needToken = (request: FastifyRequest) => {
  const token = bearer(request.headers.authorization);
  if (!token) throw new DomainError('This booking link is missing its access token.', CommonErrorCode.Unauthorized, 401);
  return token;
};

/** The patient's booking flow (ARCHITECTURE.md section 5). */
@ApiTags('booking')
@Controller('api')
export class BookingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: BookingTokens,
    private readonly appointments: PatientAppointmentsRepository,
    private readonly robot: RobotCheck,
    private readonly screening: ScreeningProofs,
    private readonly clock: Clock,
    private readonly manageTokens: ManageTokens,
  ) {}

  @Post('holds')
  @ApiContract({
    summary: `Hold a slot while the patient pays, for HOLD_MINUTES (configured; ${DEFAULT_HOLD_MINUTES} minutes by default): \`expiresAt\` says until when. Requires the \`screening\` proof of this patient's search: no time is held for a patient who was not asked the emergency question.`,
    body: holdBody,
    responses: { 201: { description: 'The hold; `holdToken` is its Bearer token for extend, release and checkout.', schema: holdAnswerSchema } },
    errors: {
      400: '`validation` (`fields` names them; a phone search would refuse), the postcode\'s `postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb` (`fields["patient.postcode"]`), `screening_required` (`screening` absent, malformed, forged, expired or another patient\'s: search again with `redFlags: []`; nothing held), `robot_token_missing`, `robot_check_failed`.',
      404: '`slot_not_found`: no such slot.',
      409: '`slot_taken`: someone else holds or booked it, or it is blocked.',
      429: '`too_many_holds`: past the live holds one client or phone may keep.',
    },
  })
  async hold(@Body(new ZodValidationPipe(holdBody)) body: z.infer<typeof holdBody>, @Req() request: FastifyRequest): Promise<HoldAnswer> {
    const postcode = checkPostcode(body.patient.postcode);
    if (!postcode.ok) throw postcodeRefused(postcode, 'patient.postcode');
    const patient = { ...body.patient, postcode: postcode.postcode };
    // Before the robot check and the slot: a patient who was not asked the emergency question (or
    // whose answer is too old) is held nothing, and nothing is written.
    await this.screening.verify(body.screening, patient);
    await this.robot.verify(body.robotToken, request.ip);
    return this.commands.execute(new HoldSlotCommand(body.slotId, patient, { ip: request.ip }));
  }

  @Post('holds/:id/extend')
  @HttpCode(200)
  @ApiContract({
    token: 'holdToken',
    summary: `Extend a hold once by ${HOLD_EXTENSION_MINUTES} minutes (Authorization: Bearer holdToken).`,
    params: idParam,
    responses: { 200: { description: 'The hold and its new expiry.', schema: holdExtendedSchema } },
    errors: {
      400: '`validation`: the id is not a UUID.',
      401: '`unauthorized`: no Bearer token.',
      409: '`hold_not_extendable`: already extended, run out, released, paid, unknown or a wrong token.',
    },
  })
  extend(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Req() request: FastifyRequest): Promise<HoldExtended> {
    return this.commands.execute(new ExtendHoldCommand(p.id, needToken(request)));
  }

  @Delete('holds/:id')
  @HttpCode(204)
  @ApiContract({
    token: 'holdToken',
    summary: 'Release a hold (Authorization: Bearer holdToken): the slot is open again at once and an unpaid appointment of the hold cancelled.',
    params: idParam,
    responses: { 204: { description: 'Released; the same again once released or expired.', schema: null } },
    errors: {
      400: '`validation`: the id is not a UUID.',
      401: '`unauthorized`: no Bearer token.',
      404: '`hold_not_found`: an unknown hold or a wrong token.',
      409: '`hold_paid`: its payment went through (or is on its way): the booking stands.',
    },
  })
  async release(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Req() request: FastifyRequest): Promise<void> {
    await this.commands.execute(new ReleaseHoldCommand(p.id, needToken(request)));
  }

  @Post('holds/:id/checkout')
  @ApiContract({
    token: 'holdToken',
    summary:
      'Create the appointment and its payment (Authorization: Bearer holdToken). The accepted Booking Terms version and the time are stored with the appointment (a repeated checkout answers the same appointment and keeps the first consent).',
    params: idParam,
    body: checkoutBody,
    responses: { 201: { description: 'The appointment and its payment intent; `accessToken` is the Bearer token of /api/appointments/{id}.', schema: checkoutAnswerSchema } },
    errors: {
      400: '`validation` with `fields.email`, `fields.acceptTerms`, `fields.over16` (both boxes must be true), `fields.textMessages`, `fields.locale` (not `en-GB` or `cy`), and for someone else `fields["patient.name"]`, `fields["patient.under16"]`, `fields.patient` (not `{name, under16}`) and `fields.guardian` (a patient under 16 without `guardian: true`); nothing stored.',
      401: '`unauthorized`: no Bearer token.',
      409: '`hold_expired`: the hold ran out, was released, or is unknown to this token.',
    },
  })
  async checkout(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Body(new ZodValidationPipe(checkoutBody)) body: z.infer<typeof checkoutBody>, @Req() request: FastifyRequest): Promise<CheckoutAnswer> {
    const user = await request.currentUser().catch(() => undefined);
    const consent = { acceptTerms: body.acceptTerms, over16: body.over16, patient: body.patient, guardian: body.guardian };
    // No `locale` given: the language of the page the patient booked on.
    return this.commands.execute(new CheckoutCommand(p.id, needToken(request), body.email, user?.id ?? null, consent, body.textMessages ?? true, body.locale ?? requestLocale(request)));
  }

  @Post('appointments/:id/payment')
  @HttpCode(200)
  @ApiContract({
    token: 'accessToken',
    summary: "Record the payment's real status, asked of the gateway (Authorization: Bearer accessToken); never what the browser says.",
    params: idParam,
    body: paymentBody,
    responses: { 200: { description: 'Where the appointment and its payment stand; `paymentError` is the card\'s refusal.', schema: paymentResultSchema } },
    errors: {
      400: '`validation`: the id or `paymentIntentId`.',
      404: '`appointment_not_found`: unknown, or a missing or wrong token.',
      409: '`payment_mismatch`: not this appointment\'s payment; `slot_taken`: the hold ran out and the slot went to someone else, so the money is returned.',
    },
  })
  async payment(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Body(new ZodValidationPipe(paymentBody)) body: z.infer<typeof paymentBody>, @Req() request: FastifyRequest): Promise<PaymentResult> {
    if (!(await this.tokens.verify(p.id, bearer(request.headers.authorization)))) throw appointmentNotFound();
    return this.commands.execute(new RecordPaymentResultCommand(p.id, body.paymentIntentId, 'patient'));
  }

  @Get('appointments/:id')
  @ApiContract({
    token: 'accessToken',
    summary: 'One appointment for its patient (Authorization: Bearer accessToken) or an admin: the confirmation page.',
    params: idParam,
    responses: { 200: { description: 'The appointment with its practice.', schema: appointmentViewSchema } },
    errors: {
      400: '`validation`: the id is not a UUID.',
      404: '`appointment_not_found`: unknown, or a missing or wrong token.',
    },
  })
  async get(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Req() request: FastifyRequest): Promise<AppointmentView> {
    const user = await request.currentUser().catch(() => undefined);
    const allowed = user?.role === 'admin' || (await this.tokens.verify(p.id, bearer(request.headers.authorization)));
    if (!allowed) throw appointmentNotFound();
    return this.view(p.id, requestLocale(request));
  }

  @Put('appointments/:id/locale')
  @HttpCode(200)
  @ApiContract({
    token: 'accessToken',
    summary:
      "Change the booking's language (Authorization: Bearer accessToken, or the manage link's token for this appointment: the manage page's switch). The e-mails, texts and calendar files sent from now on are written in it; asking for the language it has changes nothing.",
    params: idParam,
    body: localeBody,
    responses: { 200: { description: 'The appointment, as GET /api/appointments/{id} answers it, with its new `locale`.', schema: appointmentViewSchema } },
    errors: {
      400: '`validation`: the id is not a UUID, or `fields.locale` (not `en-GB` or `cy`); nothing changed.',
      401: "`manage_link_invalid`: a manage link's token that is not ours; `gate_required`: the site is protected and its password was not given.",
      404: "`appointment_not_found`: unknown, or a missing or wrong token (another appointment's included).",
      410: "`manage_link_expired`: the manage link's token is older than its days.",
    },
  })
  async changeLocale(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Body(new ZodValidationPipe(localeBody)) body: z.infer<typeof localeBody>, @Req() request: FastifyRequest): Promise<AppointmentView> {
    if (!(await this.patientsOwn(p.id, request))) throw appointmentNotFound();
    await this.commands.execute(new ChangeLocaleCommand(p.id, body.locale));
    return this.view(p.id, requestLocale(request));
  }

  /**
   * Whether the caller holds this appointment's own token: checkout's access token (the confirmation
   * page), or the manage link's token for this appointment (the manage page, which has no other).
   * A manage token, the only kind with a dot, that is forged or expired gets the manage routes' own
   * 401 or 410; one for another appointment is refused like a wrong token.
   */
  private async patientsOwn(appointmentId: string, request: FastifyRequest): Promise<boolean> {
    const token = bearer(request.headers.authorization);
    if (await this.tokens.verify(appointmentId, token)) return true;
    if (!token?.includes('.')) return false;
    return (await this.manageTokens.verify(token, this.clock.now())) === appointmentId;
  }

  /** The confirmation page's appointment, for its patient, its words in `locale` (the page's, not the booking's). */
  private async view(id: string, locale: Locale): Promise<AppointmentView> {
    const a = await this.appointments.findWithPractice(id);
    if (!a) throw appointmentNotFound();
    return {
      id: a.id,
      reference: a.reference,
      status: a.status,
      paymentStatus: a.payment_status,
      paymentError: a.payment_error ?? null,
      emailStatus: a.email_status,
      startTime: toLondonIso(new Date(a.starts_at)),
      endTime: toLondonIso(new Date(a.ends_at)),
      amountPence: a.amount_pence,
      practice: { id: a.practice_id, name: a.practice_name, address: { line1: a.address_line1, line2: a.address_line2, city: a.city, postcode: a.postcode }, phone: a.practice_phone, latitude: a.latitude === null ? null : Number(a.latitude), longitude: a.longitude === null ? null : Number(a.longitude) },
      patient: { name: a.patient_name, email: a.patient_email },
      bookedFor: storedBookedFor(a),
      state: stateView(patientStateOf(a, this.clock.now(), locale)),
      locale: a.locale,
    };
  }
}

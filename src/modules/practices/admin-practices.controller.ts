import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../identity/index.js';
import { z } from 'zod';
import { DomainError } from '../../shared/errors/domain-error.js';
import { checkPostcode } from '../search/rules/postcode.rules.js';
import { PRACTICE_MESSAGES } from './practices.constants.js';
import { ApiContract } from '../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PracticesService } from './practices.service.js';
import {
  idParamSchema,
  listedPracticeSchema,
  operativeInputSchema,
  operativeListSchema,
  operativeViewSchema,
  type PracticeInput,
  practiceImportAnswerSchema,
  practiceImportBodySchema,
  practiceImportRefusal,
  practiceInputSchema,
  practiceLocationSchema,
  practiceRemovedSchema,
  practicesPageQuerySchema,
  practicesPageSchema,
  practiceViewSchema,
  sampleImportAnswerSchema,
} from './practices.schemas.js';
import { PracticesErrorCode } from './practices.errors.js';
import { postcodeRefused } from '../search/search.errors.js';

type IdParam = z.infer<typeof idParamSchema>;
const locateQuerySchema = z.object({ postcode: z.string().max(12) }).strict();
const POSTCODE_REFUSALS = '`postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb` (`fields.postcode`)';
const FIELD_ERRORS = '`validation`: a field to fix (`fields` names it; a bad `id` too).';
const NOT_FOUND = '`practice_not_found`: no such practice, or it is archived.';
const BAD_ID = '`validation`: `id` is not a UUID.';
const actorOf = async (request: FastifyRequest) => (await requireAdmin(request)).id;

/** The Practices tab. Every /api/admin route is behind the admin session (identity access hooks). */
@ApiTags('admin')
@Controller('api/admin/practices')
export class AdminPracticesController {
  constructor(private readonly practices: PracticesService) {}

  @Get()
  @ApiContract({
    summary: 'Every practice with operatives and the next available slot in 7 days (null when none); the portal pages with GET /api/admin/practices/page.',
    responses: { 200: { description: 'Active practices by name.', schema: z.array(listedPracticeSchema) } },
  })
  list() {
    return this.practices.list();
  }

  @Get('page')
  @ApiContract({
    summary: 'One page of practices by name, searched by name, city or postcode, each with its operatives and next slot.',
    query: practicesPageQuerySchema,
    responses: { 200: { description: 'The page and the cursor of the next (null on the last).', schema: practicesPageSchema } },
    errors: { 400: '`validation`: `q` over 100 characters, a `cursor` changed or expired, or `limit` outside 1 to 100.' },
  })
  page(@Query(new ZodValidationPipe(practicesPageQuerySchema)) q: z.infer<typeof practicesPageQuerySchema>) {
    return this.practices.page(q);
  }

  @Post()
  @ApiContract({
    summary: "Add a practice (coordinates from the postcode when none are given). Takes the flat fields, or the spec's address.*, contact.* and coords.{lat,lng}.",
    body: practiceInputSchema,
    responses: { 201: { description: 'The practice added.', schema: practiceViewSchema } },
    errors: { 400: FIELD_ERRORS },
  })
  create(@Body(new ZodValidationPipe(practiceInputSchema)) body: PracticeInput, @Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.create(body, actor));
  }

  @Get('locate')
  @ApiContract({
    summary: "Where a postcode is, for the practice form: the postcode's own point, else its district's centroid (approximate: true).",
    query: locateQuerySchema,
    responses: { 200: { description: 'The point.', schema: practiceLocationSchema } },
    errors: { 400: `\`validation\` (over 12 characters), ${POSTCODE_REFUSALS}.`, 404: '`location_unknown`: neither the postcode nor its district is known.' },
  })
  async locate(@Query(new ZodValidationPipe(locateQuerySchema)) query: z.infer<typeof locateQuerySchema>) {
    const postcode = checkPostcode(query.postcode);
    if (!postcode.ok) throw postcodeRefused(postcode);
    const found = await this.practices.locate(postcode.postcode);
    if (!found) throw new DomainError(PRACTICE_MESSAGES.locationUnknown, PracticesErrorCode.LocationUnknown, 404, { postcode: PRACTICE_MESSAGES.locationUnknown });
    return found;
  }

  @Post('import')
  @ApiContract({
    summary: 'Import a JSON array or object (or {json:"<pasted text>"}), 1 to 500 practices; all or nothing.',
    body: practiceImportBodySchema,
    responses: { 201: { description: 'How many were added, and each.', schema: practiceImportAnswerSchema } },
    errors: { 400: '`validation`: text that is not JSON, no or over 500 items, or the first bad item and field (`fields` keys are `<index>.<field>`).' },
  })
  import(@Body(new ZodValidationPipe(practiceImportBodySchema, practiceImportRefusal)) practices: PracticeInput[], @Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.import(practices, actor));
  }

  @Post('sample')
  @ApiContract({
    summary: 'Add the ten sample practices with two operatives each; idempotent.',
    responses: { 201: { description: 'How many were added (0 when all were there) of how many samples.', schema: sampleImportAnswerSchema } },
  })
  sample(@Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.importSamples(actor));
  }

  @Put(':id')
  @ApiContract({
    summary: 'Update a practice.',
    params: idParamSchema,
    body: practiceInputSchema,
    responses: { 200: { description: 'The practice as saved.', schema: practiceViewSchema } },
    errors: { 400: FIELD_ERRORS, 404: NOT_FOUND },
  })
  update(
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
    @Body(new ZodValidationPipe(practiceInputSchema)) body: PracticeInput,
    @Req() request: FastifyRequest,
  ) {
    return actorOf(request).then((actor) => this.practices.update(params.id, body, actor));
  }

  @Delete(':id')
  @ApiContract({
    summary: 'Delete a practice, or archive it when it has history (appointments or holds).',
    params: idParamSchema,
    responses: { 200: { description: 'Which of the two happened.', schema: practiceRemovedSchema } },
    errors: { 400: BAD_ID, 404: NOT_FOUND, 409: '`practice_has_bookings`: upcoming held or booked slots.' },
  })
  remove(@Param(new ZodValidationPipe(idParamSchema)) params: IdParam, @Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.remove(params.id, actor));
  }

  @Get(':id/operatives')
  @ApiContract({
    summary: "A practice's operatives, by name.",
    params: idParamSchema,
    responses: { 200: { description: 'The operatives.', schema: operativeListSchema } },
    errors: { 400: BAD_ID, 404: NOT_FOUND },
  })
  operatives(@Param(new ZodValidationPipe(idParamSchema)) params: IdParam) {
    return this.practices.operatives(params.id);
  }

  @Post(':id/operatives')
  @HttpCode(201)
  @ApiContract({
    summary: 'Add an operative to a practice.',
    params: idParamSchema,
    body: operativeInputSchema,
    responses: { 201: { description: 'The operative added.', schema: operativeViewSchema } },
    errors: { 400: FIELD_ERRORS, 404: NOT_FOUND },
  })
  addOperative(
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
    @Body(new ZodValidationPipe(operativeInputSchema)) body: z.infer<typeof operativeInputSchema>,
    @Req() request: FastifyRequest,
  ) {
    return actorOf(request).then((actor) => this.practices.addOperative(params.id, body, actor));
  }
}

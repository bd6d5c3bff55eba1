import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../identity/index.js';
import { z } from 'zod';
import { DomainError } from '../../shared/errors/domain-error.js';
import { checkPostcode } from '../search/postcode.rules.js';
import { PRACTICE_MESSAGES } from './practices.constants.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PracticesService } from './practices.service.js';
import { idParamSchema, operativeInputSchema, type PracticeInput, practiceInputSchema, practicesPageQuerySchema } from './practices.schemas.js';

type IdParam = z.infer<typeof idParamSchema>;
const locateQuerySchema = z.object({ postcode: z.string().max(12) }).strict();
const actorOf = async (request: FastifyRequest) => (await requireAdmin(request)).id;

/** The Practices tab. Every /api/admin route is behind the admin session (identity access hooks). */
@ApiTags('admin')
@Controller('api/admin/practices')
export class AdminPracticesController {
  constructor(private readonly practices: PracticesService) {}

  @Get()
  @ApiOperation({ summary: 'Every practice with operatives and the next available slot in 7 days (null when none); the portal pages with GET /api/admin/practices/page.' })
  list() {
    return this.practices.list();
  }

  @Get('page')
  @ApiOperation({ summary: 'One page of practices by name ({items, nextCursor}), searched by name, city or postcode, each with its operatives and next slot.' })
  page(@Query(new ZodValidationPipe(practicesPageQuerySchema)) q: z.infer<typeof practicesPageQuerySchema>) {
    return this.practices.page(q);
  }

  @Post()
  @ApiOperation({ summary: 'Add a practice (coordinates from the postcode when none are given).' })
  create(@Body(new ZodValidationPipe(practiceInputSchema)) body: PracticeInput, @Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.create(body, actor));
  }

  @Get('locate')
  @ApiOperation({
    summary:
      "Where a postcode is, for the practice form: {latitude, longitude, approximate} (the postcode's own point, else its district's centroid, approximate: true); 400 invalid, 404 location_unknown.",
  })
  async locate(@Query(new ZodValidationPipe(locateQuerySchema)) query: z.infer<typeof locateQuerySchema>) {
    const postcode = checkPostcode(query.postcode);
    if (!postcode.ok) throw new DomainError(postcode.message, postcode.code, 400, { postcode: postcode.message });
    const found = await this.practices.locate(postcode.postcode);
    if (!found) throw new DomainError(PRACTICE_MESSAGES.locationUnknown, 'location_unknown', 404, { postcode: PRACTICE_MESSAGES.locationUnknown });
    return found;
  }

  @Post('import')
  @ApiOperation({ summary: 'Import a JSON array or object (or {json:"<pasted text>"}); all or nothing.' })
  import(@Body() body: unknown, @Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.import(body, actor));
  }

  @Post('sample')
  @ApiOperation({ summary: 'Add the ten sample practices with two operatives each; idempotent.' })
  sample(@Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.importSamples(actor));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a practice.' })
  update(
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
    @Body(new ZodValidationPipe(practiceInputSchema)) body: PracticeInput,
    @Req() request: FastifyRequest,
  ) {
    return actorOf(request).then((actor) => this.practices.update(params.id, body, actor));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete (or archive, with past appointments) a practice; 409 with upcoming bookings.' })
  remove(@Param(new ZodValidationPipe(idParamSchema)) params: IdParam, @Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.remove(params.id, actor));
  }

  @Get(':id/operatives')
  @ApiOperation({ summary: "A practice's operatives." })
  operatives(@Param(new ZodValidationPipe(idParamSchema)) params: IdParam) {
    return this.practices.operatives(params.id);
  }

  @Post(':id/operatives')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an operative to a practice.' })
  addOperative(
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
    @Body(new ZodValidationPipe(operativeInputSchema)) body: z.infer<typeof operativeInputSchema>,
    @Req() request: FastifyRequest,
  ) {
    return actorOf(request).then((actor) => this.practices.addOperative(params.id, body, actor));
  }
}

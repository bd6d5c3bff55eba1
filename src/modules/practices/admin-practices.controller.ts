import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../identity/access-hooks.js';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PracticesService } from './practices.service.js';
import { idParamSchema, operativeInputSchema, type PracticeInput, practiceInputSchema } from './practices.schemas.js';

type IdParam = z.infer<typeof idParamSchema>;
const actorOf = async (request: FastifyRequest) => (await requireAdmin(request)).id;

/** The Practices tab. Every /api/admin route is behind the admin session (identity access hooks). */
@ApiTags('admin')
@Controller('api/admin/practices')
export class AdminPracticesController {
  constructor(private readonly practices: PracticesService) {}

  @Get()
  @ApiOperation({ summary: 'Practices with operatives and the next available slot in 7 days (null when none).' })
  list() {
    return this.practices.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add a practice (coordinates from the postcode when none are given).' })
  create(@Body(new ZodValidationPipe(practiceInputSchema)) body: PracticeInput, @Req() request: FastifyRequest) {
    return actorOf(request).then((actor) => this.practices.create(body, actor));
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

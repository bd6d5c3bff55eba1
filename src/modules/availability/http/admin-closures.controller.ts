import { Body, Controller, Delete, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../../identity/index.js';
import { z } from 'zod';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { CLOSURE_MESSAGES as M } from '../availability.constants.js';
import {
  bankHolidaysAppliedSchema,
  bankHolidaysBody,
  closureBody,
  closureCreatedSchema,
  closureListSchema,
  closurePracticeId,
  closureRemovedSchema,
} from './availability.schemas.js';
import { ClosuresService } from '../commands/closures.service.js';
import { DatesWithinWindow } from './dates-within-window.pipe.js';

const listQuery = z.object({ practiceId: closurePracticeId.optional() });
const idParam = z.object({ id: z.uuid({ error: M.notFound }) });
const actorOf = async (request: FastifyRequest) => (await requireAdmin(request)).id;

/** Closures in the Availability tab (ADR 0024). */
@ApiTags('admin')
@Controller('api/admin/closures')
export class AdminClosuresController {
  constructor(private readonly closures: ClosuresService) {}

  @Get()
  @ApiContract({
    summary: 'Current and future closures (optionally of one practice), each with the bookings and holds inside it.',
    query: listQuery,
    responses: { 200: { description: 'Closures by first day, then practice name.', schema: closureListSchema } },
    errors: { 400: '`validation`: `practiceId` is not a UUID.' },
  })
  list(@Query(new ZodValidationPipe(listQuery)) q: z.infer<typeof listQuery>) {
    return this.closures.list(q.practiceId);
  }

  @Post()
  @ApiContract({
    summary: 'Close a practice or one operative for a date range: open slots blocked, bookings inside listed.',
    body: closureBody,
    responses: { 201: { description: 'The closure, how many open slots it blocked, and the bookings and holds inside it.', schema: closureCreatedSchema } },
    errors: {
      400: '`validation`: a field, the dates (order, past start, over 366 days, outside the window; `fields` names them).',
      404: '`practice_not_found`, `operative_not_found` (not of this practice).',
      409: '`closure_exists`: the same scope and dates are closed already.',
    },
  })
  async create(@Body(new ZodValidationPipe(closureBody), DatesWithinWindow('startsOn', 'endsOn')) body: z.infer<typeof closureBody>, @Req() request: FastifyRequest) {
    return this.closures.create(body, await actorOf(request));
  }

  @Post('bank-holidays')
  @ApiContract({
    summary: 'Add every upcoming bank holiday of England and Wales or of Scotland as a closure of the practice (existing ones kept).',
    body: bankHolidaysBody,
    responses: { 201: { description: 'How many closures were added and slots blocked, and the bookings and holds inside them.', schema: bankHolidaysAppliedSchema } },
    errors: { 400: '`validation`: `practiceId` or `region`.', 404: '`practice_not_found`.' },
  })
  async bankHolidays(@Body(new ZodValidationPipe(bankHolidaysBody)) body: z.infer<typeof bankHolidaysBody>, @Req() request: FastifyRequest) {
    return this.closures.applyBankHolidays(body.practiceId, body.region, await actorOf(request));
  }

  @Delete(':id')
  @ApiContract({
    summary: 'End a closure (its blocked slots stay blocked until opened in the editor).',
    params: idParam,
    responses: { 200: { description: 'The closure is gone.', schema: closureRemovedSchema } },
    errors: { 400: '`validation`: `id` is not a UUID.', 404: '`closure_not_found`.' },
  })
  async remove(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Req() request: FastifyRequest) {
    return this.closures.remove(p.id, await actorOf(request));
  }
}

import { Body, Controller, Delete, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../identity/index.js';
import { z } from 'zod';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { CLOSURE_MESSAGES as M } from './availability.constants.js';
import { bankHolidaysBody, closureBody, closurePracticeId } from './availability.schemas.js';
import { ClosuresService } from './closures.service.js';
import { DatesWithinWindow } from './dates-within-window.pipe.js';

const listQuery = z.object({ practiceId: closurePracticeId.optional() });
const idParam = z.object({ id: z.uuid({ error: M.notFound }) });
const actorOf = async (request: FastifyRequest) => (await requireAdmin(request)).id;

/** Closures in the Availability tab (issue #12). */
@ApiTags('admin')
@Controller('api/admin/closures')
export class AdminClosuresController {
  constructor(private readonly closures: ClosuresService) {}

  @Get()
  @ApiOperation({ summary: 'Current and future closures (optionally of one practice), each with the bookings and holds inside it.' })
  list(@Query(new ZodValidationPipe(listQuery)) q: z.infer<typeof listQuery>) {
    return this.closures.list(q.practiceId);
  }

  @Post()
  @ApiOperation({ summary: 'Close a practice or one operative for a date range: open slots blocked, bookings inside listed.' })
  async create(@Body(new ZodValidationPipe(closureBody), DatesWithinWindow('startsOn', 'endsOn')) body: z.infer<typeof closureBody>, @Req() request: FastifyRequest) {
    return this.closures.create(body, await actorOf(request));
  }

  @Post('bank-holidays')
  @ApiOperation({ summary: "Add every upcoming bank holiday of England and Wales or of Scotland as a closure of the practice." })
  async bankHolidays(@Body(new ZodValidationPipe(bankHolidaysBody)) body: z.infer<typeof bankHolidaysBody>, @Req() request: FastifyRequest) {
    return this.closures.applyBankHolidays(body.practiceId, body.region, await actorOf(request));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'End a closure (its blocked slots stay blocked until opened in the editor).' })
  async remove(@Param(new ZodValidationPipe(idParam)) p: z.infer<typeof idParam>, @Req() request: FastifyRequest) {
    return this.closures.remove(p.id, await actorOf(request));
  }
}

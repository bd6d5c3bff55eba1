import { Body, Controller, Get, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../identity/index.js';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { editorQuerySchema, generateSchema, saveAvailabilitySchema } from './availability.schemas.js';
import { AvailabilityService } from './availability.service.js';
import { DatesWithinWindow } from './dates-within-window.pipe.js';

/** The Availability tab's editor. */
@ApiTags('admin')
@Controller('api/admin/availability')
export class AdminAvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @ApiOperation({ summary: "One operative's day: each slot Available/Unavailable, locked when held or booked." })
  day(@Query(new ZodValidationPipe(editorQuerySchema), DatesWithinWindow('date')) q: z.infer<typeof editorQuerySchema>) {
    return this.availability.editorDay(q.practiceId, q.operativeId, q.date);
  }

  @Post('generate')
  @ApiOperation({ summary: 'Preview the slots a plan would create (Generate Slots), without saving.' })
  generate(@Body(new ZodValidationPipe(generateSchema), DatesWithinWindow('date')) body: z.infer<typeof generateSchema>) {
    return this.availability.generate(body);
  }

  @Put()
  @ApiOperation({ summary: 'Save availability: create the plan (one day or recurring) and apply the grid; never changes a held or booked slot (409).' })
  async save(@Body(new ZodValidationPipe(saveAvailabilitySchema), DatesWithinWindow('date')) body: z.infer<typeof saveAvailabilitySchema>, @Req() request: FastifyRequest) {
    const actor = (await requireAdmin(request)).id;
    return this.availability.save(body, actor);
  }
}

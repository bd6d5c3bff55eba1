import { Body, Controller, Get, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../../identity/index.js';
import type { z } from 'zod';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import {
  editorDaySchema,
  editorQueryFields,
  editorQuerySchema,
  generatedPlanSchema,
  generateSchema,
  saveAvailabilitySchema,
  savedAvailabilitySchema,
} from './availability.schemas.js';
import { AvailabilityService } from '../commands/availability.service.js';
import { DatesWithinWindow } from './dates-within-window.pipe.js';

const SELECTION_UNKNOWN = '`practice_not_found` (or archived), `operative_not_found` (not of this practice).';

/** The Availability tab's editor. */
@ApiTags('admin')
@Controller('api/admin/availability')
export class AdminAvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @ApiContract({
    summary: "One operative's day: each slot Available/Unavailable, locked when held or booked.",
    query: editorQueryFields,
    responses: { 200: { description: 'The day, its slots by start time.', schema: editorDaySchema } },
    errors: { 400: '`validation`: a practice, operative or date missing or malformed, or a date outside the window.', 404: SELECTION_UNKNOWN },
  })
  day(@Query(new ZodValidationPipe(editorQuerySchema), DatesWithinWindow('date')) q: z.infer<typeof editorQuerySchema>) {
    return this.availability.editorDay(q.practiceId, q.operativeId, q.date);
  }

  @Post('generate')
  @ApiContract({
    summary: 'Preview the slots a plan would create (Generate Slots), without saving.',
    body: generateSchema,
    responses: { 201: { description: "The plan's slots on its first date, and its totals.", schema: generatedPlanSchema } },
    errors: { 400: '`validation`: the plan breaks a limit (hours, duration, repeat, weekdays, a past date or one outside the window; `fields` names each).' },
  })
  generate(@Body(new ZodValidationPipe(generateSchema), DatesWithinWindow('date')) body: z.infer<typeof generateSchema>) {
    return this.availability.generate(body);
  }

  @Put()
  @ApiContract({
    summary: 'Save availability: create the plan (one day or recurring) and apply the grid; never changes a held or booked slot.',
    body: saveAvailabilitySchema,
    responses: { 200: { description: 'What changed, and the day as it is now.', schema: savedAvailabilitySchema } },
    errors: {
      400: '`validation` (a field, the plan, a past date or one outside the window), `slot_missing` (a grid time with no slot).',
      404: SELECTION_UNKNOWN,
      409: '`slot_locked`: a grid choice would change a held or booked slot; nothing is saved.',
    },
  })
  async save(@Body(new ZodValidationPipe(saveAvailabilitySchema), DatesWithinWindow('date')) body: z.infer<typeof saveAvailabilitySchema>, @Req() request: FastifyRequest) {
    const actor = (await requireAdmin(request)).id;
    return this.availability.save(body, actor);
  }
}

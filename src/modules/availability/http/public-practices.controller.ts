import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { ApiContract } from '../../../shared/http/api-contract.js';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe.js';
import { PracticesService, practiceViewSchema } from '../../practices/index.js';
import { nextAvailableQuerySchema, nextAvailableSchema, practiceIdParamSchema, publicSlotsSchema, slotsQuerySchema } from './availability.schemas.js';
import { AvailabilityService } from '../commands/availability.service.js';
import { DatesWithinWindow } from './dates-within-window.pipe.js';

type IdParam = z.infer<typeof practiceIdParamSchema>;
const NOT_FOUND = '`practice_not_found`: no such practice, or it is archived.';

/** Public reads of the booking flow (behind the site gate while the site is protected). */
@ApiTags('booking')
@Controller('api/practices')
export class PublicPracticesController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly practices: PracticesService,
  ) {}

  @Get(':id')
  @ApiContract({
    summary: 'Practice details for the booking pages.',
    params: practiceIdParamSchema,
    responses: { 200: { description: 'The practice.', schema: practiceViewSchema } },
    errors: { 400: '`validation`: `id` is not a UUID.', 404: NOT_FOUND },
  })
  get(@Param(new ZodValidationPipe(practiceIdParamSchema)) params: IdParam) {
    return this.practices.get(params.id);
  }

  @Get(':id/slots')
  @ApiContract({
    summary: 'Bookable slots of a London date (today: only after now), sorted.',
    params: practiceIdParamSchema,
    query: slotsQuerySchema,
    responses: { 200: { description: 'The date and its bookable slots (empty when none).', schema: publicSlotsSchema } },
    errors: { 400: '`validation`: `id` or `date` malformed, a past date, or one outside the window.', 404: NOT_FOUND },
  })
  slots(@Param(new ZodValidationPipe(practiceIdParamSchema)) params: IdParam, @Query(new ZodValidationPipe(slotsQuerySchema), DatesWithinWindow('date')) q: z.infer<typeof slotsQuerySchema>) {
    return this.availability.publicSlots(params.id, q.date);
  }

  @Get(':id/next-available')
  @ApiContract({
    summary: 'The first bookable slot within `days` (default 7).',
    params: practiceIdParamSchema,
    query: nextAvailableQuerySchema,
    responses: { 200: { description: 'The slot and its London date.', schema: nextAvailableSchema } },
    errors: { 400: '`validation`: `id` is not a UUID, or `days` is not 1 to 14.', 404: `${NOT_FOUND} \`no_availability\`: no bookable slot within \`days\`.` },
  })
  next(@Param(new ZodValidationPipe(practiceIdParamSchema)) params: IdParam, @Query(new ZodValidationPipe(nextAvailableQuerySchema)) q: z.infer<typeof nextAvailableQuerySchema>) {
    return this.availability.nextAvailable(params.id, q.days);
  }
}

import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PracticesService } from '../practices/index.js';
import { nextAvailableQuerySchema, practiceIdParamSchema, slotsQuerySchema } from './availability.schemas.js';
import { AvailabilityService } from './availability.service.js';
import { DatesWithinWindow } from './dates-within-window.pipe.js';

type IdParam = z.infer<typeof practiceIdParamSchema>;

/** Public reads of the booking flow (behind the site gate while the site is protected). */
@ApiTags('booking')
@Controller('api/practices')
export class PublicPracticesController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly practices: PracticesService,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: 'Practice details for the booking pages.' })
  get(@Param(new ZodValidationPipe(practiceIdParamSchema)) params: IdParam) {
    return this.practices.get(params.id);
  }

  @Get(':id/slots')
  @ApiOperation({ summary: 'Bookable slots of a London date (today: only after now), sorted.' })
  slots(@Param(new ZodValidationPipe(practiceIdParamSchema)) params: IdParam, @Query(new ZodValidationPipe(slotsQuerySchema), DatesWithinWindow('date')) q: z.infer<typeof slotsQuerySchema>) {
    return this.availability.publicSlots(params.id, q.date);
  }

  @Get(':id/next-available')
  @ApiOperation({ summary: 'The first bookable slot within `days` (default 7): {date, slot}, or 404.' })
  next(@Param(new ZodValidationPipe(practiceIdParamSchema)) params: IdParam, @Query(new ZodValidationPipe(nextAvailableQuerySchema)) q: z.infer<typeof nextAvailableQuerySchema>) {
    return this.availability.nextAvailable(params.id, q.days);
  }
}

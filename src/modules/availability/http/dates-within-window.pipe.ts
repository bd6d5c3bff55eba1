import { Inject, Injectable, mixin, type PipeTransform, type Type } from '@nestjs/common';
import { Clock } from '../../../shared/clock/clock.js';
import { ValidationError } from '../../../shared/errors/domain-error.js';
import { DATE_MESSAGES } from '../availability.constants.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Bounds the London dates of a body or query to the clock's window (DATE_WINDOW_YEARS: a year back
 * to two years ahead), after its ZodValidationPipe checked their format:
 * `@Query(new ZodValidationPipe(schema), DatesWithinWindow('date'))`. A pipe class, so Nest injects
 * the app's Clock and tests that set the clock agree. Values not written yyyy-MM-dd are left to
 * the route's own validation and its message.
 */
export function DatesWithinWindow(...fields: string[]): Type<PipeTransform> {
  @Injectable()
  class DatesWithinWindowPipe implements PipeTransform {
    constructor(@Inject(Clock) private readonly clock: Clock) {}

    transform(value: unknown): unknown {
      if (!value || typeof value !== 'object') return value;
      const { from, to } = this.clock.dateWindow();
      const problems: Record<string, string> = {};
      for (const field of fields) {
        const date = (value as Record<string, unknown>)[field];
        if (typeof date === 'string' && ISO_DATE.test(date) && (date < from || date > to)) {
          problems[field] = DATE_MESSAGES.outsideWindow(from, to);
        }
      }
      const [first] = Object.values(problems);
      if (first) throw new ValidationError(first, problems);
      return value;
    }
  }
  return mixin(DatesWithinWindowPipe);
}

import { type PipeTransform } from '@nestjs/common';
import type { ZodError, ZodType } from 'zod';
import { ValidationError, type ErrorBody } from '../errors/domain-error.js';
import { CommonErrorCode } from '../errors/common.errors.js';

/**
 * Validates a body, query or params at the edge. The first issue's message becomes the error
 * message (schemas carry the spec's texts), and every failing field is listed in `fields`.
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) {
      const body = zodErrorBody(result.error);
      throw new ValidationError(body.message, body.fields);
    }
    return result.data;
  }
}

export function zodErrorBody(error: ZodError): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  return { message: first?.message ?? 'Invalid request.', code: CommonErrorCode.Validation, fields };
}

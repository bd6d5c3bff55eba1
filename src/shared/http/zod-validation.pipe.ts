import { type PipeTransform } from '@nestjs/common';
import { z, type ZodError, type ZodType } from 'zod';
import { CommonErrorCode } from '../errors/common.errors.js';
import { type DomainError, type ErrorBody, ValidationError } from '../errors/domain-error.js';

/**
 * Validates a body, query or params at the edge. The first issue's message becomes the error
 * message (schemas carry the spec's texts), and every failing field is listed in `fields`; or, for a
 * route whose refusal the spec words otherwise, `refusal` makes it from the issues and the value.
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: ZodType<T>,
    private readonly refusal?: (error: ZodError, value: unknown) => DomainError,
  ) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) {
      if (this.refusal) throw this.refusal(result.error, value ?? {});
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

/**
 * A field of a route that refuses in words of its own (the spec's text for a missing e-mail, one
 * answer for every link that does not work): a value `schema` does not take reaches the route as
 * `otherwise`, which the route's own check refuses. The document still says what the field is.
 */
export const readAs = <S extends z.ZodType>(schema: S, otherwise: z.output<S>) =>
  z.preprocess((value) => (schema.safeParse(value).success ? value : otherwise), schema);

/** Such a route's body: one that is not an object reads as one with no fields. */
export const bodyOf = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), z.object(shape));

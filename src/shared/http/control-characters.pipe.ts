import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationError } from '../errors/domain-error.js';
import { CONTROL_CHARACTER, INPUT_MESSAGES } from './input.constants.js';

/**
 * Where the first control character sits in a parsed body, query or params (a string, or a key or
 * string anywhere inside objects and arrays): its path as `patient.name` or `1.email` ('' for the
 * value itself), or undefined when there is none. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function findControlCharacter(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], path: join(path, String(i)) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (CONTROL_CHARACTER.test(key)) return join(path, key);
        pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return undefined;
}

/** 400 `Text must not contain control characters.` naming the field, when `value` holds one. */
export function refuseControlCharacters(value: unknown, at = ''): void {
  const found = findControlCharacter(value);
  if (found === undefined) return;
  const field = [at, found].filter(Boolean).join('.') || '_';
  throw new ValidationError(INPUT_MESSAGES.controlCharacters, { [field]: INPUT_MESSAGES.controlCharacters });
}

/**
 * Registered once as the global pipe (APP_PIPE in AppModule), so it runs before every other pipe on
 * every body, query and params of every controller, including the routes that read their raw body
 * (the search and the waitlist claim, red flags first): no route can forget it, and a refused
 * request reaches no handler, so nothing is written. The import's pasted text is checked by its schema.
 */
@Injectable()
export class RefuseControlCharactersPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') refuseControlCharacters(value);
    return value;
  }
}

import type { DynamicModule, Type } from '@nestjs/common';

/** The api's domain modules (each a bounded context under src/modules). */
export function featureModules(): Array<Type | DynamicModule> {
  return [];
}

/**
 * `@GenerateSql(...)` marks a repository method whose SQL is checked in beside its repository
 * (`<module>/sql/<name>.repository.sql`), as immich does, so a reviewer sees what runs. The
 * script `npm run sql:review` calls each marked method with the given arguments against a Kysely
 * that compiles without a database and writes the statements; a test fails when a file is stale.
 */
export interface GenerateSqlOptions {
  /** What the SQL is for, in a few words (written above it). */
  name?: string;
  /** Arguments to call the method with (any values of the right shape). */
  params: unknown[];
}

const registry = new Map<object, Map<string, GenerateSqlOptions[]>>();

export function GenerateSql(...options: GenerateSqlOptions[]): MethodDecorator {
  return (target, key) => {
    const perClass = registry.get(target.constructor) ?? new Map<string, GenerateSqlOptions[]>();
    perClass.set(String(key), options.length ? options : [{ params: [] }]);
    registry.set(target.constructor, perClass);
  };
}

/** The marked methods of a repository class, in declaration order. */
export function sqlToGenerate(repository: abstract new (...args: never[]) => object): Array<[method: string, options: GenerateSqlOptions[]]> {
  return [...(registry.get(repository) ?? new Map<string, GenerateSqlOptions[]>())];
}

/** Placeholder values for `params`. */
export const DUMMY = {
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2026-01-01',
  instant: new Date('2026-01-01T09:00:00Z'),
  text: 'text',
  email: 'patient@example.org',
} as const;

/**
 * Module boundaries (issue #31, ADR 0038), checked by `npm run lint` (depcruise).
 *
 * A context under src/modules/<name>/ is used by another only through its public surface:
 *   - index.ts: its services, commands, guards and tokens;
 *   - <name>.module.ts: its Nest module, for another module's `imports`;
 *   - its contracts: *.constants.ts, *.events.ts, *.rules.ts and *.errors.ts (pure: constants, event
 *     names and payloads, domain rules, error codes), which import no other context's internals, so
 *     taking a constant never drags a service (and its import graph) along;
 *   - its *.entities.ts, to other *.entities.ts only: a foreign key names its target table.
 * Never another context's repositories, handlers, controllers or SQL.
 */
const MODULE = '^src/modules/([^/]+)/';
const CONTRACT = '^src/modules/[^/]+/.+[.](constants|events|rules|errors)[.]ts$';
const PUBLIC = ['^src/modules/[^/]+/index[.]ts$', '^src/modules/[^/]+/[^/]+[.]module[.]ts$', CONTRACT];

module.exports = {
  forbidden: [
    {
      name: 'module-public-surface',
      comment: "A context uses another only through its index.ts, its Nest module or its contracts (constants, events, rules, errors).",
      severity: 'error',
      from: { path: MODULE, pathNot: '[.]entities[.]ts$' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', ...PUBLIC] },
    },
    {
      name: 'entities-name-entities-only',
      comment: 'An entity file may name another context\'s entity (a foreign key), nothing else of it.',
      severity: 'error',
      from: { path: MODULE + '.*[.]entities[.]ts$' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '[.]entities[.]ts$', CONTRACT] },
    },
    {
      name: 'contracts-are-leaves',
      comment: 'Constants, events, rules and errors import no service: only shared code and other contracts.',
      severity: 'error',
      from: { path: CONTRACT },
      // A type costs nothing at run time; a value would load its file and everything it imports.
      to: { path: '^src/modules/[^/]+/', pathNot: [CONTRACT], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles (a cycle through decorated classes fails at start-up, or worse, sometimes).',
      severity: 'error',
      from: { path: '^(src|workers)/' },
      to: { circular: true },
    },
    {
      name: 'src-not-workers',
      comment: 'The worker process is built from src, never the other way round (job contract: src/shared/queues).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^workers/' },
    },
    {
      name: 'shared-not-modules',
      comment: 'src/shared is infrastructure: it knows no context (registries live in src/database).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(modules|cli|bootstrap)/' },
    },
    {
      name: 'workers-through-public-surface',
      comment: 'The worker takes each context\'s job handlers from its <name>.jobs.ts, nothing else inside it.',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: '^src/modules/[^/]+/', pathNot: [...PUBLIC, '^src/modules/[^/]+/[^/]+[.]jobs[.]ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|portal|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The module boundaries of .dependency-cruiser.cjs (issue #31 item 2): the real tree has no
 * violation, and each rule catches the mistake it exists for, in a small tree of its own.
 */
const root = process.cwd();
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const config = path.join(root, '.dependency-cruiser.cjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(cwd: string, targets: string[]): Violation[] {
  const run = spawnSync(process.execPath, [depcruise, ...targets, '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

/** A throw-away project: its files, a tsconfig that resolves `.js` specifiers to `.ts`, and the real rules. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  const all = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true } }),
    'package.json': JSON.stringify({ type: 'module' }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

// Two contexts: practices (with a repository, a service, a constant, a rule) and waitlist, which uses it.
const PRACTICES = {
  'src/modules/practices/practices.repository.ts': 'export class PracticesRepository { find() { return 1; } }\n',
  'src/modules/practices/practices.service.ts':
    "import { PracticesRepository } from './practices.repository.js';\nexport class PracticesService { constructor(readonly r: PracticesRepository) {} }\n",
  'src/modules/practices/practices.constants.ts': 'export const MAX = 3;\n',
  'src/modules/practices/practices.entities.ts': 'export const Practice = { name: "Practice" };\n',
  'src/modules/practices/index.ts': "export { PracticesService } from './practices.service.js';\n",
};

const cases: Array<{ name: string; files: Record<string, string>; rule: string | null }> = [
  {
    name: "a context that takes another's service through its index.ts, and its constants by their file",
    files: {
      'src/modules/waitlist/waitlist.service.ts':
        "import { PracticesService } from '../practices/index.js';\nimport { MAX } from '../practices/practices.constants.js';\nexport const w = [PracticesService, MAX];\n",
    },
    rule: null,
  },
  {
    name: "a context that imports another's repository",
    files: {
      'src/modules/waitlist/waitlist.service.ts': "import { PracticesRepository } from '../practices/practices.repository.js';\nexport const w = PracticesRepository;\n",
    },
    rule: 'module-public-surface',
  },
  {
    // A context in booking's shape keeps its rules in rules/: still a contract there.
    name: "a context that takes a rule from another's rules/ folder",
    files: {
      'src/modules/practices/rules/opening.rules.ts': 'export const isOpen = () => true;\n',
      'src/modules/waitlist/commands/waitlist.service.ts': "import { isOpen } from '../../practices/rules/opening.rules.js';\nexport const w = isOpen;\n",
    },
    rule: null,
  },
  {
    name: "a context that imports a repository from another's repositories/ folder",
    files: {
      'src/modules/practices/repositories/opening.repository.ts': 'export class OpeningRepository {}\n',
      'src/modules/waitlist/commands/waitlist.service.ts':
        "import { OpeningRepository } from '../../practices/repositories/opening.repository.js';\nexport const w = OpeningRepository;\n",
    },
    rule: 'module-public-surface',
  },
  {
    name: "a context that imports another's entity outside an entity file",
    files: {
      'src/modules/waitlist/waitlist.service.ts': "import { Practice } from '../practices/practices.entities.js';\nexport const w = Practice;\n",
    },
    rule: 'module-public-surface',
  },
  {
    name: "an entity file that names another context's service",
    files: {
      'src/modules/waitlist/waitlist.entities.ts': "import { PracticesService } from '../practices/index.js';\nexport const W = PracticesService;\n",
    },
    rule: 'entities-name-entities-only',
  },
  {
    name: 'a constants file that imports a service (a constant would drag the service along)',
    files: {
      'src/modules/waitlist/waitlist.constants.ts': "import { PracticesService } from '../practices/index.js';\nexport const W = PracticesService;\n",
    },
    rule: 'contracts-are-leaves',
  },
  {
    name: 'two files that import each other',
    files: {
      'src/modules/waitlist/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'src/modules/waitlist/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    },
    rule: 'no-circular',
  },
  {
    name: 'src importing the worker',
    files: {
      'workers/job.ts': 'export const job = 1;\n',
      'src/modules/waitlist/waitlist.service.ts': "import { job } from '../../../workers/job.js';\nexport const w = job;\n",
    },
    rule: 'src-not-workers',
  },
  {
    name: 'shared infrastructure importing a context',
    files: {
      'src/shared/clock/clock.ts': "import { MAX } from '../../modules/practices/practices.constants.js';\nexport const c = MAX;\n",
    },
    rule: 'shared-not-modules',
  },
  {
    name: "the worker importing a context's handler file instead of its jobs list",
    files: {
      'src/modules/practices/warm.handler.ts': 'export class WarmHandler {}\n',
      'workers/job-handlers.ts': "import { WarmHandler } from '../src/modules/practices/warm.handler.js';\nexport const handlers = [WarmHandler];\n",
    },
    rule: 'workers-through-public-surface',
  },
  {
    name: "the worker importing a handler from a context's jobs/ folder instead of its jobs list",
    files: {
      'src/modules/practices/jobs/warm.handler.ts': 'export class WarmHandler {}\n',
      'workers/job-handlers.ts': "import { WarmHandler } from '../src/modules/practices/jobs/warm.handler.js';\nexport const handlers = [WarmHandler];\n",
    },
    rule: 'workers-through-public-surface',
  },
];

describe('module boundaries (.dependency-cruiser.cjs)', () => {
  it('the source tree has no violation', () => {
    expect(cruise(root, ['src', 'workers'])).toEqual([]);
  });

  it.each(cases)('$name: $rule', ({ files, rule }) => {
    const dir = tree({ ...PRACTICES, ...files });
    try {
      const targets = ['src', ...(Object.keys(files).some((f) => f.startsWith('workers/')) ? ['workers'] : [])];
      const rules = cruise(dir, targets).map((v) => v.rule.name);
      if (rule === null) expect(rules).toEqual([]);
      else expect(rules).toContain(rule);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

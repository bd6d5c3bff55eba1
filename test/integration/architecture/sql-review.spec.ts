import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { renderSqlReview, writeSqlReview } from '../../../src/shared/db/sql-review.js';
import { SQL_REVIEWED_REPOSITORIES } from '../../../src/database/sql-reviewed.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** Public methods that send no statement through Kysely, and why. */
const NOT_REVIEWABLE: Record<string, string> = {
  'DomainEventsRepository.listen': 'a LISTEN on a dedicated pg connection of its own (a subscription, not a query of the data)',
};

function* repositoryFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* repositoryFiles(rel);
    else if (entry.name.endsWith('.repository.ts')) yield rel;
  }
}

/** Each exported class of a repository file, with its public methods and whether each is marked @GenerateSql. */
function classesOf(file: string) {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.filter(ts.isClassDeclaration).flatMap((c) => {
    const exported = ts.getModifiers(c)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || !c.name) return [];
    const methods = c.members.filter(ts.isMethodDeclaration).flatMap((m) => {
      const hidden = ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.PrivateKeyword || x.kind === ts.SyntaxKind.ProtectedKeyword);
      if (hidden || ts.isPrivateIdentifier(m.name)) return [];
      const marked = (ts.getDecorators(m) ?? []).some((d) => ts.isCallExpression(d.expression) && d.expression.expression.getText(source) === 'GenerateSql');
      return [{ name: m.name.getText(source), marked }];
    });
    return [{ name: c.name.text, methods }];
  });
}

/** Where a repository's SQL is checked in: `sql/` at the root of its module (src/modules/<ctx>, src/shared/<area>). */
const reviewFileOf = (file: string) => path.join(...file.split('/').slice(0, 3), 'sql', path.basename(file).replace(/\.ts$/, '.sql'));

const files = [...repositoryFiles('src/modules'), ...repositoryFiles('src/shared')].sort();

/**
 * The SQL of every repository is checked in beside its module for review (ADR 0027, issue #31): a
 * change to a query that is not followed by `npm run sql:review` fails here, and so does a
 * repository, or a public method of one, that has no checked-in SQL.
 */
describe('Reviewed SQL', () => {
  it('is current for every reviewed repository', async () => {
    const stale = await writeSqlReview(root, SQL_REVIEWED_REPOSITORIES, true);
    expect(stale).toEqual([]);
  });

  it('covers every repository of src/modules and src/shared, its file beside its module', () => {
    expect(files.length).toBeGreaterThan(30);
    const registered = SQL_REVIEWED_REPOSITORIES.map((r) => `${r.repository.name} → ${r.file}`).sort();
    const expected = files.flatMap((file) => {
      const classes = classesOf(file);
      // A repository file with no repository class would escape the review.
      if (classes.length === 0) return [`${file} has no exported repository class`];
      return classes.map((c) => `${c.name} → ${reviewFileOf(file)}`);
    });
    expect(registered).toEqual(expected.sort());
  });

  it('has every public method of a repository marked @GenerateSql', () => {
    const unmarked = files.flatMap((file) =>
      classesOf(file).flatMap((c) => c.methods.filter((m) => !m.marked && !NOT_REVIEWABLE[`${c.name}.${m.name}`]).map((m) => `${file}: ${c.name}.${m.name}`)),
    );
    expect(unmarked).toEqual([]);
  });

  it("shows a statement for every method (its example's arguments reach the database)", async () => {
    const silent: string[] = [];
    for (const entry of SQL_REVIEWED_REPOSITORIES) {
      const text = await renderSqlReview(entry);
      for (const block of text.split('\n-- ').slice(1)) {
        const [heading, ...body] = block.split('\n');
        if (!body.some((line) => line.trim() !== '')) silent.push(heading);
      }
    }
    expect(silent).toEqual([]);
  });
});

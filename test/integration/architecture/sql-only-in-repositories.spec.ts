import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../../..');

/** SQL's shapes in a string: a statement, not an English sentence that happens to say "select". */
const SQL = [
  /\bselect\b[\s\S]+\bfrom\b\s+[a-z_"]/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+[a-z_"]+\s+set\b/i,
  /\bdelete\s+from\b/i,
  /\bwith\s+[a-z_]+\s+as\s*\(/i,
  /\bon\s+conflict\b/i,
  /\b(create|alter|drop)\s+(table|index|database|extension|trigger|function)\b/i,
  /\bpg_(advisory|notify|backend_pid|stat)/i,
  /\b(begin|commit|rollback|listen|unlisten|set\s+local)\b\s*;?\s*$/i,
];

/** Where SQL may be written, and why. */
const SQL_HOMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\.repository\.ts$/, 'repositories hold the SQL (HOUSE-STYLE §5)'],
  [/^src\/database\/migrations\//, 'migrations create the schema and its guarantees'],
  [/\.entit(y|ies)\.ts$/, 'entity definitions quote the DDL of the indexes MikroORM cannot describe'],
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(rel);
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield rel;
  }
}

/** Text of every string literal and template (tagged or not) in a file, with its line. */
function stringsOf(file: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    // Playwright's `waitUntil: 'commit'` names a navigation's stage, not a transaction's end.
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'waitUntil') return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => `\${…}${s.literal.text}`)].join('');
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Issue "One typed data layer", Done when 1: no SQL in string literals outside repositories and
 * migrations, in everything that runs in production or measures it (api, workers, CLIs, scripts,
 * benches). Tests may read and arrange the database directly: they check its state independently
 * of the code under test.
 */
describe('SQL lives only in repositories', () => {
  it('finds no SQL string outside *.repository.ts and migrations', () => {
    const offenders: string[] = [];
    for (const dir of ['src', 'workers', 'scripts', 'bench']) {
      for (const file of sourceFiles(dir)) {
        if (SQL_HOMES.some(([home]) => home.test(file))) continue;
        for (const { line, text } of stringsOf(file)) {
          if (SQL.some((shape) => shape.test(text))) offenders.push(`${file}:${line}: ${text.replace(/\s+/g, ' ').slice(0, 80)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('never hands SQL text to an execute() (values would be inlined into it, not bound)', () => {
    const offenders: string[] = [];
    for (const dir of ['src', 'workers', 'scripts', 'bench']) {
      for (const file of sourceFiles(dir)) {
        const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
        const visit = (node: ts.Node) => {
          const callee = ts.isCallExpression(node) ? node.expression : undefined;
          const name = callee && (ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '');
          // queryPrepared(orm, text, …) is Db.prepared's engine: only a compiled Kysely query goes in.
          if (ts.isCallExpression(node) && name === 'queryPrepared' && !file.startsWith('src/shared/db/')) {
            offenders.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: queryPrepared outside Db`);
          }
          if (
            ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === 'execute' &&
            node.arguments.length > 0 &&
            (ts.isStringLiteralLike(node.arguments[0]) || ts.isTemplateExpression(node.arguments[0]) || ts.isIdentifier(node.arguments[0]))
          ) {
            offenders.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('recognises SQL and leaves sentences alone', () => {
    const isSql = (text: string) => SQL.some((shape) => shape.test(text));
    expect(isSql('UPDATE slot SET status = $1 WHERE id = $2')).toBe(true);
    expect(isSql('select id from hold')).toBe(true);
    expect(isSql('INSERT INTO domain_event (type) VALUES ($1)')).toBe(true);
    expect(isSql('Please select another time.')).toBe(false);
    expect(isSql('The selected slot is no longer available. Please select another time.')).toBe(false);
  });
});

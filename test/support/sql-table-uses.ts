/**
 * Which tables a piece of SQL writes and reads, for the table-ownership test. A small tokenizer, not
 * a parser: it knows the shapes our SQL has (Kysely's output as `npm run sql:review` prints it, and
 * PL/pgSQL function bodies), and only names it is given as tables count, so a column, an alias or a
 * CTE is never taken for one.
 *
 * - written: `INSERT INTO t`, `UPDATE t` (not `FOR UPDATE`, `FOR NO KEY UPDATE`, `DO UPDATE`,
 *   `UPDATE OF` of a trigger), `DELETE FROM t`, `TRUNCATE t`, `MERGE INTO t`;
 * - read: `FROM t`, `JOIN t`, `USING t`, and the further tables of a comma list after FROM;
 * - called: `f(` for the functions given, whose own bodies are read the same way by the caller.
 */

export type TableUseKind = 'write' | 'read' | 'call';

export interface TableUse {
  kind: TableUseKind;
  /** The table (or, for `call`, the function). */
  name: string;
  /** The statement's label: the `-- Repository.method` line above it in a checked-in file, if any. */
  label: string;
  /** The comments inside the innermost parenthesised part (or statement) that holds the write. */
  comments: string[];
}

type Token = { type: 'word' | 'quoted' | 'punct' | 'comment' | 'string' | 'param' | 'number'; text: string; depth: number };

/** Splits SQL into tokens; dollar-quoted bodies are read as SQL too (a function's body is what it does). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  const push = (type: Token['type'], t: string) => tokens.push({ type, text: t, depth });
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if (text.startsWith('--', i)) {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      push('comment', text.slice(i, stop));
      i = stop;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      push('comment', text.slice(i, stop));
      i = stop;
    } else if (c === "'") {
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === "'" && text[j + 1] === "'") j += 2;
        else if (text[j] === "'") break;
        else j++;
      }
      push('string', text.slice(i, j + 1));
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      let name = '';
      while (j < text.length) {
        if (text[j] === '"' && text[j + 1] === '"') {
          name += '"';
          j += 2;
        } else if (text[j] === '"') break;
        else name += text[j++];
      }
      push('quoted', name);
      i = j + 1;
    } else if (c === '$') {
      const param = /^\$\d+/.exec(text.slice(i));
      const quote = /^\$[A-Za-z_]*\$/.exec(text.slice(i));
      if (param) {
        push('param', param[0]);
        i += param[0].length;
      } else if (quote) {
        // The delimiter of a dollar-quoted body: what is inside is read as SQL.
        i += quote[0].length;
      } else {
        push('punct', c);
        i++;
      }
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i))![0];
      push('word', word.toLowerCase());
      i += word.length;
    } else if (/[0-9]/.test(c)) {
      const number = /^[0-9.]+/.exec(text.slice(i))![0];
      push('number', number);
      i += number.length;
    } else if (c === '(') {
      push('punct', c);
      depth++;
      i++;
    } else if (c === ')') {
      depth--;
      push('punct', c);
      i++;
    } else {
      push('punct', c);
      i++;
    }
  }
  return tokens;
}

const isName = (t: Token | undefined) => t !== undefined && (t.type === 'word' || t.type === 'quoted');
const is = (t: Token | undefined, ...words: string[]) => t !== undefined && t.type === 'word' && words.includes(t.text);

/** Words that end a FROM item (so they are never taken for its alias). */
const CLAUSE_WORDS = new Set([
  'where', 'join', 'inner', 'left', 'right', 'full', 'cross', 'natural', 'on', 'using', 'group', 'order', 'limit', 'offset',
  'for', 'returning', 'set', 'window', 'having', 'union', 'except', 'intersect', 'lateral', 'as', 'into', 'values', 'select',
  'when', 'then', 'else', 'end', 'and', 'or', 'loop', 'fetch',
]);

/**
 * Every table written, read and function called in `text`. `tables` and `functions` are the names
 * that count (lower case); a CTE with a table's name shadows it within its statement.
 */
export function tableUses(text: string, tables: ReadonlySet<string>, functions: ReadonlySet<string> = new Set()): TableUse[] {
  const tokens = tokenize(text);
  const uses: TableUse[] = [];
  // Statements end at `;` at depth 0; labels are the review files' `-- Repository.method` lines.
  let label = '';
  let start = 0;
  for (let end = 0; end <= tokens.length; end++) {
    const t = tokens[end];
    if (t?.type === 'comment' && t.depth === 0) {
      const m = /^--\s*([A-Za-z0-9_]+\.[A-Za-z0-9_]+(?:\s*\([^)]*\))?)\s*$/.exec(t.text);
      if (m) label = m[1];
    }
    if (t === undefined || (t.type === 'punct' && t.text === ';' && t.depth === 0)) {
      uses.push(...statementUses(tokens.slice(start, end), tables, functions, label));
      start = end + 1;
    }
  }
  return uses;
}

function statementUses(tokens: Token[], tables: ReadonlySet<string>, functions: ReadonlySet<string>, label: string): TableUse[] {
  const code = tokens.filter((t) => t.type !== 'comment');
  // CTE names: `WITH [RECURSIVE] name AS (` and `, name AS (`.
  const ctes = new Set<string>();
  for (let i = 0; i + 2 < code.length; i++) {
    if (isName(code[i]) && is(code[i + 1], 'as') && (code[i + 2].text === '(' || is(code[i + 2], 'materialized', 'not'))) {
      const before = code[i - 1];
      if (is(before, 'with', 'recursive') || before?.text === ',') ctes.add(code[i].text);
    }
  }
  const table = (t: Token | undefined) => {
    if (!isName(t)) return undefined;
    const name = t!.text.toLowerCase();
    return tables.has(name) && !ctes.has(name) ? name : undefined;
  };
  /** The name at `i`, `schema.name` read as its last part; its index after the name. */
  const nameAt = (i: number): [string | undefined, number] => {
    if (isName(code[i]) && code[i + 1]?.text === '.' && isName(code[i + 2])) return [table(code[i + 2]), i + 3];
    return [table(code[i]), i + 1];
  };
  const commentsAround = (i: number) => {
    // The comments of the innermost parenthesised part holding token i (the whole statement at depth 0).
    const at = tokens.indexOf(code[i]);
    const depth = code[i].depth;
    let from = at;
    while (from > 0 && tokens[from - 1].depth >= depth) from--;
    let to = at;
    while (to + 1 < tokens.length && tokens[to + 1].depth >= depth) to++;
    return tokens.slice(from, to + 1).filter((t) => t.type === 'comment').map((t) => t.text);
  };
  const uses: TableUse[] = [];
  const add = (kind: TableUseKind, name: string, at: number) => uses.push({ kind, name, label, comments: kind === 'write' ? commentsAround(at) : [] });
  for (let i = 0; i < code.length; i++) {
    const t = code[i];
    if (t.type !== 'word') continue;
    const prev = code[i - 1];
    const next = code[i + 1];
    if ((t.text === 'insert' || t.text === 'merge') && is(next, 'into')) {
      const [name] = nameAt(i + 2);
      if (name) add('write', name, i);
    } else if (t.text === 'update' && !is(prev, 'for', 'key', 'do', 'or') && !is(next, 'of', 'skip', 'nowait')) {
      const [name] = nameAt(next && is(next, 'only') ? i + 2 : i + 1);
      if (name) add('write', name, i);
    } else if (t.text === 'delete' && is(next, 'from')) {
      const [name] = nameAt(is(code[i + 2], 'only') ? i + 3 : i + 2);
      if (name) add('write', name, i);
      i += 1;
    } else if (t.text === 'truncate') {
      let j = is(next, 'table') ? i + 2 : i + 1;
      for (;;) {
        const [name, after] = nameAt(j);
        if (name) add('write', name, i);
        if (code[after]?.text !== ',') break;
        j = after + 1;
      }
    } else if (t.text === 'from' || t.text === 'join' || t.text === 'using') {
      let j = is(next, 'only', 'lateral') ? i + 2 : i + 1;
      for (;;) {
        const [name, after] = nameAt(j);
        if (!name) break;
        add('read', name, j);
        // Past `[AS] alias` to a comma that lists another table.
        let k = after;
        if (is(code[k], 'as')) k++;
        if (isName(code[k]) && !(code[k].type === 'word' && CLAUSE_WORDS.has(code[k].text))) k++;
        if (code[k]?.text !== ',' || t.text !== 'from') break;
        j = k + 1;
      }
    } else if (functions.has(t.text) && next?.text === '(' && prev?.text !== '.' && !is(prev, 'function')) {
      add('call', t.text, i);
    }
  }
  return uses;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ConflictError, DomainError } from '../../../src/shared/errors/domain-error.js';
import { BookingErrorCode } from '../../../src/modules/booking/booking.errors.js';

const root = path.resolve(import.meta.dirname, '../../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(rel);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield rel;
  }
}

/** Where codes are written: their declarations, and specs (which check the wire as it is). */
const isCodeHome = (file: string) => file.endsWith('.errors.ts') || /\.spec\.tsx?$/.test(file);

/**
 * Literals that spell a code on purpose: the portal reads SCREENING_REQUIRED from the clinical-safety
 * constants, and search.errors.ts takes the code from there.
 */
const ALLOWED: Record<string, string[]> = {
  'src/modules/search/clinical-safety.constants.ts': ['screening_required'],
};

/** Every declared code: the values of the `*ErrorCode` objects of each `*.errors.ts` under src. */
async function declaredCodes(): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    if (!file.endsWith('.errors.ts')) continue;
    const exported: Record<string, unknown> = await import(pathToFileURL(path.join(root, file)).href);
    for (const [name, value] of Object.entries(exported)) {
      if (!name.endsWith('ErrorCode') || !value || typeof value !== 'object') continue;
      for (const code of Object.values(value as Record<string, string>)) {
        if (codes.has(code)) throw new Error(`${code} is declared in ${codes.get(code)} and ${file}`);
        codes.set(code, file);
      }
    }
  }
  return codes;
}

/**
 * Declared codes written as literals where a code goes: an argument of `new …Error(…)`, a `code:`
 * property, a comparison with a `.code`, a `refusal(…)` (either branch of a conditional in those).
 * Elsewhere the same word may mean something else (a column, a decision, a database outcome).
 */
function bareCodes(file: string, text: string, codes: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const allowed = new Set(ALLOWED[file] ?? []);
  const found: string[] = [];
  const check = (node: ts.Node): void => {
    if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(check);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && codes.has(node.text) && !allowed.has(node.text)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: '${node.text}'`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText())) node.arguments?.forEach(check);
    else if (ts.isCallExpression(node) && node.expression.getText() === 'refusal') node.arguments.forEach(check);
    else if (ts.isPropertyAssignment(node) && node.name.getText() === 'code') check(node.initializer);
    else if (ts.isBinaryExpression(node) && /^[!=]==?$/.test(node.operatorToken.getText())) {
      if (/\.code$/.test(node.left.getText())) check(node.right);
      if (/\.code$/.test(node.right.getText())) check(node.left);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Error codes have one home each: the context's `<context>.errors.ts` (common ones in
 * src/shared/errors/common.errors.ts), used by constant at every throw site, so renaming a code is one
 * edit and a typo is a type error (DomainError takes an ErrorCode, the union of the declared ones).
 */
describe('Typed error codes', () => {
  let codes: Set<string>;
  beforeAll(async () => {
    codes = new Set((await declaredCodes()).keys());
  });

  it("collects every context's codes from its *.errors.ts, each declared once", () => {
    for (const code of ['slot_taken', 'screening_required', 'gate_required', 'practice_not_found', 'validation', 'unavailable']) expect(codes).toContain(code);
  });

  it('finds no code written as a bare string in src/ or workers/ outside *.errors.ts', () => {
    const offenders: string[] = [];
    for (const dir of ['src', 'workers']) {
      for (const file of sourceFiles(dir)) {
        if (isCodeHome(file)) continue;
        offenders.push(...bareCodes(file, readFileSync(path.join(root, file), 'utf8'), codes));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('would catch a throw site, a refusal or a comparison that spells its code, but not prose or another meaning of the word', () => {
    const handler = [
      '/** Refuses with `slot_taken`. */',
      "throw new ConflictError(BOOKING_MESSAGES.slotTaken, 'slot_taken');",
      "if (error.code === 'hold_paid') return;",
      "return { message, code: seen ? 'already_cancelled' : 'not_changeable' };",
      "const help = 'answered with slot_taken when someone else has it';",
      "if (outcome === 'last_admin') return;",
    ].join('\n');
    expect(bareCodes('src/modules/x/x.handler.ts', handler, codes)).toEqual([
      "src/modules/x/x.handler.ts:2: 'slot_taken'",
      "src/modules/x/x.handler.ts:3: 'hold_paid'",
      "src/modules/x/x.handler.ts:4: 'already_cancelled'",
      "src/modules/x/x.handler.ts:4: 'not_changeable'",
    ]);
  });

  /*
   * Checked by `npm run typecheck` (Jest only transpiles): the `@ts-expect-error` must stay an error,
   * or the typecheck fails on the unused directive.
   */
  it('refuses, at compile time, a code no context declares', () => {
    const taken = new ConflictError('Taken.', BookingErrorCode.SlotTaken);
    // @ts-expect-error: a typo is not a code
    const typo = new DomainError('Taken.', 'slot_takn', 409);
    expect([taken.code, typo.code]).toEqual(['slot_taken', 'slot_takn']);
  });
});

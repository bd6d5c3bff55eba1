import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { maxUseState } from './max-use-state.js';

// RuleTester calls describe/it itself: Vitest's, as its globals are off.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const states = (n, call = 'useState') => Array.from({ length: n }, (_, i) => `const [s${i}, set${i}] = ${call}(${i});`).join('\n');

tester.run('max-use-state', maxUseState, {
  valid: [
    { name: 'six in a component', code: `function Step() { ${states(6)} return <p />; }` },
    { name: 'six typed, in an arrow', code: `const Step = () => { ${states(6, 'useState<number>')} return null; };` },
    { name: 'each component counts its own', code: `function A() { ${states(4)} } function B() { ${states(4)} }` },
    { name: 'a nested component counts apart from its parent', code: `function Outer() { ${states(4)} function Inner() { ${states(4)} } }` },
    { name: 'custom hooks called count nothing', code: `function Step() { ${states(6)} useCountdown(); useAlert(); useReducer(r, s); }` },
    { name: 'a lower limit by option', code: `function Step() { ${states(2)} }`, options: [{ max: 2 }] },
  ],
  invalid: [
    {
      name: 'seven in a component',
      code: `export function PaymentStep() { ${states(7)} return <p />; }`,
      errors: [{ messageId: 'tooMany', data: { name: 'PaymentStep', count: 7, max: 6 } }],
    },
    {
      name: 'React.useState counts too, in an arrow named by its variable',
      code: `const Step = () => { ${states(4)} ${states(3, 'React.useState')} };`,
      errors: [{ messageId: 'tooMany', data: { name: 'Step', count: 7, max: 6 } }],
    },
    {
      name: 'a custom hook is held to the same limit',
      code: `function useForm() { ${states(8)} }`,
      errors: [{ messageId: 'tooMany', data: { name: 'useForm', count: 8, max: 6 } }],
    },
    {
      name: 'an anonymous component (memo)',
      code: `export default memo(function () { ${states(7)} });`,
      errors: [{ messageId: 'tooMany', data: { name: 'This function', count: 7, max: 6 } }],
    },
    {
      name: 'only the component over the limit, among several in a file',
      code: `function Fine() { ${states(6)} } function Heap() { ${states(9)} }`,
      errors: [{ messageId: 'tooMany', data: { name: 'Heap', count: 9, max: 6 } }],
    },
    { name: 'the option', code: `function Step() { ${states(3)} }`, options: [{ max: 2 }], errors: [{ messageId: 'tooMany' }] },
  ],
});

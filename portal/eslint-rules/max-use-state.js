/**
 * At most `max` useState calls (default 6) in any one function: a component or a custom hook.
 *
 * Any function, not only a capitalised one: a custom hook with seven flags is the same heap moved
 * one call away, and a component may be an anonymous arrow (memo, forwardRef, a lazy fallback).
 * Each call counts towards its nearest enclosing function; calling a custom hook counts nothing
 * (a hook that wraps one useState is a piece with a name, which is the point).
 */
const FUNCTIONS = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];

function isUseState(callee) {
  if (callee.type === 'Identifier') return callee.name === 'useState';
  return callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === 'React' && callee.property.name === 'useState';
}

/** The function's name node: its own, or the variable or property it is assigned to. */
function nameNodeOf(fn) {
  if (fn.id) return fn.id;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id;
  if ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && parent.key.type === 'Identifier') return parent.key;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const maxUseState = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the useState calls in one component or hook; a flow with more state is a reducer or a state machine.' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 0 } }, additionalProperties: false }],
    messages: {
      tooMany:
        '{{name}} calls useState {{count}} times (at most {{max}}). Model the flow as a reducer (useReducer with a typed action union) or split it into components that own their state.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 6;
    const stack = [];
    const enter = () => stack.push(0);
    const exit = (fn) => {
      const count = stack.pop();
      if (count <= max) return;
      const name = nameNodeOf(fn);
      context.report({ node: name ?? fn, messageId: 'tooMany', data: { name: name?.name ?? 'This function', count, max } });
    };
    return {
      ...Object.fromEntries(FUNCTIONS.flatMap((type) => [[type, enter], [`${type}:exit`, exit]])),
      CallExpression(node) {
        if (stack.length > 0 && isUseState(node.callee)) stack[stack.length - 1] += 1;
      },
    };
  },
};

/** The portal's own rules, as a flat-config plugin. */
export default { meta: { name: 'portal' }, rules: { 'max-use-state': maxUseState } };

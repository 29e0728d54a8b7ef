/**
 * One use-case per file (docs/architecture.md, "Server"). A use-case is what a route asks of the
 * domain: an exported function given the database itself (`Database`, not a transaction's
 * `Executor`: it decides its own transaction) and the caller (`AuthContext`). A file exports one;
 * steps shared by several use-cases take the caller's transaction and live in files of their own.
 */

const typeNameOf = (param) => {
  const node = param.type === 'AssignmentPattern' ? param.left : param;
  const annotation = node.typeAnnotation?.typeAnnotation;
  if (annotation?.type !== 'TSTypeReference' || annotation.typeName.type !== 'Identifier')
    return undefined;
  return annotation.typeName.name;
};

const isUseCase = (fn) =>
  fn.params.length > 1 &&
  typeNameOf(fn.params[0]) === 'Database' &&
  fn.params.some((param) => typeNameOf(param) === 'AuthContext');

const functionOf = (declaration) => {
  if (declaration.type === 'FunctionDeclaration') return declaration;
  if (declaration.type !== 'VariableDeclaration') return undefined;
  const [declarator] = declaration.declarations;
  const init = declarator?.init;
  if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') return init;
  return undefined;
};

const nameOf = (declaration) =>
  declaration.type === 'FunctionDeclaration'
    ? declaration.id?.name
    : declaration.declarations[0]?.id?.name;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'A use-case file exports one use-case.' },
    messages: {
      second:
        '"{{name}}" is a second use-case in this file (the first is "{{first}}"): one use-case per file.',
      bundle: 'A "*-use-cases.ts" file bundles use-cases: give each its own file, named after it.',
    },
    schema: [],
  },
  create(context) {
    let first;
    return {
      Program(node) {
        if (/-use-cases\.ts$/.test(context.filename)) context.report({ node, messageId: 'bundle' });
      },
      'Program > ExportNamedDeclaration'(node) {
        const declaration = node.declaration;
        if (!declaration) return;
        const fn = functionOf(declaration);
        if (!fn || !isUseCase(fn)) return;
        const name = nameOf(declaration);
        if (first === undefined) {
          first = name;
          return;
        }
        context.report({ node, messageId: 'second', data: { name, first } });
      },
    };
  },
};

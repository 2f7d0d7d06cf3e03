// @ts-check
/*
 * The dead-code rule of eslint.config.js: an export (not a type) that no module of the source roots imports
 * is an error (decision 0029). It replaces import-x/no-unused-modules, with the same rules of usage, on the
 * import graph of eslint-import-graph.mjs:
 * - `import { a }`, `import a`, `import { type A }` and `export { a } from` use those names;
 * - `import * as ns`, `export * as ns from` and `import('./x.js')` (a literal path) use every export, but
 *   `const { a } = await import('./x.js')` and `(await import('./x.js')).a` use only `a`;
 * - `export * from './x.js'` uses every export of x but its default;
 * - interfaces, type aliases and enums declared with `export` are left alone (a type in an exported signature
 *   is part of its API); an `export { … }` list is checked name by name, types included.
 * Which files are checked is the config's `files`/`ignores`; a file outside the source roots is not checked.
 */
import {
  EVERY_EXPORT,
  EVERY_EXPORT_BUT_DEFAULT,
  graphFor,
  lintedFile,
  SOURCE_ROOTS_OPTIONS,
} from './eslint-import-graph.mjs';

/** @type {import('eslint').Rule.RuleModule} */
export const noUnusedExports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid exports (other than types) that no module of the source roots imports.' },
    schema: SOURCE_ROOTS_OPTIONS,
    messages: { unused: "exported declaration '{{name}}' not used within other modules" },
  },
  create(context) {
    const { src } = /** @type {{ src: string[] }} */ (context.options[0]);
    const file = lintedFile(context);
    const graph = graphFor(context, src);
    if (!graph.files.has(file)) return {};
    const used = graph.usedNames.get(file) ?? new Set();

    /** @param {import('estree').Node} node @param {string} name */
    const check = (node, name) => {
      if (used.has(name) || used.has(EVERY_EXPORT)) return;
      if (name !== 'default' && used.has(EVERY_EXPORT_BUT_DEFAULT)) return;
      context.report({ node, messageId: 'unused', data: { name } });
    };
    /** @param {import('estree').Identifier | import('estree').Literal} node */
    const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

    return {
      ExportDefaultDeclaration: (node) => check(node, 'default'),
      ExportAllDeclaration: (node) => {
        if (node.exported) check(node, nameOf(node.exported));
      },
      ExportNamedDeclaration: (node) => {
        for (const specifier of node.specifiers) check(specifier, nameOf(specifier.exported));
        const declaration = node.declaration;
        if (!declaration) return;
        if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
          if (declaration.id) check(node, declaration.id.name);
        } else if (declaration.type === 'VariableDeclaration') {
          for (const { id } of declaration.declarations) {
            for (const name of boundNames(id)) check(node, name);
          }
        }
        // Anything else is a type (interface, type alias, enum, declare): left alone.
      },
    };
  },
};

/**
 * The names a `const`/`let` declaration binds, destructuring included.
 * @param {import('estree').Pattern} pattern
 * @returns {string[]}
 */
function boundNames(pattern) {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        boundNames(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? boundNames(element) : []));
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    case 'RestElement':
      return boundNames(pattern.argument);
    default:
      return [];
  }
}

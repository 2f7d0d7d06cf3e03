// @ts-check
/*
 * Import cycles are an error (eslint.config.js): a module may not import a module from which a chain of
 * imports leads back to it. It replaces import-x/no-cycle, with the same edges, on the import graph of
 * eslint-import-graph.mjs: static imports and `export … from` (not those of types only: `import type`,
 * `import { type A }`, `export type … from`), side-effect imports and dynamic imports; packages
 * (node_modules) are left out. The checked module's own imports are read from the text being linted, the rest
 * of the graph from disk.
 */
import { relative } from 'node:path';
import {
  graphFor,
  lintedFile,
  resolveInside,
  resolversOf,
  SOURCE_ROOTS_OPTIONS,
} from './eslint-import-graph.mjs';

/**
 * The modules from which a chain of imports reaches `file`, each with the next module of one such chain.
 * @param {import('./eslint-import-graph.mjs').Graph} graph @param {string} file
 */
function chainsTo(graph, file) {
  /** @type {Map<string, string>} */
  const next = new Map();
  const queue = [file];
  for (let index = 0; index < queue.length; index++) {
    const module = /** @type {string} */ (queue[index]);
    for (const importer of graph.importers.get(module) ?? []) {
      if (importer === file || next.has(importer)) continue;
      next.set(importer, module);
      queue.push(importer);
    }
  }
  return next;
}

/**
 * The strongly connected components of the graph's import edges (Tarjan): two modules are in one component
 * exactly when each reaches the other. Computed once per reading of the graph.
 * @type {WeakMap<import('./eslint-import-graph.mjs').Graph, Map<string, number>>}
 */
const componentsOf = new WeakMap();

/** @param {import('./eslint-import-graph.mjs').Graph} graph */
function components(graph) {
  let found = componentsOf.get(graph);
  if (found) return found;
  const component = new Map();
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @param {string} module */
  const visit = (module) => {
    index.set(module, index.size);
    low.set(module, index.get(module) ?? 0);
    stack.push(module);
    onStack.add(module);
    // Edges followed backwards (importers): the components are the same.
    for (const importer of graph.importers.get(module) ?? []) {
      if (!index.has(importer)) {
        visit(importer);
        low.set(module, Math.min(low.get(module) ?? 0, low.get(importer) ?? 0));
      } else if (onStack.has(importer)) {
        low.set(module, Math.min(low.get(module) ?? 0, index.get(importer) ?? 0));
      }
    }
    if (low.get(module) === index.get(module)) {
      const id = component.size;
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.set(member, id);
      } while (member !== module);
    }
  };
  for (const module of graph.importers.keys()) if (!index.has(module)) visit(module);
  found = component;
  componentsOf.set(graph, found);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid importing a module with a chain of imports back to this one.' },
    schema: SOURCE_ROOTS_OPTIONS,
    messages: { cycle: 'Dependency cycle: {{chain}}' },
  },
  create(context) {
    const { src } = /** @type {{ src: string[] }} */ (context.options[0]);
    const file = lintedFile(context);
    const graph = graphFor(context, src);
    const resolvers = resolversOf(context);
    /** @type {Map<string, string> | undefined} */
    let next;

    /** @param {import('estree').Node} node @param {unknown} specifier */
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveInside(specifier, file, resolvers);
      if (!target || target === file) return;
      // An import the graph holds too (a file linted as it is on disk): a cycle exactly when both modules are
      // in one component. A new import (an editor's unsaved text): whether the target reaches this file.
      if (graph.importers.get(target)?.has(file)) {
        const component = components(graph);
        if (component.get(target) === undefined || component.get(target) !== component.get(file)) return;
      }
      next ??= chainsTo(graph, file);
      if (!next.has(target)) return;
      const chain = [file, target];
      for (let module = target; module !== file;) {
        module = /** @type {string} */ (next.get(module));
        chain.push(module);
      }
      context.report({
        node,
        messageId: 'cycle',
        data: { chain: chain.map((module) => relative(context.cwd, module)).join(' → ') },
      });
    };
    // The TypeScript parser's `importKind`/`exportKind` (not in the plain ESTree types).
    /** @param {object} node */
    const typeOnly = (node) => {
      const kinds = /** @type {{ importKind?: string, exportKind?: string }} */ (node);
      return kinds.importKind === 'type' || kinds.exportKind === 'type';
    };

    return {
      ImportDeclaration: (node) => {
        const specifiers = /** @type {Array<{ importKind?: string }>} */ (node.specifiers);
        if (typeOnly(node)) return;
        if (specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type')) return;
        check(node, node.source.value);
      },
      ExportNamedDeclaration: (node) => {
        if (node.source && !typeOnly(node)) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => {
        if (!typeOnly(node)) check(node, node.source.value);
      },
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

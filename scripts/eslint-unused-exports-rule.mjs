// @ts-check
/*
 * The dead-code rule of eslint.config.js: an export (not a type) that no module of the source roots imports
 * is an error. It replaces import-x/no-unused-modules (decision 0029), which built a full ESLint module map of
 * every source file (parse with the typescript-eslint parser, scope analysis, export maps: about 19 CPU-s of
 * each lint). Here the import graph is read once per ESLint process with TypeScript's parser alone (no type
 * information, only the import and export statements) and the imports resolved with import-x's resolver from
 * the lint settings, so a path resolves exactly as for the path and cycle rules.
 *
 * The same rules of usage as import-x/no-unused-modules:
 * - `import { a }`, `import a`, `import { type A }` and `export { a } from` use those names;
 * - `import * as ns`, `export * as ns from` and `import('./x.js')` (a literal path) use every export, but
 *   `const { a } = await import('./x.js')` and `(await import('./x.js')).a` use only `a`;
 * - `export * from './x.js'` uses every export of x but its default;
 * - interfaces, type aliases and enums declared with `export` are left alone (a type in an exported signature
 *   is part of its API); an `export { … }` list is checked name by name, types included.
 * Which files are checked is the config's `files`/`ignores`; a file outside the source roots is not checked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs']);
const EVERY_EXPORT = '*';
const EVERY_EXPORT_BUT_DEFAULT = 'export *';

/** @param {string} folder @returns {string[]} */
const sourceFilesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return EXTENSIONS.has(extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/**
 * The specifiers a module imports and the names it takes from each.
 * @param {string} file
 * @returns {Array<{ specifier: string, names: string[] }>}
 */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  // Parent links only where a dynamic import needs them (namesTakenFrom).
  const dynamic = text.includes('import(');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, dynamic, kind);
  /** @type {Array<{ specifier: string, names: string[] }>} */
  const imports = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      /** @type {string[]} */
      const names = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(EVERY_EXPORT);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      }
      imports.push({ specifier: statement.moduleSpecifier.text, names });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const names = !clause
        ? [EVERY_EXPORT_BUT_DEFAULT]
        : ts.isNamespaceExport(clause)
          ? [EVERY_EXPORT]
          : clause.elements.map((element) => (element.propertyName ?? element.name).text);
      imports.push({ specifier: statement.moduleSpecifier.text, names });
    }
  }
  // Dynamic imports anywhere in the module (lazy routes, tests importing after a mock).
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      imports.push({ specifier: node.arguments[0].text, names: namesTakenFrom(node) });
    }
    ts.forEachChild(node, visit);
  };
  if (dynamic) visit(source);
  return imports;
}

/**
 * What the code takes from a dynamic import's module: the names of `const { a, b } = await import(…)` and of
 * `(await import(…)).a`; every export when the module object goes anywhere else.
 * @param {ts.CallExpression} call
 * @returns {string[]}
 */
function namesTakenFrom(call) {
  let node = call.parent;
  while (ts.isParenthesizedExpression(node)) node = node.parent;
  if (!ts.isAwaitExpression(node)) return [EVERY_EXPORT];
  let user = node.parent;
  while (ts.isParenthesizedExpression(user)) user = user.parent;
  if (ts.isPropertyAccessExpression(user)) return [user.name.text];
  if (ts.isVariableDeclaration(user) && ts.isObjectBindingPattern(user.name)) {
    const names = user.name.elements.map((element) => {
      const key = element.propertyName ?? element.name;
      return !element.dotDotDotToken && ts.isIdentifier(key) ? key.text : EVERY_EXPORT;
    });
    return names;
  }
  return [EVERY_EXPORT];
}

/**
 * @typedef {{ resolve: (specifier: string, file: string) => { found: boolean, path?: string | null } }} Resolver
 * @typedef {{ files: Set<string>, usedNames: Map<string, Set<string>> }} Graph
 */

/** Per file: its modification time and what it imports, so that a re-read parses only changed files. */
/** @type {Map<string, { mtimeMs: number, imports: ReturnType<typeof importsOf> }>} */
const parsed = new Map();

/**
 * @param {string[]} roots
 * @param {Resolver[]} resolvers
 * @returns {Graph}
 */
function readGraph(roots, resolvers) {
  const files = new Set(roots.flatMap(sourceFilesUnder));
  /** @type {Map<string, Set<string>>} */
  const usedNames = new Map();
  for (const file of files) {
    const { mtimeMs } = statSync(file);
    let entry = parsed.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, imports: importsOf(file) };
      parsed.set(file, entry);
    }
    for (const { specifier, names } of entry.imports) {
      const target = resolve(specifier, file, resolvers);
      if (!target || /[/\\]node_modules[/\\]/.test(target)) continue;
      const used = usedNames.get(target) ?? new Set();
      for (const name of names) used.add(name);
      usedNames.set(target, used);
    }
  }
  return { files, usedNames };
}

/** @param {string} specifier @param {string} file @param {Resolver[]} resolvers */
function resolve(specifier, file, resolvers) {
  for (const resolver of resolvers) {
    const result = resolver.resolve(specifier, file);
    if (result.found) return result.path ?? null;
  }
  return null;
}

/** The graph of the current process, and the files checked against it since it was read. */
/** @type {{ key: string, graph: Graph, checked: Set<string> } | undefined} */
let current;

/**
 * A command-line run checks each file once against one reading of the graph. A file checked a second time
 * means a long-lived ESLint (an editor, `--fix` passes): the files may have changed, so the graph is read again
 * (only changed files are parsed again).
 * @param {string[]} roots @param {Resolver[]} resolvers @param {string} file
 */
function graphFor(roots, resolvers, file) {
  const key = JSON.stringify(roots);
  if (!current || current.key !== key || current.checked.has(file)) {
    current = { key, graph: readGraph(roots, resolvers), checked: new Set() };
  }
  current.checked.add(file);
  return current.graph;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noUnusedExports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid exports (other than types) that no module of the source roots imports.' },
    schema: [
      {
        type: 'object',
        properties: { src: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: { unused: "exported declaration '{{name}}' not used within other modules" },
  },
  create(context) {
    const { src } = /** @type {{ src: string[] }} */ (context.options[0]);
    const file = context.physicalFilename;
    const resolvers = /** @type {Resolver[]} */ (context.settings['import-x/resolver-next'] ?? []);
    const graph = graphFor(src, resolvers, file);
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

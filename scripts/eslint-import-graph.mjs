// @ts-check
/*
 * The import graph of the source roots, for the repository's own lint rules (dead exports, cycles): read once
 * per ESLint process with TypeScript's parser alone (only the import and export statements, no type
 * information) and resolved with import-x's resolver from the lint settings, so a path resolves as for
 * import-x/no-restricted-paths. import-x's own rules for these (no-unused-modules, no-cycle) parsed every
 * module again with the typescript-eslint parser and built export maps: about a fifth of each lint's CPU time
 * (decision 0027, "lint without the module map").
 */
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs']);
/** What a namespace or dynamic import takes: every export. */
export const EVERY_EXPORT = '*';
/** What `export * from` takes: every export but the default. */
export const EVERY_EXPORT_BUT_DEFAULT = 'export *';

/** The options both rules take: `src`, the source roots whose files form the graph. */
export const SOURCE_ROOTS_OPTIONS = [
  {
    type: 'object',
    properties: { src: { type: 'array', items: { type: 'string' }, minItems: 1 } },
    required: ['src'],
    additionalProperties: false,
  },
];

/** @param {string} folder @returns {string[]} */
const sourceFilesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return EXTENSIONS.has(extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/**
 * The specifiers a module imports, the names it takes from each, and whether only types (no edge of a cycle).
 * @param {string} file
 * @returns {Import[]}
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
  /** @type {Import[]} */
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
      // As import-x/no-cycle: `import type`, or named imports that are all `type`, bring no module in.
      const typeOnly = Boolean(
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly)),
      );
      imports.push({ specifier: statement.moduleSpecifier.text, names, typeOnly });
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
      imports.push({ specifier: statement.moduleSpecifier.text, names, typeOnly: statement.isTypeOnly });
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
      imports.push({ specifier: node.arguments[0].text, names: namesTakenFrom(node), typeOnly: false });
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
 * @typedef {{ specifier: string, names: string[], typeOnly: boolean }} Import
 * @typedef {{ resolve: (specifier: string, file: string) => { found: boolean, path?: string | null } }} Resolver
 * @typedef {object} Graph
 * @property {Set<string>} files every module of the source roots
 * @property {Map<string, Set<string>>} usedNames per module, the names other modules take from it
 * @property {Map<string, Set<string>>} importers per module, the modules that import it for more than types
 */

/** Per file: its modification time and what it imports, so that a re-read parses only changed files. */
/** @type {Map<string, { mtimeMs: number, imports: Import[] }>} */
const parsed = new Map();

/**
 * @param {string[]} roots
 * @param {Resolver[]} resolvers
 * @returns {Graph}
 */
function readGraph(roots, resolvers) {
  // Real paths, as the resolver answers (a checkout reached through a symbolic link, macOS's /tmp).
  const files = new Set(roots.map((root) => realpathSync(root)).flatMap(sourceFilesUnder));
  /** @type {Map<string, Set<string>>} */
  const usedNames = new Map();
  /** @type {Map<string, Set<string>>} */
  const importers = new Map();
  for (const file of files) {
    const { mtimeMs } = statSync(file);
    let entry = parsed.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, imports: importsOf(file) };
      parsed.set(file, entry);
    }
    for (const { specifier, names, typeOnly } of entry.imports) {
      const target = resolveInside(specifier, file, resolvers);
      if (!target) continue;
      const used = usedNames.get(target) ?? new Set();
      for (const name of names) used.add(name);
      usedNames.set(target, used);
      if (!typeOnly) importers.set(target, (importers.get(target) ?? new Set()).add(file));
    }
  }
  return { files, usedNames, importers };
}

/**
 * The file a specifier names, or null for a package (node_modules), a built-in or what does not resolve.
 * @param {string} specifier @param {string} file @param {Resolver[]} resolvers
 */
export function resolveInside(specifier, file, resolvers) {
  for (const resolver of resolvers) {
    const result = resolver.resolve(specifier, file);
    if (result.found) {
      const path = result.path ?? null;
      return path && !/[/\\]node_modules[/\\]/.test(path) ? path : null;
    }
  }
  return null;
}

/** The graph of the current process, and the files each rule checked against it since it was read. */
/** @type {{ key: string, graph: Graph, checked: Set<string> } | undefined} */
let current;

/**
 * The graph for a rule about to check a file. A command-line run has each rule check each file once against
 * one reading of the graph. A file checked a second time by the same rule means a long-lived ESLint (an
 * editor, `--fix` passes): the files may have changed, so the graph is read again (only changed files are
 * parsed again).
 * @param {import('eslint').Rule.RuleContext} context @param {string[]} roots
 */
export function graphFor(context, roots) {
  const key = JSON.stringify(roots);
  const check = `${context.id}\0${context.physicalFilename}`;
  if (!current || current.key !== key || current.checked.has(check)) {
    current = { key, graph: readGraph(roots, resolversOf(context)), checked: new Set() };
  }
  current.checked.add(check);
  return current.graph;
}

/**
 * The real path of the file being linted, as the graph holds it (the path itself for text with no file).
 * @param {import('eslint').Rule.RuleContext} context
 */
export function lintedFile(context) {
  try {
    return realpathSync(context.physicalFilename);
  } catch {
    return context.physicalFilename;
  }
}

/** import-x's resolvers, from the lint settings. @param {import('eslint').Rule.RuleContext} context */
export const resolversOf = (context) =>
  /** @type {Resolver[]} */ (context.settings['import-x/resolver-next'] ?? []);

import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue's layers are lint errors (eslint.config.js, decision 0028): this runs the project's own
 * ESLint configuration on deliberate violations, written as the text of real files of each layer, and
 * expects the boundary rules to name them. A rule that stopped matching (a moved folder, a typo in a
 * zone) fails here rather than letting the next violation through.
 */

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const layer = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  '@typescript-eslint/no-restricted-imports',
]);

// One instance for every case, with only the boundary rules and the type-aware rules off: those build the
// whole program's types (most of this file's time before) and say nothing about imports.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

async function boundaryErrors(filePath: string, code: string): Promise<{ line: number; rule: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => ({ line: message.line, rule: message.ruleId! }));
}

describe('catalogue layers (lint)', () => {
  it('keeps presenters pure: no query builder, no database, of read/ only its types', async () => {
    const code = [
      "import { sql } from 'kysely';",
      "import { createDatabase } from '../../../db/database.js';",
      "import { rowIds } from '../read/lookups.js';",
      "import type { EntityTable } from '../read/lookups.js';",
      'export const uses = [sql, createDatabase, rowIds] as const;',
      'export type Table = EntityTable;',
      '',
    ].join('\n');
    const errors = await boundaryErrors(layer('present/claim-range-text.ts'), code);
    expect(errors).toEqual([
      { line: 1, rule: '@typescript-eslint/no-restricted-imports' },
      { line: 2, rule: 'import-x/no-restricted-paths' },
      { line: 3, rule: '@typescript-eslint/no-restricted-imports' },
    ]);
  }, 300_000);

  it('keeps the lower layers from importing the upper ones, and the catalogue from other features', async () => {
    // A read returns rows: it hands them to no presenter (routes/*-pages.ts do).
    const read = await boundaryErrors(
      layer('read/lookups.ts'),
      [
        "export { catalogueRoutes } from '../routes/routes.js';",
        "export { presentFacets } from '../present/facets.js';",
        '',
      ].join('\n'),
    );
    expect(read).toEqual([
      { line: 1, rule: 'import-x/no-restricted-paths' },
      { line: 2, rule: 'import-x/no-restricted-paths' },
    ]);

    const search = await boundaryErrors(
      layer('search/reindex.ts'),
      [
        "export { patentsSearch } from '../routes/catalogue-reads.js';",
        "export { rebuildLandscape } from '../../visualization/landscape-build.js';",
        '',
      ].join('\n'),
    );
    expect(search).toEqual([
      { line: 1, rule: 'import-x/no-restricted-paths' },
      { line: 2, rule: 'import-x/no-restricted-paths' },
    ]);

    const write = await boundaryErrors(
      layer('write/import-runner.ts'),
      "export { rowIds } from '../read/lookups.js';\n",
    );
    expect(write).toEqual([{ line: 1, rule: 'import-x/no-restricted-paths' }]);
  }, 300_000);
});

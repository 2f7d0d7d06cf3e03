import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/*
 * The repository's own lint configuration (eslint.config.js) catching deliberate violations of the
 * boundaries on both apps: an import cycle, and an import across features that is not declared. Each
 * violation is the text of a real file of the repository with one import added, so the rules resolve the
 * real modules around it. Type-aware rules are switched off (they need the whole program and say nothing here).
 */

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const RULES = new Set(['local/no-cycle', 'import-x/no-restricted-paths']);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
});

async function errors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.line}:${message.ruleId}`);
}

describe('lint: no import cycles', () => {
  it('fails on a cycle on the server (read/examples.ts imports read/patents.ts; here the other way too)', async () => {
    const code =
      "import { exampleSummaryRows } from './examples.js';\nexport const rows = exampleSummaryRows;\n";
    expect(await errors('apps/server/src/features/catalogue/read/patents.ts', code)).toEqual([
      '1:local/no-cycle',
    ]);
  });

  it('fails on a cycle in the web app (lib/api-client.ts imports lib/api-error.ts; here the other way too)', async () => {
    const code = "import { apiRequest } from './api-client';\nexport const request = apiRequest;\n";
    expect(await errors('apps/web/src/lib/api-error.ts', code)).toEqual(['1:local/no-cycle']);
  });
});

describe('lint: feature boundaries', () => {
  it('lets a server feature import only the features declared for it', async () => {
    const code = [
      "export { patentsSearch } from '../catalogue/routes/catalogue-reads.js';",
      "export { explorationsPlugin } from '../explorations/explorations-plugin.js';",
      '',
    ].join('\n');
    // bookmarks may import the catalogue, not explorations.
    expect(await errors('apps/server/src/features/bookmarks/repository.ts', code)).toEqual([
      '2:import-x/no-restricted-paths',
    ]);
  });

  it('keeps web features from importing each other, large-patents included', async () => {
    const code = "export { EmptyResult } from '../../catalogue/components/search/empty-result';\n";
    expect(await errors('apps/web/src/features/large-patents/components/analysis-view.tsx', code)).toEqual([
      '1:import-x/no-restricted-paths',
    ]);
  });

  it('covers every web feature folder, read from disk', async () => {
    const features = readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features).toContain('large-patents');
    const config = (await eslint.calculateConfigForFile(
      join(root, 'apps/web/src/features/home/x.tsx'),
    )) as Linter.Config;
    const [, options] = config.rules!['import-x/no-restricted-paths'] as [
      unknown,
      { zones: { target: unknown }[] },
    ];
    const targets = options.zones.map((zone) => zone.target);
    for (const feature of features) expect(targets).toContain(`./apps/web/src/features/${feature}`);
  });
});

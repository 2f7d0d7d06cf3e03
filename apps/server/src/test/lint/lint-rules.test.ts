import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The repository's own lint configuration (eslint.config.js) catching what decision 0029 forbids: an API
 * path spelled outside the contract, and an export nobody imports. Type-aware rules are switched off here
 * (they need the whole program and say nothing about these two).
 */

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const repoConfig = ((await import(join(root, 'eslint.config.js'))) as { default: Linter.Config[] }).default;

describe('lint: API paths only from the contract', () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: [tseslint.configs.disableTypeChecked],
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  });
  const violations = `
    import { API_BASE } from '@app/contract/api-paths';
    export const detail = (id: string) => fetch(\`/v1/company/patents/\${id}/detail\`);
    export const list = () => fetch('/v1/company/patents/search');
    export const template = \`\${API_BASE}/patents/:id/detail\`;
  `;
  const lint = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: join(root, file) }))[0]!.messages.map((m) => m.line);

  it('fails on a /v1/ literal, a /v1/ template and a re-declared route template in app code', async () => {
    expect(await lint(violations, 'apps/server/src/features/patents/routes.ts')).toEqual([3, 4, 5]);
    expect(await lint(violations, 'apps/web/src/features/catalogue/api.ts')).toEqual([3, 4, 5]);
  });

  it('passes the contract itself, tests, and code that uses the entries', async () => {
    expect(await lint(violations, 'packages/contract/src/api-paths.ts')).toEqual([]);
    expect(await lint(violations, 'apps/server/src/features/patents/routes.test.ts')).toEqual([]);
    expect(await lint(violations, 'e2e/catalogue.e2e.ts')).toEqual([]);
    const proper = `
      import { API_PATHS } from '@app/contract/api-paths';
      export const route = API_PATHS.patentDetail.template;
      export const detail = (id: string) => fetch(API_PATHS.patentDetail.build({ id }));
    `;
    expect(await lint(proper, 'apps/server/src/features/patents/routes.ts')).toEqual([]);
  });
});

describe('lint: dead-code detection', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'unused-exports-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('is on for every TypeScript file of both apps and the packages', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      'apps/server/src/app.ts',
      'apps/web/src/app/page-routes.ts',
      'packages/analysis/src/model.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(join(root, file))) as Linter.Config;
      expect(config.rules?.['import-x/no-unused-modules'], file).toEqual([
        2,
        expect.objectContaining({ unusedExports: true }),
      ]);
    }
  });

  it('fails on an export no module imports, with the repository’s options', async () => {
    // The repository's rule options, pointed at a fixture of three modules instead of the whole repository.
    const entry = repoConfig.find((c) => c.rules?.['import-x/no-unused-modules'])!;
    const [, options] = entry.rules!['import-x/no-unused-modules'] as [string, Record<string, unknown>];
    const settings = repoConfig.find((c) => c.settings?.['import-x/resolver-next'])!;
    // The rule lists files with ESLint's legacy enumerator, which needs a legacy config file (see .eslintrc.cjs).
    writeFileSync(join(fixture, '.eslintrc.cjs'), 'module.exports = { root: true };\n');
    writeFileSync(join(fixture, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(
      join(fixture, 'shapes.ts'),
      'export const area = (r: number) => Math.PI * r * r;\nexport const perimeter = (r: number) => 2 * Math.PI * r;\nexport interface Circle { r: number }\n',
    );
    writeFileSync(join(fixture, 'main.ts'), "import { area } from './shapes.js';\nconsole.log(area(2));\n");
    const eslint = new ESLint({
      cwd: fixture,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: settings.plugins,
          settings: settings.settings,
          rules: { 'import-x/no-unused-modules': ['error', { ...options, src: [fixture] }] },
        },
      ],
    });
    const [shapes] = await eslint.lintFiles([join(fixture, 'shapes.ts')]);
    // `area` is imported, `Circle` is a type (left alone): only `perimeter` is dead.
    expect(shapes!.messages.map((m) => [m.line, m.message])).toEqual([
      [2, "exported declaration 'perimeter' not used within other modules"],
    ]);
  });
});

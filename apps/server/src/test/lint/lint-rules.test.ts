import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The repository's own lint configuration (eslint.config.js) catching what decision 0029 forbids: an API
 * path spelled outside the contract, and an export nobody imports; and the import-cycle rule on the same
 * import graph (boundaries.test.ts shows it on real modules). Type-aware rules are switched off here (they
 * need the whole program and say nothing about these).
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
  const fixtures: string[] = [];
  afterAll(() => fixtures.forEach((fixture) => rmSync(fixture, { recursive: true, force: true })));

  it('is on for every TypeScript file of both apps and the packages', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      'apps/server/src/app.ts',
      'apps/web/src/app/page-routes.ts',
      'packages/analysis/src/model.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(join(root, file))) as Linter.Config;
      expect(config.rules?.['local/no-unused-exports'], file).toEqual([
        2,
        expect.objectContaining({ src: expect.arrayContaining([join(root, 'apps/web/src')]) as unknown }),
      ]);
    }
  });

  /** Lints the modules, in a folder of their own, with the repository's rule and resolver, its root that folder. */
  const lintFixture = async (
    modules: Record<string, string>,
    rule = 'local/no-unused-exports',
    { throughLink = false } = {},
  ) => {
    let fixture = mkdtempSync(join(tmpdir(), 'unused-exports-'));
    fixtures.push(fixture);
    if (throughLink) {
      // The same folder under another name, as a checkout reached through a symbolic link (or macOS's /tmp).
      const link = `${fixture}-link`;
      symlinkSync(fixture, link);
      fixtures.push(link);
      fixture = link;
    }
    writeFileSync(join(fixture, 'package.json'), '{ "type": "module" }\n');
    for (const [name, code] of Object.entries(modules)) writeFileSync(join(fixture, name), code);
    const settings = repoConfig.find((c) => c.settings?.['import-x/resolver-next'])!;
    const eslint = new ESLint({
      cwd: fixture,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: settings.plugins,
          settings: settings.settings,
          rules: { [rule]: ['error', { src: [fixture] }] },
        },
      ],
    });
    const results = await eslint.lintFiles(Object.keys(modules).map((name) => join(fixture, name)));
    return Object.fromEntries(
      results.map((r) => [r.filePath.slice(fixture.length + 1), r.messages.map((m) => [m.line, m.message])]),
    );
  };

  it('fails on an export no module imports, with the repository’s options', async () => {
    const found = await lintFixture({
      'shapes.ts': [
        'export const area = (r: number) => Math.PI * r * r;',
        'export const perimeter = (r: number) => 2 * Math.PI * r;',
        'export interface Circle { r: number }',
        'export type Radius = number;',
        'export default function unit() { return 1; }',
        'export const { diameter, radius: r } = { diameter: 2, radius: 1 };',
        'const local = 3;',
        'export { local };',
      ].join('\n'),
      'main.ts': "import { area, type Circle } from './shapes.js';\nconsole.log(area(2), {} as Circle);\n",
    });
    // `area` is imported and types are left alone: the rest is dead, a destructured name and a list entry too.
    expect(found).toEqual({
      'shapes.ts': [
        [2, "exported declaration 'perimeter' not used within other modules"],
        [5, "exported declaration 'default' not used within other modules"],
        [6, "exported declaration 'diameter' not used within other modules"],
        [6, "exported declaration 'r' not used within other modules"],
        [8, "exported declaration 'local' not used within other modules"],
      ],
      'main.ts': [],
    });
  });

  it('counts namespace and dynamic imports, star and named re-exports as uses; a re-export is checked itself', async () => {
    const found = await lintFixture({
      'whole.ts': 'export const a = 1;\nexport const b = 2;\n',
      'lazy.ts': 'export const page = 1;\nexport default page;\n',
      'starred.ts': 'export const s = 1;\nexport default 2;\n',
      'listed.ts': 'export const kept = 1;\nexport const dropped = 2;\n',
      'barrel.ts':
        "export * from './starred.js';\nexport { kept } from './listed.js';\nexport { kept as alias } from './listed.js';\n",
      'picked.ts': 'export const taken = 1;\nexport const left = 2;\n',
      'property.ts': 'export const read = 1;\nexport const unread = 2;\n',
      'main.ts': [
        "import * as whole from './whole.js';",
        "import { kept } from './barrel.js';",
        "const { taken } = await import('./picked.js');",
        "console.log(whole, kept, taken, (await import('./property.js')).read, () => import('./lazy.js'));",
      ].join('\n'),
    });
    expect(found).toEqual({
      'whole.ts': [],
      'lazy.ts': [],
      // `export *` passes every export but the default on.
      'starred.ts': [[2, "exported declaration 'default' not used within other modules"]],
      'listed.ts': [[2, "exported declaration 'dropped' not used within other modules"]],
      'barrel.ts': [[3, "exported declaration 'alias' not used within other modules"]],
      // What a dynamic import destructures or reads is all it uses.
      'picked.ts': [[2, "exported declaration 'left' not used within other modules"]],
      'property.ts': [[2, "exported declaration 'unread' not used within other modules"]],
      'main.ts': [],
    });
  });
  it('fails on an import cycle, dynamic imports included, and not on one of types only', async () => {
    const found = await lintFixture(
      {
        'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
        'b.ts': "import { c } from './c.js';\nexport const b = () => c;\n",
        'c.ts': "export const c = () => import('./a.js');\n",
        'typed.ts': "import type { Shape } from './shape.js';\nexport interface Typed { shape: Shape }\n",
        'shape.ts': "import { type Typed } from './typed.js';\nexport interface Shape { typed: Typed }\n",
      },
      'local/no-cycle',
    );
    expect(found).toEqual({
      'a.ts': [[1, 'Dependency cycle: a.ts → b.ts → c.ts → a.ts']],
      'b.ts': [[1, 'Dependency cycle: b.ts → c.ts → a.ts → b.ts']],
      'c.ts': [[1, 'Dependency cycle: c.ts → a.ts → b.ts → c.ts']],
      'typed.ts': [],
      'shape.ts': [],
    });
  });
  it('finds the uses in a folder reached through a symbolic link', async () => {
    const found = await lintFixture(
      {
        'used.ts': 'export const used = 1;\nexport const unused = 2;\n',
        'main.ts': "import { used } from './used.js';\nconsole.log(used);\n",
      },
      'local/no-unused-exports',
      { throughLink: true },
    );
    expect(found).toEqual({
      'used.ts': [[2, "exported declaration 'unused' not used within other modules"]],
      'main.ts': [],
    });
  });
});

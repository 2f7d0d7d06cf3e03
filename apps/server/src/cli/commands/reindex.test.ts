// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from '../../features/catalogue/testing/catalogue-fixtures.js';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { EXIT_OK, EXIT_USAGE, runCli } from '../run-cli.js';

describe('npm run cli -- reindex', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await seedFixtures(t.database.db);
  });
  afterAll(() => t.close());

  async function cli(argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      config: t.config,
      database: t.database,
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => void (stderr += text) },
    });
    return { code, stdout, stderr };
  }

  it('rebuilds the index from the catalogue records (an emptied index comes back whole)', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('search_docs')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    expect(before).toBe(4 + 5 + 4 + 4);
    await t.database.db.deleteFrom('search_docs').execute();
    const { code, stdout } = await cli(['reindex']);
    expect(code).toBe(EXIT_OK);
    expect(stdout).toContain('patents: 4 件');
    expect(stdout).toContain('examples: 4 件');
    expect(await count()).toBe(before);
  });

  it('rebuilds only the kinds named, and refuses unknown ones with exit code 2', async () => {
    expect((await cli(['reindex', 'materials'])).stdout).toMatch(/^materials: 5 件$/m);
    const bad = await cli(['reindex', 'widgets']);
    expect(bad.code).toBe(EXIT_USAGE);
    expect(bad.stderr).toContain('Unknown kind: widgets');
  });
});

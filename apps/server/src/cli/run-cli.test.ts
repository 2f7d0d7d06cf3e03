// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.js';
import { createTestContext, type TestContext } from '../test/test-context.js';
import { CLI_COMMANDS } from './command-list.js';
import { CliUsageError, type CliCommand } from './command.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runCli, type CliDeps } from './run-cli.js';

/** Runs the CLI and captures what it wrote to each stream. */
async function cli(argv: string[], deps: CliDeps = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => void (stderr += text) },
    ...deps,
  });
  return { code, stdout, stderr };
}

describe('runCli', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('lists the commands for `help` and for no command at all', async () => {
    for (const argv of [['help'], []]) {
      const { code, stdout, stderr } = await cli(argv, { config: context.config });
      expect(code).toBe(EXIT_OK);
      expect(stderr).toBe('');
      for (const command of CLI_COMMANDS) expect(stdout).toContain(`  ${command.name}`);
    }
  });

  it('refuses an unknown command with exit code 2 and a bilingual message', async () => {
    const { code, stdout, stderr } = await cli(['frobnicate'], { config: context.config });
    expect(code).toBe(EXIT_USAGE);
    expect(stdout).toBe('');
    expect(stderr).toContain('不明なコマンドです / Unknown command: frobnicate');
  });

  it('refuses bad arguments with exit code 2 and the usage line', async () => {
    const { code, stderr } = await cli(['maintenance', 'sideways'], {
      config: context.config,
      database: context.database,
    });
    expect(code).toBe(EXIT_USAGE);
    expect(stderr).toContain('Usage: npm run cli -- maintenance [on|off|reset]');
  });

  it('reports an invalid environment with exit code 1, naming the key', async () => {
    const { code, stderr } = await cli(['migrate'], { env: { PORT: 'abc' } });
    expect(code).toBe(EXIT_FAILURE);
    expect(stderr).toContain('PORT');
  });

  it('`migrate` applies pending migrations to a database it opens itself, then finds nothing to do', async () => {
    // An empty database, opened and closed by the CLI as in production.
    const empty = await createTestContext({ migrate: false });
    await empty.database.destroy();
    const { config } = empty;
    const first = await cli(['migrate'], { config });
    expect(first.code).toBe(EXIT_OK);
    expect(first.stdout).toContain('applied: 0001_app_settings');
    expect(first.stdout).toContain('applied: 0002_page_views');

    const second = await cli(['migrate'], { config });
    expect(second.stdout).toContain('Database is up to date');

    const check = createDatabase(config);
    expect(await check.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    await check.destroy();
    await empty.close();
  });

  it('turns a failing command into exit code 1 with a message on stderr and the details in the log', async () => {
    const failing: CliCommand = {
      name: 'explode',
      args: '',
      summary: 'test',
      run: () => Promise.reject(new Error('disk on fire')),
    };
    const config = { ...context.config, logLevel: 'info' as const };
    const { code, stdout, stderr } = await cli(['explode'], { config, commands: [failing] });
    expect(code).toBe(EXIT_FAILURE);
    expect(stdout).toBe('');
    expect(stderr).toContain('コマンドが失敗しました / Command failed: disk on fire');
    expect(stderr).toContain('"msg":"command failed"');
  });

  it('reports a usage error thrown by a command', async () => {
    const picky: CliCommand = {
      name: 'picky',
      args: '<thing>',
      summary: 'test',
      run: () => Promise.reject(new CliUsageError('missing thing')),
    };
    const { code, stderr } = await cli(['picky'], { config: context.config, commands: [picky] });
    expect(code).toBe(EXIT_USAGE);
    expect(stderr).toContain('missing thing');
    expect(stderr).toContain('npm run cli -- picky <thing>');
  });
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { createDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { sharedData } from '../../test/shared-data.js';
import { copyMigratedSqlite } from '../../test/test-database.js';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runCli } from '../run-cli.js';

const WEEKLY = sharedData('uspto-bulk-samples', 'weekly');
const serverDir = path.resolve(import.meta.dirname, '../../..');

async function count(db: Kysely<Database>, table: 'patents' | 'examples' | 'search_index_pending') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function indexedPatents(db: Kysely<Database>) {
  const row = await db
    .selectFrom('search_docs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'patents')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('npm run cli -- import (bulk XML)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
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

  it('imports a weekly file as it comes and reports documents, records, examples, ranges and time', async () => {
    const file = path.join(WEEKLY, 'ipg050104.small.xml');
    const { code, stdout } = await cli(['import', file]);
    expect(code).toBe(EXIT_OK);
    expect(stdout).toMatch(
      new RegExp(
        `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: 文書 documents 25, 追加 inserted \\d+, ` +
          '更新 updated 0, 失敗 failed 0, 実施例 examples \\d+, 数値範囲 ranges \\d+ \\(\\d+\\.\\d s\\)',
      ),
    );
    expect(await count(t.database.db, 'patents')).toBe(25);
    expect(await indexedPatents(t.database.db)).toBe(25);
  });

  it('imports several files and a directory in one command, one report line per file', async () => {
    const files = ['ipg060103.small.xml', 'ipg070102.small.xml'].map((name) => path.join(WEEKLY, name));
    const { code, stdout } = await cli(['import', ...files, WEEKLY]);
    expect(code).toBe(EXIT_OK);
    const lines = stdout.split('\n').filter((line) => line.includes('文書 documents'));
    // Two files named, then the eight XML files of the directory (the first three again: updated).
    expect(lines).toHaveLength(2 + 8);
    expect(stdout).toContain('ipg120327.196.xml: 文書 documents 196, 追加 inserted 196');
    expect(stdout).toMatch(/ipg050104\.small\.xml: 文書 documents 25, 追加 inserted 0, 更新 updated \d+/);
    // Sequence listings travel as documents of their own: skipped, not failed.
    expect(stdout).toContain('ipg060103.small.xml: 文書 documents 27, 対象外 skipped 2, 追加 inserted');
    expect(await indexedPatents(t.database.db)).toBe(await count(t.database.db, 'patents'));
  });

  it('takes the data files of a directory and leaves its licence and notes alone', async () => {
    const { code, stdout } = await cli(['import', sharedData('uspto-patent-xml-samples')]);
    expect(code).toBe(EXIT_OK);
    expect(stdout.split('\n').filter((line) => line.includes('文書 documents 1,'))).toHaveLength(4);
    expect(stdout).not.toContain('LICENSE');
  });

  it('refuses a directory without importable files, and a file of an unknown type', async () => {
    expect((await cli(['import', t.dir])).stderr).toContain('取り込めるファイルがありません');
    const unknown = await cli(['import', path.join(serverDir, 'package.json.orig')]);
    expect(unknown.code).toBe(EXIT_FAILURE);
    expect(unknown.stderr).toContain('ファイルがありません');
    const usage = await cli(['import', path.join(serverDir, 'tsconfig.build.json'), '--format', 'pdf']);
    expect(usage.code).toBe(EXIT_USAGE);
  });
});

describe('an import killed midway', () => {
  it('leaves nothing unsearchable once the next import has run, with the right counts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'import-kill-'));
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    // A copy of the migrated template (src/test/test-database.ts), not a migration of its own.
    if (config.database.dialect === 'sqlite') await copyMigratedSqlite(config.database.file);
    const database = createDatabase(config);
    try {
      const db = database.db;
      const file = path.join(WEEKLY, 'ipg120327.196.xml');
      // The real CLI process, one patent per transaction so that it is still writing when it is killed.
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'src/cli.ts', 'import', file, '--batch-size', '1'],
        {
          cwd: serverDir,
          env: { PATH: process.env.PATH, DATA_DIR: dir, LOG_LEVEL: 'silent' },
          stdio: 'ignore',
        },
      );
      const exited = once(child, 'exit');
      for (let waited = 0; waited < 60_000; waited += 20) {
        if ((await count(db, 'patents')) >= 20) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      child.kill('SIGKILL');
      await exited;
      const committed = await count(db, 'patents');
      expect(committed).toBeGreaterThanOrEqual(20);
      expect(committed).toBeLessThan(196);
      // Committed but not yet in the index: queued, not lost.
      expect(await count(db, 'search_index_pending')).toBeGreaterThanOrEqual(committed);
      expect(await indexedPatents(db)).toBeLessThan(committed);

      let stdout = '';
      const code = await runCli(['import', file], {
        config,
        database,
        stdout: { write: (text: string) => (stdout += text) },
        stderr: { write: () => true },
      });
      expect(code).toBe(EXIT_OK);
      expect(stdout).toContain(`追加 inserted ${196 - committed}, 更新 updated ${committed}, 失敗 failed 0`);
      expect(await count(db, 'patents')).toBe(196);
      expect(await indexedPatents(db)).toBe(196);
      expect(await count(db, 'search_index_pending')).toBe(0);
    } finally {
      await database.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_IMPORT_ERRORS, type ImportRun, type ImportRunList } from '@app/contract/admin-imports';
import type { AdminAuditList } from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import type { SavedSearch } from '@app/contract/bookmarks';
import { AUTH_ERROR_DETAILS } from '../../auth/auth-user.js';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { createOperator, type TestOperator } from '../../test/operator-test-support.js';
import { patentLine } from '../../test/jsonl-patent.js';
import { sharedData } from '../../test/shared-data.js';

/**
 * Imports from the operator console on a migrated database: upload or server path → a queued run, a job, an
 * audit event; the job (drained here) runs the CLI's importer and the alert hook, so a watched saved search
 * gets its digest mail naming the new patent. Paths outside IMPORT_DIR (`..`, absolute, symbolic links) are
 * refused; a malformed file gives a report, never a 500; the upload limit answers in Japanese.
 */

type Headers = Record<string, string>;

describe('console imports', () => {
  let t: AccountsTestApp;
  let operator: TestOperator;
  let importDir: string;

  const upload = (name: string, body: string | Buffer, headers: Headers = operator.headers) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.adminImportUpload.build(),
      query: { name },
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const fromServer = (filePath: string) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.adminImports.build(),
      headers: operator.headers,
      payload: { path: filePath },
    });
  async function finished(id: number): Promise<ImportRun> {
    await t.drainJobs();
    const response = await t.app.inject({
      url: API_PATHS.adminImport.build({ id: id }),
      headers: operator.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ImportRun>();
  }

  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { IMPORT_MAX_UPLOAD_MB: '1' } });
    operator = await createOperator(t);
    importDir = t.config.importDir;
    await mkdir(importDir, { recursive: true });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses every import route to a signed-in user who is no operator (403)', async () => {
    const user = await createActiveUser(t);
    const headers = bearer(user.session.accessToken);
    const calls = [
      t.app.inject({ url: API_PATHS.adminImports.build(), headers }),
      t.app.inject({ url: API_PATHS.adminImport.build({ id: 1 }), headers }),
      t.app.inject({
        method: 'POST',
        url: API_PATHS.adminImports.build(),
        headers,
        payload: { path: 'a.jsonl' },
      }),
      upload('a.jsonl', 'x', headers),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ detail: string }>().detail).toBe(AUTH_ERROR_DETAILS.operatorRequired);
    }
    expect(await t.database.db.selectFrom('import_runs').select('id').execute()).toEqual([]);
  });

  it('imports an uploaded JSON Lines file as a job: report with the failed line, audit, and the watcher’s digest', async () => {
    const watcher = await createActiveUser(t);
    const watcherHeaders = bearer(watcher.session.accessToken);
    const saved = await t.app.inject({
      method: 'POST',
      url: API_PATHS.savedSearches.build(),
      headers: watcherHeaders,
      payload: { kind: 'patents', name: 'CNF強化', query: 'q=セルロースナノファイバー' },
    });
    expect(saved.statusCode).toBe(201);
    const watch = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.savedSearchWatch.build({ id: saved.json<SavedSearch>().id }),
      headers: watcherHeaders,
      payload: { frequency: 'daily' },
    });
    expect(watch.statusCode).toBe(201);

    const file = [
      patentLine('pat-console-1', '特開2025-600001', 'セルロースナノファイバー強化樹脂組成物'),
      '{"type": "patent", "id": ',
      patentLine('pat-console-2', '特開2025-600002', '銅合金の製造方法'),
    ].join('\n');
    const reads = vi.spyOn(t.app.catalogueReads, 'run');
    const started = await upload('週次データ.jsonl', file);
    expect(started.statusCode).toBe(202);
    const queued = started.json<ImportRun>();
    expect(queued).toMatchObject({
      status: 'queued',
      source: 'upload',
      fileName: '週次データ.jsonl',
      format: 'jsonl',
      bytes: Buffer.byteLength(file),
      operator: { id: operator.id, email: operator.email },
    });

    const run = await finished(queued.id);
    expect(run).toMatchObject({ status: 'succeeded', inserted: 2, updated: 0, failed: 1, done: 3 });
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]!.line).toBe(2);
    expect(run.errors[0]!.message).not.toBe('');
    expect(run.finishedAt).not.toBeNull();
    // The uploaded copy is gone once the run has ended.
    expect(await readdir(path.join(importDir, 'uploads'))).toEqual([]);

    // The job sent the digest itself: the watcher's mail names the new patent, not the copper one.
    const mails = (await t.outbox()).filter(
      (mail) => mail.to === watcher.email && mail.subject.includes('新しい特許'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('特開2025-600001');
    expect(mails[0]!.text).toContain('/patents/pat-console-1');
    expect(mails[0]!.text).not.toContain('特開2025-600002');
    // The saved query ran on a read thread, not on the event loop with an index loaded for it (the
    // examples' snapshot held every request of the server for 1.5 s on the demo data).
    expect(reads.mock.calls.filter(([name]) => name === 'savedPatentQueryHits')).toEqual([
      [
        'savedPatentQueryHits',
        expect.objectContaining({ email: watcher.email }),
        { query: 'q=セルロースナノファイバー', among: expect.any(Array) as unknown },
      ],
    ]);
    reads.mockRestore();

    const audit = await t.app.inject({
      url: API_PATHS.adminAuditEvents.build(),
      query: { kind: 'admin.import_started' },
      headers: operator.headers,
    });
    const events = audit.json<AdminAuditList>().items;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      operator: { id: operator.id, email: operator.email },
      data: { runId: queued.id, source: 'upload', file: '週次データ.jsonl', format: 'jsonl' },
    });

    // The imported patent is searchable at once (the index was updated by the same hook as the CLI's).
    const search = await t.app.inject({
      url: API_PATHS.patentsSearch.build(),
      query: { q: 'セルロースナノファイバー強化樹脂' },
    });
    expect(search.json<{ total: number }>().total).toBeGreaterThanOrEqual(1);
  });

  it('imports a file named inside IMPORT_DIR (a second import updates) and lists the history', async () => {
    await mkdir(path.join(importDir, 'weekly'), { recursive: true });
    await writeFile(
      path.join(importDir, 'weekly', 'patents.jsonl'),
      `${patentLine('pat-console-1', '特開2025-600001', 'セルロースナノファイバー強化樹脂組成物（補正）')}\n`,
    );
    const started = await fromServer('weekly/patents.jsonl');
    expect(started.statusCode).toBe(202);
    expect(started.json<ImportRun>()).toMatchObject({ source: 'server', fileName: 'weekly/patents.jsonl' });
    const run = await finished(started.json<ImportRun>().id);
    expect(run).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1, failed: 0 });
    // A server file is the operator's: it stays.
    expect(existsSync(path.join(importDir, 'weekly', 'patents.jsonl'))).toBe(true);

    const list = await t.app.inject({ url: API_PATHS.adminImports.build(), headers: operator.headers });
    const body = list.json<ImportRunList>();
    expect(body.importDir).toBe(importDir);
    expect(body.maxUploadBytes).toBe(1024 * 1024);
    expect(body.items.map((item) => item.fileName).slice(0, 2)).toEqual([
      'weekly/patents.jsonl',
      '週次データ.jsonl',
    ]);
  });

  it('imports a real USPTO weekly grant file named in IMPORT_DIR: every document, none failed', async () => {
    const real = sharedData('uspto-bulk-samples', 'weekly', 'ipg080101.small.xml');
    await copyFile(real, path.join(importDir, 'ipg080101.xml'));
    const documents = (await readFile(real, 'utf8')).split('<us-patent-grant ').length - 1;
    const started = await fromServer('ipg080101.xml');
    expect(started.statusCode).toBe(202);
    const run = await finished(started.json<ImportRun>().id);
    expect(run).toMatchObject({ status: 'succeeded', format: 'xml', failed: 0, errors: [] });
    // `inserted` counts records (a grant also brings its applicants): every grant is a stored patent.
    expect(run.inserted).toBeGreaterThanOrEqual(documents);
    const stored = await t.app.database.db
      .selectFrom('patents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('publication_number', 'like', 'US%')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(documents);
  });

  it('refuses paths outside IMPORT_DIR: .., absolute paths and symbolic links that lead out', async () => {
    const outside = path.join(t.dir, 'secret.jsonl');
    await writeFile(outside, `${patentLine('pat-secret', '特開2025-699999', '社外秘')}\n`);
    await symlink(outside, path.join(importDir, 'link-out.jsonl'));
    await symlink(t.dir, path.join(importDir, 'dir-out'));
    for (const named of [
      '../secret.jsonl',
      outside,
      'link-out.jsonl',
      'dir-out/secret.jsonl',
      'weekly/../../secret.jsonl',
    ]) {
      const response = await fromServer(named);
      expect({
        named,
        status: response.statusCode,
        detail: response.json<{ detail: string }>().detail,
      }).toEqual({
        named,
        status: 400,
        detail: ADMIN_IMPORT_ERRORS.outsideImportDir,
      });
    }
    // A link that stays inside is followed.
    await symlink(path.join(importDir, 'weekly', 'patents.jsonl'), path.join(importDir, 'link-in.jsonl'));
    expect((await fromServer('link-in.jsonl')).statusCode).toBe(202);

    const missing = await fromServer('nothing-here.jsonl');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ detail: string }>().detail).toBe(ADMIN_IMPORT_ERRORS.fileMissing);
    const directory = await fromServer('weekly');
    expect(directory.json<{ detail: string }>().detail).toBe(ADMIN_IMPORT_ERRORS.notAFile);
    await writeFile(path.join(importDir, 'notes.pdf'), 'x');
    const unknown = await fromServer('notes.pdf');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ detail: string }>().detail).toBe(ADMIN_IMPORT_ERRORS.unknownFormat);
    const empty = await fromServer('   ');
    expect(empty.statusCode).toBe(422);
    await t.drainJobs();
    expect(
      await t.database.db
        .selectFrom('patents')
        .select('id')
        .where('external_id', '=', 'pat-secret')
        .execute(),
    ).toEqual([]);
  });

  it('answers a too large, an empty or an unknown upload with a Japanese 4xx and stores nothing', async () => {
    const big = await upload('big.jsonl', Buffer.alloc(1024 * 1024 + 1, 0x20));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ detail: string }>().detail).toBe(ADMIN_IMPORT_ERRORS.tooLarge('1 MB'));
    const empty = await upload('empty.jsonl', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ detail: string }>().detail).toBe(ADMIN_IMPORT_ERRORS.emptyUpload);
    const unknown = await upload('slides.pptx', 'x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ detail: string }>().detail).toBe(ADMIN_IMPORT_ERRORS.unknownFormat);
    const asJson = await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminImportUpload.build(),
      query: { name: 'a.jsonl' },
      headers: operator.headers,
      payload: { not: 'a file' },
    });
    expect(asJson.statusCode).toBe(400);
    expect(await readdir(path.join(importDir, 'uploads'))).toEqual([]);
  });

  it('reports a malformed file as a failed run with a Japanese reason, never a 500', async () => {
    const zip = await upload('broken.zip', Buffer.from('PK\u0003\u0004 this is no zip archive at all'));
    expect(zip.statusCode).toBe(202);
    const zipRun = await finished(zip.json<ImportRun>().id);
    expect(zipRun.status).toBe('failed');
    expect(zipRun.failureReason).toMatch(/^ファイルを取り込めませんでした: /);
    expect(zipRun.failureReason).not.toContain(importDir);

    const xml = await upload('broken.xml', '<us-patent-grant><title>閉じていない');
    const xmlRun = await finished(xml.json<ImportRun>().id);
    // A broken XML document is one failed record of the report, with its position.
    expect(xmlRun).toMatchObject({ status: 'succeeded', inserted: 0, failed: 1 });
    expect(xmlRun.errors[0]).toMatchObject({ line: 1 });
    expect(xmlRun.errors[0]!.message).toContain('unclosed tag');

    const missingRun = await t.app.inject({
      url: API_PATHS.adminImport.build({ id: 999_999 }),
      headers: operator.headers,
    });
    expect(missingRun.statusCode).toBe(404);
  });
});

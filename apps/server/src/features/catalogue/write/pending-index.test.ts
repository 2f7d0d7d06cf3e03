import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { updateSearchIndexAfterImport } from '../search/reindex.js';
import { runImport } from './import-runner.js';
import { jsonLinesItems } from '../ingest/jsonl-source.js';
import { indexPendingAtStart } from './pending-index.js';

/**
 * The durable search-index queue: what a run committed stays queued until the index has it, also when a
 * batch was rolled back and written again record by record, and the next run indexes it first.
 */
const patent = (id: string, title: string) =>
  JSON.stringify({ type: 'patent', id, publicationNumber: id, title, country: 'US' });

describe('pending search-index queue', () => {
  let t: TestContext;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await createTestContext();
    db = t.database.db;
  });
  afterAll(() => t.close());

  const pending = async () =>
    (await db.selectFrom('search_index_pending').select(['kind', 'entity_id']).execute())
      .map((row) => ({ kind: row.kind, entity_id: Number(row.entity_id) }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.entity_id - b.entity_id);
  const indexedTitles = async () =>
    (
      await db
        .selectFrom('search_docs')
        .select('title')
        .where('kind', '=', 'patents')
        .orderBy('title')
        .execute()
    ).map((row) => row.title);

  it('keeps what a run committed queued when its index step never ran, then indexes it with the next run', async () => {
    const lines = [
      patent('US1000001B2', 'Polyvinyl butyral interlayer'),
      // An example of a patent that does not exist: the batch is rolled back and written record by record.
      JSON.stringify({ type: 'example', id: 'X:1', patentId: 'US9999999B2', label: 'Example 1' }),
      patent('US1000002B2', 'Nonionic surfactant composition'),
    ].join('\n');
    const killed = runImport(db, jsonLinesItems(lines), {
      afterImport: () => Promise.reject(new Error('killed before the index step')),
    });
    await expect(killed).rejects.toThrow('killed before the index step');
    const ids = (await db.selectFrom('patents').select('id').orderBy('id').execute()).map((row) =>
      Number(row.id),
    );
    expect(ids).toHaveLength(2);
    expect(await pending()).toEqual(ids.map((id) => ({ kind: 'patents', entity_id: id })));
    expect(await indexedTitles()).toEqual([]);

    const next = await runImport(db, jsonLinesItems(patent('US1000003B2', 'Acrylic adhesive')), {
      afterImport: updateSearchIndexAfterImport,
    });
    expect(next.failed).toBe(0);
    expect(await indexedTitles()).toEqual([
      'Acrylic adhesive',
      'Nonionic surfactant composition',
      'Polyvinyl butyral interlayer',
    ]);
    expect(await pending()).toEqual([]);
  });

  it('is indexed at server start, and a failing index step leaves the queue for later', async () => {
    await expect(
      runImport(db, jsonLinesItems(patent('US1000004B2', 'Glass fibre reinforced polyamide')), {
        afterImport: () => Promise.reject(new Error('killed before the index step')),
      }),
    ).rejects.toThrow();
    expect(await pending()).toHaveLength(1);
    const messages: string[] = [];
    const logger = {
      info: (_details: object, message: string) => void messages.push(message),
      warn: (_details: object, message: string) => void messages.push(message),
    };
    await indexPendingAtStart(db, () => Promise.reject(new Error('database gone')), logger);
    expect(await pending()).toHaveLength(1);
    await indexPendingAtStart(db, updateSearchIndexAfterImport, logger);
    expect(await pending()).toEqual([]);
    expect(await indexedTitles()).toContain('Glass fibre reinforced polyamide');
    expect(messages).toEqual([
      'queued search-index updates left for the next import',
      'indexed the records an interrupted import had queued',
    ]);
  });
});

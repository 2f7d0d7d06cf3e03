import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.js';
import type { Kysely } from 'kysely';
import { updateSearchIndexAfterImport } from '../search/reindex.js';
import { sharedData } from '../../../test/shared-data.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { zipArchive } from '../../../test/zip-writer.js';
import { importFile } from './import-file.js';
import { splitXmlDocuments } from './xml-bulk-source.js';

/**
 * Real bulk data as operators receive it (the weekly files of many documents back to back, their ZIP, the
 * single documents of every format version): each file imports whole, every patent lands in the search
 * index, a bad document is skipped and named, a re-import changes nothing.
 */

const BULK = sharedData('uspto-bulk-samples');
const filesOf = (folder: string) =>
  readdirSync(path.join(BULK, folder))
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .map((name) => path.join(BULK, folder, name));

/** Documents in a file: one per XML declaration (a single document may have none). */
const declarations = (file: string) => Math.max(1, readFileSync(file, 'utf8').split('<?xml').length - 1);
/** Sequence listings travel as documents of their own in weekly files; they are no patents. */
const sequenceListings = (file: string) => readFileSync(file, 'utf8').split('<sequence-cwu').length - 1;

async function counts(db: Kysely<Database>) {
  const count = async (table: 'patents' | 'examples' | 'search_index_pending') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const indexed = await db
    .selectFrom('search_docs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'patents')
    .executeTakeFirstOrThrow();
  return {
    patents: await count('patents'),
    examples: await count('examples'),
    pending: await count('search_index_pending'),
    indexedPatents: Number(indexed.n),
  };
}

describe('bulk patent XML import', () => {
  let t: TestContext;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await createTestContext();
    db = t.database.db;
  });
  afterAll(() => t.close());

  it.each(
    [...filesOf('weekly'), ...filesOf('single'), ...filesOf('epo')].map((file) => [
      path.basename(file),
      file,
    ]),
  )('%s imports whole, every patent searchable', async (_name, file) => {
    const before = await counts(db);
    const summary = await importFile(db, file, { afterImport: updateSearchIndexAfterImport });
    const documents = declarations(file);
    const patents = documents - sequenceListings(file);
    expect(summary.errors).toEqual([]);
    expect(summary).toMatchObject({ failed: 0, documents, skipped: documents - patents });
    const after = await counts(db);
    expect(after.patents - before.patents).toBe(patents);
    expect(after.examples - before.examples).toBe(summary.examples);
    expect(after.indexedPatents).toBe(after.patents);
    expect(after.pending).toBe(0);
  });

  it('re-importing a weekly file updates every record and adds none', async () => {
    const file = path.join(BULK, 'weekly', 'ipg050104.small.xml');
    const before = await counts(db);
    const summary = await importFile(db, file, { afterImport: updateSearchIndexAfterImport });
    expect(summary).toMatchObject({ inserted: 0, failed: 0, documents: 25 });
    expect(summary.updated).toBe(25 + summary.examples!);
    expect(await counts(db)).toEqual(before);
  });

  it('reads a weekly file inside a ZIP archive', async () => {
    const context = await createTestContext();
    try {
      const file = path.join(context.dir, 'ipg080101.zip');
      const xml = readFileSync(path.join(BULK, 'weekly', 'ipg080101.small.xml'));
      writeFileSync(file, zipArchive([{ name: 'ipg080101.xml', data: xml }]));
      const summary = await importFile(context.database.db, file, {
        afterImport: updateSearchIndexAfterImport,
      });
      expect(summary).toMatchObject({ failed: 0, documents: 25 });
      expect(await counts(context.database.db)).toMatchObject({ patents: 25, indexedPatents: 25 });
    } finally {
      await context.close();
    }
  });

  it('skips a broken document, names it, and imports the others', async () => {
    const context = await createTestContext();
    try {
      const text = readFileSync(path.join(BULK, 'weekly', 'ipg060103.small.xml'), 'utf8');
      const parts = text.split('<?xml');
      // Document 3: its root element loses its end tag, as in a truncated download.
      parts[3] = parts[3]!.replace('</us-patent-grant>', '');
      const number = /<doc-number>([^<]+)<\/doc-number>/.exec(parts[3])![1]!;
      const file = path.join(context.dir, 'broken.xml');
      writeFileSync(file, parts.join('<?xml'));
      const summary = await importFile(context.database.db, file, {
        afterImport: updateSearchIndexAfterImport,
      });
      expect(summary.failed).toBe(1);
      expect(summary.errors[0]!.message).toContain(`document 3 (${number})`);
      expect(summary.errors[0]!.line).toBe(parts.slice(0, 3).join('<?xml').split('\n').length);
      expect(await counts(context.database.db)).toMatchObject({ patents: 24, indexedPatents: 24 });
    } finally {
      await context.close();
    }
  });
});

describe('splitXmlDocuments', () => {
  it('cuts at each declaration, also when a chunk ends inside one', async () => {
    const text = '<?xml version="1.0"?>\n<a>1</a>\n<?xml version="1.0"?>\n<b>2</b>\n';
    function* chunks() {
      for (let at = 0; at < text.length; at += 3) yield text.slice(at, at + 3);
    }
    const documents = [];
    for await (const document of splitXmlDocuments(chunks())) documents.push(document);
    expect(documents.map(({ index, line, text: body }) => ({ index, line, body }))).toEqual([
      { index: 1, line: 1, body: '<?xml version="1.0"?>\n<a>1</a>\n' },
      { index: 2, line: 3, body: '<?xml version="1.0"?>\n<b>2</b>\n' },
    ]);
  });
});

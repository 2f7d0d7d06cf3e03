import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as markStaleIndex } from '../../../db/migrations/0019_search_word_forms.js';
import { createMemoryLogger } from '../../../test/memory-logger.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { seedFixtures } from '../testing/catalogue-fixtures.js';
import { phraseMatch } from './match-plan.js';
import { createSearchIndex } from './search-index.js';
import { isIndexStale, rebuildStaleIndex } from './stale-index.js';

/**
 * An index built before the word folding of decision 0014 is marked by migration 0019 and rebuilt by the
 * server in the background after it starts listening; the mark goes with the rebuild.
 */
describe('stale index rebuild (migration 0019)', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
  }, 60_000);
  afterAll(() => t.close());

  it('marks only a database that has an index; the rebuild removes the mark and the index answers', async () => {
    const db = t.database.db;
    await markStaleIndex(db);
    expect(await isIndexStale(db)).toBe(false);
    await seedFixtures(db);
    await markStaleIndex(db);
    expect(await isIndexStale(db)).toBe(true);

    const { logger, entries } = createMemoryLogger();
    expect(await rebuildStaleIndex(db, logger)).toBe(true);
    expect(entries.map((entry) => entry.msg)).toContain('search index rebuilt');
    expect(await isIndexStale(db)).toBe(false);
    expect(await rebuildStaleIndex(db, logger)).toBe(false);
    const index = createSearchIndex({ db, dialect: t.database.dialect });
    expect((await index.matchIds('patents', phraseMatch('ポリプロピレン', ['title']))).size).toBeGreaterThan(
      0,
    );
  });
});

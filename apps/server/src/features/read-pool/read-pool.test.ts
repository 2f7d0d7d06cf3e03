import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { HttpError } from '../../http/http-errors.js';
import { createReadContext } from '../catalogue/routes/catalogue-reads.js';
import { createTestApp } from '../../test/test-app.js';
import { threadedAndInlineApps } from '../../test/threaded-and-inline-apps.js';
import { seedFixtures } from '../catalogue/testing/catalogue-fixtures.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';
import { OVERLOAD_DETAILS } from './overload-details.js';
import { createReadPool } from './read-pool.js';

/**
 * Catalogue reads on worker threads (issue 16): the same answers as on the main thread, errors of the
 * thread answered as the main thread would, and a read that runs out of its time budget answers 503 in
 * Japanese instead of running on — its thread is replaced and the next read is served.
 */
describe('catalogue read pool', () => {
  const apps = threadedAndInlineApps({ READ_THREADS: '2' });

  const calls = [
    `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('樹脂 OR フィルム')}&pageSize=20`,
    `${API_PATHS.examplesSearch.build()}?q=${encodeURIComponent('樹脂')}`,
    `${API_PATHS.materialsSearch.build()}?q=PP`,
    `${API_PATHS.patentVisualization.build()}?mode=examples`,
    `${API_PATHS.patentVisualization.build()}?mode=patents`,
    API_PATHS.examplePropertyDefs.build(),
    API_PATHS.productPropertyDefs.build(),
    API_PATHS.productCategories.build(),
    `${API_PATHS.patentApplicants.build()}?q=${encodeURIComponent('化学')}`,
    API_PATHS.productCompanies.build(),
    `${API_PATHS.patentIpcs.build()}?level=group`,
    API_PATHS.patentThemes.build(),
  ];

  it('answers the same on the read threads as on the main thread', async () => {
    const standard = {
      threaded: await signInAs(apps.threaded.app, 'standard'),
      inline: await signInAs(apps.inline.app, 'standard'),
    };
    for (const url of calls) {
      const a = await apps.threaded.app.inject({ method: 'GET', url, headers: standard.threaded });
      const b = await apps.inline.app.inject({ method: 'GET', url, headers: standard.inline });
      expect({ url, status: a.statusCode }).toEqual({ url, status: 200 });
      // Timings and the map's build time differ between the two apps.
      const strip = (body: string) =>
        JSON.stringify(JSON.parse(body), (key, value: unknown) =>
          key === 'elapsedMs' || key === 'layoutComputedAt' ? 0 : value,
        );
      expect(strip(a.body)).toBe(strip(b.body));
    }
    expect(apps.threaded.app.catalogueReads.stats().threads).toBe(2);
    expect(apps.inline.app.catalogueReads.stats().threads).toBe(0);
  });

  it('answers the pick-lists on the read threads: the main thread never loads an index snapshot for them', async () => {
    // A kind's snapshot takes a second or more to load after a start or an import (the examples' on the
    // demo data); loaded on the main thread, it held every other request of the server for as long.
    const facets = vi.spyOn(apps.threaded.app.searchIndex, 'facets');
    const search = vi.spyOn(apps.threaded.app.searchIndex, 'search');
    try {
      for (const url of calls.slice(5)) {
        const answer = await apps.threaded.app.inject({ method: 'GET', url });
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      }
      expect(facets).not.toHaveBeenCalled();
      expect(search).not.toHaveBeenCalled();
    } finally {
      facets.mockRestore();
      search.mockRestore();
    }
  });

  it('passes refusals of the thread through: 401/403/404 and 422 as on the main thread', async () => {
    const visitorDetail = await apps.threaded.app.inject({
      method: 'GET',
      url: API_PATHS.patentDetail.build({ id: 'JP0000000' }),
    });
    expect(visitorDetail.statusCode).toBe(401);
    const standard = await signInAs(apps.threaded.app, 'standard');
    const missing = await apps.threaded.app.inject({
      method: 'GET',
      url: API_PATHS.patentDetail.build({ id: 'JP0000000' }),
      headers: standard,
    });
    expect(missing.statusCode).toBe(404);
    const syntax = await apps.threaded.app.inject({
      method: 'GET',
      url: `${API_PATHS.patentsSearch.build()}?q=(樹脂`,
    });
    expect(syntax.statusCode).toBe(422);
    expect(syntax.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual(['query', 'q']);
  });

  it('answers 503 in Japanese when a read runs out of its time budget, and sheds reads beyond the queue', async () => {
    const { config } = apps.threaded;
    const pool = createReadPool({
      threads: 1,
      // Shorter than a thread takes to start: the first read is sure to run out of time.
      timeoutMs: 1,
      maxQueue: 4,
      database: config.database,
      inline: createReadContext(apps.threaded.app.database.db, apps.threaded.app.searchIndex),
    });
    try {
      const late = pool.run('patentsSearch', null, { page: 1, pageSize: 20 });
      await expect(late).rejects.toBeInstanceOf(HttpError);
      const error = (await late.catch((caught: unknown) => caught)) as HttpError;
      expect(error.statusCode).toBe(503);
      expect(error.detail).toBe(OVERLOAD_DETAILS.readTimedOut);
      expect(error.headers['retry-after']).toBeDefined();
      expect(pool.stats().timedOut).toBe(1);
    } finally {
      await pool.close();
    }
    const generous = createReadPool({
      threads: 1,
      timeoutMs: 60_000,
      maxQueue: 0,
      database: config.database,
      inline: createReadContext(apps.threaded.app.database.db, apps.threaded.app.searchIndex),
    });
    try {
      // A full queue (0 places) sheds the read at once with the "busy" answer.
      await expect(generous.run('patentsSearch', null, { page: 1, pageSize: 20 })).rejects.toMatchObject({
        statusCode: 503,
        detail: OVERLOAD_DETAILS.serverBusy,
      });
    } finally {
      await generous.close();
    }
  });

  it('keeps a thread that is still loading its snapshots when a read times out, and ends a warm one', async () => {
    const pool = createReadPool({
      threads: 1,
      timeoutMs: 1,
      maxQueue: 4,
      database: apps.threaded.config.database,
      inline: createReadContext(apps.threaded.app.database.db, apps.threaded.app.searchIndex),
    });
    const read = () => pool.run('patentsSearch', null, { page: 1, pageSize: 20 });
    try {
      // The thread has not even started within 1 ms: the read answers 503, the warming thread runs on.
      await expect(read()).rejects.toMatchObject({ statusCode: 503 });
      expect(pool.stats()).toMatchObject({ timedOut: 1, replaced: 0 });
      await vi.waitFor(() => expect(pool.stats().warming).toBe(0), { timeout: 60_000, interval: 50 });
      expect(pool.stats().replaced).toBe(0);
      // Warm, the thread is ended by the next read that runs out of its millisecond (a fresh one takes
      // the slot). A read may rarely finish within 1 ms, hence a few tries.
      for (let attempt = 0; attempt < 20 && pool.stats().replaced === 0; attempt += 1) {
        await read().catch(() => undefined);
      }
      expect(pool.stats().replaced).toBe(1);
    } finally {
      await pool.close();
    }
  }, 90_000);

  it('answers the timed-out read through the app with 503 and Retry-After', async () => {
    const slow = await createTestApp({ env: { READ_THREADS: '1', READ_TIMEOUT_MS: '100' } });
    try {
      await seedFixtures(slow.database.db);
      // The thread starts from the TypeScript sources on first use, which takes longer than 100 ms.
      const response = await slow.app.inject({
        method: 'GET',
        url: `${API_PATHS.patentsSearch.build()}?q=樹脂`,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: OVERLOAD_DETAILS.readTimedOut });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await slow.close();
    }
  });
});

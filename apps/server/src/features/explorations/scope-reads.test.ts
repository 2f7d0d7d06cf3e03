import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { threadedAndInlineApps } from '../../test/threaded-and-inline-apps.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';

/**
 * The scopes and variables of an exploration are read on the catalogue read threads and counted like a
 * search: on the main thread, forty parallel calls from one visitor held every request of the server for
 * 5.5 s (40–150 ms of synchronous database work each, uncached).
 */
/** A visitor's searches at once (COST_LIMITS.search.visitor.concurrent in cost-limits/). */
const VISITOR_CONCURRENT_SEARCHES = 4;

describe('exploration scope reads', () => {
  const apps = threadedAndInlineApps({ READ_THREADS: '1', COST_LIMIT_SCALE: '1' });

  const categories = `${API_PATHS.exploreCategories.build()}?scopeType=search&query=${encodeURIComponent('樹脂')}`;

  it('answers the categories and a scope’s variables on a read thread as on the main thread', async () => {
    for (const url of [API_PATHS.exploreCategories.build(), categories]) {
      const a = await apps.threaded.app.inject({ method: 'GET', url });
      const b = await apps.inline.app.inject({ method: 'GET', url });
      expect({ url, status: a.statusCode }).toEqual({ url, status: 200 });
      expect(a.json()).toEqual(b.json());
    }
    const body = await apps.threaded.app.inject({ method: 'GET', url: categories });
    expect(body.json<{ variables: { examplesInScope: number } }>().variables.examplesInScope).toBeGreaterThan(
      0,
    );

    const standard = {
      threaded: await signInAs(apps.threaded.app, 'standard'),
      inline: await signInAs(apps.inline.app, 'standard'),
    };
    const payload = { scope: { type: 'search', query: '樹脂' }, includeComparative: true };
    const a = await apps.threaded.app.inject({
      method: 'POST',
      url: API_PATHS.exploreVariables.build(),
      headers: standard.threaded,
      payload,
    });
    const b = await apps.inline.app.inject({
      method: 'POST',
      url: API_PATHS.exploreVariables.build(),
      headers: standard.inline,
      payload,
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });

  it('still answers a bad scope 422 before any read', async () => {
    const bad = await apps.threaded.app.inject({
      method: 'GET',
      url: `${API_PATHS.exploreCategories.build()}?scopeType=classification&code=`,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a visitor’s parallel scope reads beyond the search limit with 429; another address is served', async () => {
    const remoteAddress = '198.51.100.9';
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        apps.threaded.app.inject({ method: 'GET', url: categories, remoteAddress }),
      ),
    );
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      VISITOR_CONCURRENT_SEARCHES,
    );
    const refused = burst.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      detail: 'リクエストが集中しています。しばらく時間をおいて再度お試しください',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await apps.threaded.app.inject({
      method: 'GET',
      url: categories,
      remoteAddress: '198.51.100.10',
    });
    expect(other.statusCode).toBe(200);
  });
});

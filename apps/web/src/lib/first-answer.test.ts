import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from './api-client';

// fetch is the boundary: a call the page's first answer covers never reaches it.
const fetchMock = vi.fn<typeof fetch>(() =>
  Promise.resolve(new Response(JSON.stringify({ from: 'network' }), { status: 200 })),
);
const SEARCH = API_PATHS.patentsSearch.build();

/**
 * The first answer the server embedded in the page (docs/decisions/0032) answers the page's first call of
 * the same path and parameters once, through the schema like any answer; any other call goes to the API.
 * The module reads the page's data block once, so the tests run in order on one page.
 */
describe('the first answer embedded in the page', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchMock);
    // A page a second old: the answer is fresh however long the test worker has run (its clock starts with
    // the worker, which the machine's load or a reused worker thread can put past the 30 s of freshness).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-answer';
    block.textContent = JSON.stringify({
      url: `${SEARCH}?q=${encodeURIComponent('タルク')}&sort=date`,
      body: { from: 'page' },
    });
    document.body.append(block);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const schema = z.object({ from: z.string() });

  test('a call of another path or other parameters, or not a GET, goes to the API', async () => {
    await expect(apiRequest(SEARCH, { query: { q: 'タルク' }, schema })).resolves.toEqual({
      from: 'network',
    });
    await apiRequest(SEARCH, { method: 'POST', query: { sort: 'date', q: 'タルク' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Read once and taken out of the page.
    expect(document.getElementById('first-answer')).toBeNull();
  });

  test('the same path and parameters, in any order, get the embedded answer once', async () => {
    fetchMock.mockClear();
    await expect(apiRequest(SEARCH, { query: { sort: 'date', q: 'タルク' }, schema })).resolves.toEqual({
      from: 'page',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest(SEARCH, { query: { sort: 'date', q: 'タルク' }, schema })).resolves.toEqual({
      from: 'network',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('an answer older than the query cache keeps answers fresh is not used', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-answer';
    block.textContent = JSON.stringify({ url: SEARCH, body: { from: 'page' } });
    document.body.append(block);
    fetchMock.mockClear();
    const now = vi.spyOn(performance, 'now').mockReturnValue(31_000);
    try {
      await expect(fresh.apiRequest(SEARCH, { schema })).resolves.toEqual({ from: 'network' });
    } finally {
      now.mockRestore();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

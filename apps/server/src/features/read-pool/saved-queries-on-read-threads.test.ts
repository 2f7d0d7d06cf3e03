import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../auth/auth-user.js';
import { HttpError } from '../../http/http-errors.js';
import { OVERLOAD_DETAILS } from './overload-details.js';
import type { ReadPool } from './read-pool.js';
import { savedQueriesOnReadThreads } from './saved-queries-on-read-threads.js';

/**
 * The alerts' saved queries on the read threads: a busy pool's 503 is asked again later (a watch's
 * matches are not dropped because users were searching), anything else fails at once.
 */
const owner: AuthUser = {
  id: 7,
  email: 'watcher@example.co.jp',
  name: '監視 太郎',
  typeCode: 'free',
  status: 'ACTIVE',
  role: 'none',
  secondFactor: false,
};
const input = { query: 'q=タルク', among: [1, 2, 3] };

/** A pool that answers each call with the next of `answers` (an Error is thrown). */
function scriptedPool(answers: Array<number[] | Error>) {
  const calls: unknown[][] = [];
  const pool = {
    run: (...args: unknown[]) => {
      calls.push(args);
      const next = answers.shift();
      return next instanceof Error || next === undefined
        ? Promise.reject(next ?? new Error('no answer left'))
        : Promise.resolve(next);
    },
  } as unknown as Pick<ReadPool, 'run'>;
  return { pool, calls };
}

const busy = () => new HttpError(503, OVERLOAD_DETAILS.serverBusy);

describe('savedQueriesOnReadThreads', () => {
  it('runs the saved query as the read operation of its owner', async () => {
    const { pool, calls } = scriptedPool([[2]]);
    expect(await savedQueriesOnReadThreads(pool, async () => {})(owner, input)).toEqual([2]);
    expect(calls).toEqual([['savedPatentQueryHits', owner, input]]);
  });

  it('asks again after a wait when the pool answers 503, up to six times', async () => {
    const waits: number[] = [];
    const wait = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    const { pool, calls } = scriptedPool([busy(), busy(), [1, 3]]);
    expect(await savedQueriesOnReadThreads(pool, wait)(owner, input)).toEqual([1, 3]);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([5_000, 5_000]);

    const always = scriptedPool(Array.from({ length: 10 }, busy));
    await expect(savedQueriesOnReadThreads(always.pool, wait)(owner, input)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(always.calls).toHaveLength(6);
  });

  it('fails at once on any other error', async () => {
    const { pool, calls } = scriptedPool([new Error('disk I/O error'), [1]]);
    await expect(savedQueriesOnReadThreads(pool, async () => {})(owner, input)).rejects.toThrow(
      'disk I/O error',
    );
    expect(calls).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import {
  EXPLORATION_LIMITS,
  TOO_MANY_ACTIVE_EXPLORATIONS,
  type ExplorationCreated,
} from '@app/contract/explorations';
import { signInAs } from '../../features/catalogue/testing/catalogue-test-support.js';
import { EXPLORATION_JOB } from '../../features/explorations/exploration-job.js';
import { createJobRepository } from '../../jobs/job-repository.js';
import { createAccountsTestApp, type AccountsTestApp } from '../accounts-test-app.js';

/*
 * Issue 16: sixty explorations from one standard user were accepted in 1.2 s, and another customer's
 * exploration still waited after 117 s. Now a user has at most EXPLORATION_LIMITS.activePerUser waiting
 * or running, and the queue serves owners in turn.
 */

const CSV = [
  'in:樹脂A[質量部],in:タルク[質量部],out:曲げ弾性率[MPa]',
  ...Array.from({ length: 12 }, (_, i) => `100,${i * 3},${1500 + i * 40}`),
].join('\n');

const REQUEST = {
  name: '公平性テスト',
  scope: { type: 'csv', csv: CSV, fileName: 'fair.csv' },
  inputs: ['csv:in:樹脂A[質量部]', 'csv:in:タルク[質量部]'],
  targets: ['csv:out:曲げ弾性率[MPa]'],
};

describe('fair use of the exploration queue', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const start = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: API_PATHS.exploreForward.build(), headers, payload: REQUEST });

  it('caps the explorations one user has waiting or running, with a clear Japanese answer, even sent at once', async () => {
    const greedy = await signInAs(t.app, 'standard');
    const responses = await Promise.all(Array.from({ length: 12 }, () => start(greedy)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(EXPLORATION_LIMITS.activePerUser);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(12 - EXPLORATION_LIMITS.activePerUser);
    expect(refused[0]!.json()).toEqual({ detail: TOO_MANY_ACTIVE_EXPLORATIONS });

    // Another user is not affected, and is served next, ahead of the first user's backlog.
    const other = await signInAs(t.app, 'standard');
    const theirs = await start(other);
    expect(theirs.statusCode).toBe(202);
    const theirJob = await t.database.db
      .selectFrom('explorations')
      .select('job_id')
      .where('id', '=', theirs.json<ExplorationCreated>().id)
      .executeTakeFirstOrThrow();

    const jobs = createJobRepository(t.database.db, t.database.dialect);
    const first = await jobs.claim(
      'fairness-test',
      [{ kind: EXPLORATION_JOB, leaseMs: 60_000 }],
      t.clock.now(),
    );
    t.clock.advance(1_000);
    const second = await jobs.claim(
      'fairness-test',
      [{ kind: EXPLORATION_JOB, leaseMs: 60_000 }],
      t.clock.now(),
    );
    expect(first?.owner_key).not.toBe(second?.owner_key);
    expect(second?.id).toBe(theirJob.job_id);

    // A finished or cancelled exploration frees its place.
    const id = responses.find((response) => response.statusCode === 202)!.json<ExplorationCreated>().id;
    const cancel = await t.app.inject({
      method: 'POST',
      url: API_PATHS.exploreCancel.build({ id }),
      headers: greedy,
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    expect((await start(greedy)).statusCode).toBe(202);
  });
});

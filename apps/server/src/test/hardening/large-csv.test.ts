import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorationVariables } from '@app/contract/explorations';
import { API_PATHS } from '@app/contract/api-paths';
import { signInAs } from '../../features/catalogue/testing/catalogue-test-support.js';
import { createAccountsTestApp, type AccountsTestApp } from '../accounts-test-app.js';

/*
 * Issue 16: a 500,000-row examples CSV (1.9 MiB, under the body limit) to the variables endpoint answered
 * 500 "Maximum call stack size exceeded": Math.min(...column) spreads every value as an argument.
 */

describe('a very long CSV scope', () => {
  let t: AccountsTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    headers = await signInAs(t.app, 'standard');
  });
  afterAll(() => t.close());

  it('answers the variables of 500,000 rows with their ranges, not a 500', async () => {
    const rows = Array.from({ length: 500_000 }, (_, i) => `${i % 7},${(i % 13) + 1}`);
    const csv = ['in:樹脂A[質量部],out:曲げ弾性率[MPa]', ...rows].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1.9 * 1024 * 1024 * 0.9);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.exploreVariables.build(),
      headers,
      payload: { scope: { type: 'csv', csv } },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const variables = response.json<ExplorationVariables>();
    expect(variables.inputs[0]).toMatchObject({ min: 0, max: 6 });
    expect(variables.targets[0]).toMatchObject({ min: 1, max: 13 });
  });
});

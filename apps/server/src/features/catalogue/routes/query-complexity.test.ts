import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { parseQuery } from '../search/query-parser.js';
import { seedFixtures } from '../testing/catalogue-fixtures.js';
import { signInAs } from '../testing/catalogue-test-support.js';
import { orBranches, QUERY_COMPLEXITY } from '../search/query-complexity.js';

/** The query-complexity limit (issue 16): 422 with the reason, stricter for visitors than for accounts. */

const WORDS =
  '樹脂 重合 溶媒 粒子 温度 強度 耐熱 硬化 成形 添加 塗料 接着 繊維 薄膜 基材 溶液 分散 架橋 触媒 弾性 透明 導電 酸化 還元 乾燥 加熱 冷却 延伸 圧縮 引張 衝撃 摩耗'.split(
    ' ',
  );
const joined = (count: number, operator: ' ' | ' OR ') => WORDS.slice(0, count).join(operator);

describe('query complexity', () => {
  let t: TestApp;
  let standard: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFixtures(t.database.db);
    standard = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  const search = (
    q: string,
    headers: Record<string, string> = {},
    path: string = API_PATHS.patentsSearch.build(),
  ) => t.app.inject({ method: 'GET', url: `${path}?q=${encodeURIComponent(q)}`, headers });

  it('counts the OR alternatives of the whole query', () => {
    expect(orBranches(parseQuery('樹脂 難燃'))).toBe(0);
    expect(orBranches(parseQuery('PP OR PE OR PS'))).toBe(3);
    expect(orBranches(parseQuery('(PP OR PE) (樹脂 OR 繊維) -(臭素 OR 塩素)'))).toBe(6);
  });

  it('refuses a visitor the 32-term OR query of the attack with 422 and the reason', async () => {
    const response = await search(joined(32, ' OR '));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        {
          loc: ['query', 'q'],
          msg: `検索語が多すぎます（32 語、最大 ${QUERY_COMPLEXITY.visitor.terms} 語）（ログインすると上限が広がります）`,
          type: 'value_error.query_complexity',
        },
      ],
    });
    // The visualisation plans the same search: the same refusal.
    const map = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.patentVisualization.build()}?mode=examples&q=${encodeURIComponent(joined(32, ' OR '))}`,
    });
    expect(map.statusCode).toBe(422);
    expect(map.json<{ detail: { type: string }[] }>().detail[0]?.type).toBe('value_error.query_complexity');
  });

  it('lets a visitor search up to the limits and names the OR limit when it is passed', async () => {
    expect((await search(joined(QUERY_COMPLEXITY.visitor.terms, ' '))).statusCode).toBe(200);
    expect((await search(joined(QUERY_COMPLEXITY.visitor.orBranches, ' OR '))).statusCode).toBe(200);
    const over = await search(joined(QUERY_COMPLEXITY.visitor.orBranches + 1, ' OR '));
    expect(over.statusCode).toBe(422);
    expect(over.json<{ detail: { msg: string }[] }>().detail[0]?.msg).toContain(
      'OR でつないだ候補が多すぎます',
    );
  });

  it('gives accounts the wider limit', async () => {
    expect((await search(joined(QUERY_COMPLEXITY.account.terms, ' '), standard)).statusCode).toBe(200);
    expect((await search(joined(QUERY_COMPLEXITY.account.orBranches, ' OR '), standard)).statusCode).toBe(
      200,
    );
    const over = await search(joined(QUERY_COMPLEXITY.account.orBranches + 1, ' OR '), standard);
    expect(over.statusCode).toBe(422);
    expect(over.json<{ detail: { msg: string }[] }>().detail[0]?.msg).not.toContain('ログイン');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { createAccount, logIn } from './support/accounts';
import { katakanaWordBreaks } from './support/line-breaks';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';
import { saveShot, settleForShot } from './support/screenshots';

/*
 * Issue 17, point 6 in Chromium against the built server and its demo data — analysis output a chemist
 * trusts: the training sample is shown and chosen on the form and reported on the result
 * (「N件中M件で学習」); a vulcanisation time reads and is typed in minutes, not "0.3862 h"; the proposed
 * candidates are not near-duplicates of each other. Screenshots of the result screens at 1366×800 and
 * 390×844 go to E2E_SHOTS (none without it).
 */

let server: ServerAddress;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page with a table's header row just under the app bar, which covers it in an element screenshot. */
async function headerShot(table: Locator, name: string): Promise<void> {
  await table
    .getByRole('columnheader', { name: /デュロメータ/ })
    .evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
  await table.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
  await saveShot(table.page(), name);
}

/** Full-page screenshots at both sizes, back at the desktop size afterwards. */
async function shots(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settleForShot(page, 800); // layout and charts follow the new width
    await saveShot(page, `output-${name}-${size.name}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.locator('main h1').textContent(), { timeout: 20_000 }).toBe(text);
}

async function standardPage(): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, server.url);
  await logIn(opened.page, await createAccount(server, 'standard', 'output'));
  return opened;
}

/** The API with the page's own session (its readable access-token cookie), as the app calls it. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ p, b }): Promise<T> => {
      const token = decodeURIComponent(/(?:^|; )accessToken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(p, {
        method: b === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(b === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { p: path, b: body },
  );
}

type Variable = {
  key: string;
  kind: string;
  name: string;
  unit: string | null;
  min: number | null;
  max: number | null;
};
type Categories = {
  variables: { inputs: Variable[]; targets: Variable[]; defaults: { inputs: string[]; targets: string[] } };
};
type InverseResultView = {
  inputs: Variable[];
  warnings: string[];
  candidates: { rank: number; inputs: Record<string, number> }[];
  nextToTest: { rank: number; inputs: Record<string, number> }[];
  folded?: { candidates: number; nextToTest: number; pareto: number };
};

describe('analysis output within physics and habit', () => {
  it('shows how many examples matched and trains on the size the user picks', async () => {
    const { page, errors } = await standardPage();
    await page.goto('/explore-products/new');
    await expectHeading(page, '順解析による製品探索');
    await page.getByText(/対象の実施例は .* 件です/).waitFor({ timeout: 30_000 });
    const summary = page.getByTestId('training-sample-summary');
    await expect
      .poll(() => summary.textContent(), { timeout: 10_000 })
      .toMatch(/のうち、最大 1,000 件で学習します/);
    const matched = /対象の実施例 ([\d,]+) 件/.exec((await summary.textContent()) ?? '')?.[1] ?? '';
    expect(Number(matched.replace(/,/g, ''))).toBeGreaterThan(1000);
    await page
      .getByText(/登録順に並べた実施例から等間隔に選びます/)
      .first()
      .waitFor();

    await page.getByRole('combobox', { name: '学習に使う実施例数（上限）' }).click();
    await page.getByRole('option', { name: '250件' }).click();
    await expect
      .poll(() => summary.textContent())
      .toBe(`対象の実施例 ${matched} 件のうち、最大 250 件で学習します。`);
    await shots(page, 'new-forward');

    await page.getByRole('button', { name: '順解析を実行する' }).click();
    await page.waitForURL(/\/explore-products\/forward\/\d+$/);
    await page.getByRole('table', { name: /物性ごとの予測精度/ }).waitFor({ timeout: 300_000 });
    const note = page.getByTestId('training-sample');
    await expect.poll(() => note.textContent(), { timeout: 10_000 }).toContain(`${matched}件中250件で学習`);
    expect(await note.textContent()).toContain('学習件数の上限 250 件');
    await page.getByRole('img', { name: /予測値と実測値の散布図/ }).waitFor();
    await settleForShot(page, 1500);
    await shots(page, 'forward-result');
    // On a phone the verdict of each property is on screen beside its name; the other figures scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    const metrics = page.getByRole('table', { name: /物性ごとの予測精度/ });
    await metrics.scrollIntoViewIfNeeded();
    const verdict = (await metrics.getByRole('row').nth(1).getByRole('cell').first().boundingBox())!;
    expect(verdict.x + verdict.width).toBeLessThanOrEqual(390);
    expect(await metrics.getByRole('row').nth(1).getByRole('cell').first().textContent()).toMatch(
      /^(良好|参考程度|要注意)$/,
    );
    // Each figure on one line: a page-wide `overflow-wrap: anywhere` once stood 0.622 a digit a line.
    const figureLines = await metrics.locator('tbody td').evaluateAll((cells) =>
      cells
        .filter((cell) => /^[\d.,−-]+$/.test(cell.textContent ?? ''))
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
    );
    expect(figureLines.length).toBeGreaterThan(0);
    expect(figureLines.filter((lines) => lines > 1)).toEqual([]);
    // The inputs' names break between words (「ステア/リン酸」 before).
    const domain = page.getByRole('table', { name: '学習データの範囲' });
    expect(await domain.locator('tbody th').count()).toBeGreaterThan(0);
    expect(await katakanaWordBreaks(domain.locator('tbody th'))).toEqual([]);
    // The compositions to predict: headers broken between words (「カーボンブ/ラック N550」 before), and a cue
    // that the inputs go on to the right.
    const toPredict = page.getByRole('table', { name: '予測する配合の入力' });
    expect(await katakanaWordBreaks(toPredict.getByRole('columnheader'))).toEqual([]);
    await page
      .getByRole('region', { name: '予測する配合の入力の表' })
      .locator('xpath=../..')
      .getByTestId('wide-table-cue')
      .waitFor();
    await page.setViewportSize({ width: 1366, height: 800 });
    expect(errors).toEqual([]);
  }, 600_000);

  describe('an inverse analysis of rubber compounds with the vulcanisation time as an input', () => {
    let page: Page;
    let errors: string[];
    let result: InverseResultView;
    let timeKey: string;

    beforeAll(async () => {
      ({ page, errors } = await standardPage());
      const scope = { type: 'classification', scheme: 'ipc', code: 'C08L9' };
      const { variables } = await api<Categories>(
        page,
        '/v1/company/explore-products/categories?scopeType=classification&scheme=ipc&code=C08L9',
      );
      const time = variables.inputs.find((v) => v.name === '加硫時間');
      if (!time) throw new Error('the rubber theme has no 加硫時間');
      timeKey = time.key;
      // The form offers it in minutes, with its training range in minutes.
      expect(time.unit).toBe('min');
      expect(time.max).toBeGreaterThan(5);
      const inputs = [...variables.defaults.inputs.filter((k) => k !== timeKey), timeKey];
      const [target] = variables.defaults.targets;
      // A recipe almost settled: every ingredient within 2 % of its range around the middle, the
      // vulcanisation time between 15 and 20 min (typed in minutes, as the form shows it). Twenty candidates
      // asked for in so small a box used to come back as twenty near-identical compositions.
      const bounds: Record<string, { min: number; max: number }> = { [timeKey]: { min: 15, max: 20 } };
      for (const key of inputs) {
        const v = variables.inputs.find((i) => i.key === key);
        if (key === timeKey || v?.min == null || v.max == null) continue;
        const middle = (v.min + v.max) / 2;
        bounds[key] = { min: middle, max: middle + 0.02 * (v.max - v.min) };
      }
      const { id } = await api<{ id: number }>(page, '/v1/company/explore-products/explore/inverse', {
        name: 'ゴム配合の逆解析',
        scope,
        inputs,
        targets: variables.defaults.targets,
        goals: [{ target, kind: 'maximize' }],
        constraints: { bounds },
        candidates: 20,
      });
      await page.goto(`/explore-products/inverse/${id}`);
      await page.locator('main h1', { hasText: '逆解析の結果' }).waitFor({ timeout: 20_000 });
      await page.getByRole('table', { name: '予測が最良の候補' }).waitFor({ timeout: 300_000 });
      result = await api<InverseResultView>(
        page,
        `/v1/company/explore-products/${id}/inverse-analysis/result`,
      );
    }, 600_000);

    it('shows the vulcanisation time in minutes, within the bound typed in minutes', async () => {
      const first = page.getByRole('table', { name: '1位の候補の配合' });
      const row = first.getByRole('row').filter({ hasText: '加硫時間' });
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[1]).toBe('min');
      const minutes = Number(cells[0]);
      expect(minutes).toBeGreaterThan(1); // 0.1–0.5 were it still in hours
      expect(minutes).toBeLessThanOrEqual(20.05);
      for (const candidate of result.candidates)
        expect(candidate.inputs[timeKey]).toBeLessThanOrEqual(20 + 1e-6);
    });

    it('proposes candidates that are not near-duplicates of each other, best first', async () => {
      // The optimiser had to relax its spacing to fill 20 slots: the near-duplicates are folded and said so
      // under the list (decision 0033).
      expect(result.folded!.candidates).toBeGreaterThan(0);
      const note = page.getByTestId('folded-candidates');
      expect(await note.textContent()).toContain(
        `ほぼ同じ配合の候補 ${result.folded!.candidates} 件をまとめ、互いに異なる ${result.candidates.length} 件`,
      );
      expect(result.candidates.length).toBeLessThan(20);
      expect(result.candidates.map((c) => c.rank)).toEqual(result.candidates.map((_, i) => i + 1));
      // What the user reads: no two candidates with the same composition table.
      const tables = await page.getByRole('table', { name: /位の候補の配合$/ }).allTextContents();
      expect(tables).toHaveLength(result.candidates.length);
      expect(new Set(tables).size).toBe(tables.length);
      // On a phone the amounts of the best candidate are on screen, not only the ingredient names.
      await page.setViewportSize({ width: 390, height: 844 });
      const best = page.getByRole('table', { name: '1位の候補の配合' });
      await best.scrollIntoViewIfNeeded();
      const amount = (await best.getByRole('cell').first().boundingBox())!;
      expect(amount.x + amount.width).toBeLessThanOrEqual(390);
      // The names break between words (「アクリロニト/リル・ブタ/ジエンゴム」 before).
      expect(await katakanaWordBreaks(best.getByRole('rowheader'))).toEqual([]);
      // The targets' headers break between words, their unit whole (「硬さ(デュロ/メータA)」 before), at both widths.
      const ranked = page.getByRole('table', { name: '予測が最良の候補' });
      const headers = ranked.getByRole('columnheader');
      await headerShot(ranked, 'output-inverse-headers-phone.png');
      expect((await headers.allTextContents()).join('')).toContain('硬さ(デュロメータA)');
      expect(await katakanaWordBreaks(headers)).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 800 });
      await headerShot(ranked, 'output-inverse-headers-desktop.png');
      expect(await katakanaWordBreaks(headers)).toEqual([]);
      await settleForShot(page, 1500);
      await shots(page, 'inverse-result');
      expect(errors).toEqual([]);
    });

    it('shows the 次に試すべき candidates without near-duplicates either', async () => {
      await page.getByRole('tab', { name: /次に試すべき候補/ }).click();
      const tables = await page.getByRole('table', { name: /位の候補の配合$/ }).allTextContents();
      expect(tables).toHaveLength(result.nextToTest.length);
      expect(new Set(tables).size).toBe(tables.length);
      const folded = result.folded!.nextToTest;
      const note = page.getByTestId('folded-candidates');
      if (folded > 0) expect(await note.textContent()).toContain(`候補 ${folded} 件をまとめ`);
      else expect(await note.count()).toBe(0);
      await shots(page, 'inverse-next-to-test');
      await page.getByRole('tab', { name: /予測が最良の候補/ }).click();
      expect(errors).toEqual([]);
    });
  });
});

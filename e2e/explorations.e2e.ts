import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { createAccount, logIn } from './support/accounts';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';
import { saveShot, settleForShot } from './support/screenshots';

/*
 * Product exploration in Chromium against the built server and its demo data: a standard user runs an
 * inverse analysis with sum-to-100 and at most three ingredients, watches its progress and gets candidates
 * that keep every constraint, each with its nearest real examples; contradictory constraints come back as infeasible with the reasons; a forward
 * analysis sent untouched gives metrics, charts and predictions; an examples CSV that Excel saved as Shift_JIS
 * is read with its Japanese column names and analysed.
 *
 * Screenshots of every state go to E2E_SHOTS (none without it).
 */

const BATTERY_THEME = /非水電解質二次電池の電極（IPC H01M4/;

let server: ServerAddress;
let browser: Browser;

beforeAll(async () => {
  // A copy of the demo-data template directory (loaded once per build by the support code).
  ({ server, browser } = await useSharedDemo());
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await saveShot(page, `explore-${name}.png`, { fullPage: true });
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const main = (page: Page) => page.locator('main');

async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.locator('main h1').textContent(), { timeout: 20_000 }).toBe(text);
}

/**
 * A standard user made through the API (real bot check, mailed confirmation, operator CLI), logged in on the
 * page. The sign-up pages themselves are accounts.e2e.ts's.
 */
async function standardUser(page: Page): Promise<string> {
  const email = await createAccount(server, 'standard', 'explore');
  await logIn(page, email);
  return email;
}

/** The API with the page's own session (its readable access-token cookie), as the app calls it. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p): Promise<T> => {
    const token = decodeURIComponent(/(?:^|; )accessToken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch(p, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }, path);
}

type Variable = { key: string; kind: string; name: string };
type CandidateView = { inputs: Record<string, number>; nearestExamples: unknown[] };
type InverseResultView = {
  feasible: boolean;
  reasons: string[];
  inputs: Variable[];
  candidates: CandidateView[];
  nextToTest: CandidateView[];
};

/** Opens the inverse form on the battery electrode theme (its amounts are 質量%) with its defaults. */
async function openBatteryInverseForm(page: Page): Promise<void> {
  await page.goto('/explore-products/new-inverse');
  await expectHeading(page, '逆解析による製品探索');
  const theme = page.getByRole('combobox', { name: '技術分野' });
  await expect.poll(() => theme.textContent(), { timeout: 20_000 }).toMatch(/実施例/);
  await theme.click();
  await page.getByRole('option', { name: BATTERY_THEME }).click();
  await page.getByText(/対象の実施例は .* 件です/).waitFor({ timeout: 30_000 });
  await expect
    .poll(() => field(page, 'name').inputValue(), { timeout: 10_000 })
    .toBe('非水電解質二次電池の電極の逆解析');
  await page.getByRole('group', { name: '目標 1' }).waitFor();
}

/**
 * Issue 17, point 7: a free user opening a standard user's exploration (a shared link) is told what the plans
 * allow and how to upgrade — not 「探索を読み込めませんでした。通信状態を確認して…」 and a "no permission" note.
 */
async function freeUserSeesThePlan(path: string): Promise<void> {
  const { page, errors } = await newPage(browser, server.url);
  await logIn(page, await createAccount(server, 'free', 'explore-free'));
  await page.goto(path);
  const plan = page.getByRole('region', { name: 'ご利用中のプランについて' });
  await plan.waitFor({ timeout: 20_000 });
  expect(await plan.textContent()).toContain('製品探索はスタンダードプランでご利用いただけます');
  expect(await page.getByText(/読み込めませんでした|通信状態|権限がありません/).count()).toBe(0);
  // The way to upgrade: my page's request form, as one button (not squeezed beside the text into lines of a
  // few characters).
  const apply = plan.getByRole('link', { name: 'スタンダードプランを申し込む' });
  expect(await apply.getAttribute('href')).toBe('/mypage/plan-request');
  expect((await apply.boundingBox())!.height).toBeLessThan(40);
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await apply.boundingBox())!.height).toBeLessThan(40);
  await page.setViewportSize({ width: 1366, height: 800 });
  await shot(page, 'forward-free-user');
  expect(errors).toEqual([]);
  await page.context().close();
}

describe('product exploration in Chromium', () => {
  it('runs an inverse analysis with sum-to-100 and at most 3 ingredients, and reports contradictory constraints as infeasible', async () => {
    const visitor = await newPage(browser, server.url);
    await visitor.page.goto('/explore-products');
    await expectHeading(visitor.page, '製品探索');
    await visitor.page.getByRole('heading', { name: '製品探索でできること' }).waitFor();
    await visitor.page.getByRole('img', { name: /曲げ弾性率の予測値と実測値の散布図/ }).waitFor();
    await settleForShot(visitor.page, 1500); // the sample chart's ECharts chunk and first draw
    await shot(visitor.page, 'list-visitor');
    await visitor.page.context().close();

    const { page, errors } = await newPage(browser, server.url);
    await standardUser(page);

    await page.goto('/explore-products');
    await main(page).getByRole('heading', { name: 'まだ探索はありません' }).waitFor();
    await shot(page, 'list-empty');

    // ── Inverse analysis: sum to 100 %, at most 3 ingredients ──
    await openBatteryInverseForm(page);
    expect(await page.getByRole('checkbox', { name: '成分の合計を一定にする' }).isChecked()).toBe(true);
    await expect.poll(() => field(page, 'sumTotal').inputValue()).toBe('100');
    await field(page, 'maxIngredients').fill('3');
    await shot(page, 'new-inverse');
    await page.getByRole('button', { name: '逆解析を実行する' }).click();

    await page.waitForURL(/\/explore-products\/inverse\/\d+$/);
    const id = /\/inverse\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await expectHeading(page, '逆解析の結果');
    // Its progress is shown while it runs (a fast job may already be past it).
    const progress = page.getByRole('progressbar', { name: /の進捗$/ });
    const table = page.getByRole('table', { name: '予測が最良の候補' });
    await Promise.race([progress.waitFor({ timeout: 30_000 }), table.waitFor({ timeout: 30_000 })]);
    if (await progress.isVisible()) {
      await shot(page, 'inverse-running');
      // The list shows the same live progress (when the job is still running by then).
      const listPage = await page.context().newPage();
      await listPage.goto('/explore-products');
      const listBar = listPage.getByRole('progressbar', { name: /の進捗$/ });
      const running = await listBar.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (running) await shot(listPage, 'list-running');
      await listPage.close();
    }
    await table.waitFor({ timeout: 240_000 });
    await settleForShot(page, 1500);
    await shot(page, 'inverse-result');

    // Every candidate keeps every constraint (checked on the API's numbers) and has nearest examples.
    const result = await api<InverseResultView>(
      page,
      `/v1/company/explore-products/${id}/inverse-analysis/result`,
    );
    expect(result.feasible).toBe(true);
    expect(result.candidates.length).toBeGreaterThan(0);
    const ingredients = result.inputs.filter((v) => v.kind === 'ingredient').map((v) => v.key);
    for (const candidate of [...result.candidates, ...result.nextToTest]) {
      const amounts = ingredients.map((key) => candidate.inputs[key] ?? 0);
      expect(Math.abs(amounts.reduce((s, a) => s + a, 0) - 100)).toBeLessThan(0.5);
      expect(amounts.filter((a) => Math.abs(a) > 1e-6).length).toBeLessThanOrEqual(3);
      expect(amounts.every((a) => a >= -1e-9)).toBe(true);
      expect(candidate.nearestExamples.length).toBeGreaterThan(0);
    }
    // …and the table says the same: one row per candidate, each 「合計 100・n 成分」 with n ≤ 3.
    const stats = await table.getByTestId('composition-stats').allTextContents();
    expect(stats).toHaveLength(result.candidates.length);
    for (const text of stats) {
      const match = /合計 ([\d.,]+)・(\d+) 成分/.exec(text);
      expect(Number(match?.[1]?.replace(/,/g, ''))).toBeCloseTo(100, 0);
      expect(Number(match?.[2])).toBeLessThanOrEqual(3);
    }
    const nearest = await table.getByTestId('nearest-examples').allTextContents();
    expect(nearest.every((text) => text !== 'なし')).toBe(true);

    await page.getByRole('button', { name: /^1位の候補の詳細.*を開く$/ }).click();
    await page.getByRole('table', { name: '近い実在の実施例' }).first().waitFor();
    await page.getByRole('heading', { name: '目標ごとの達成度' }).first().waitFor();
    await settleForShot(page, 500); // the row's opening animation
    const exampleLink = page
      .getByRole('table', { name: '近い実在の実施例' })
      .first()
      .getByRole('link')
      .first();
    expect(await exampleLink.getAttribute('href')).toMatch(/^\/patents\/\d+(\/examples\/\d+)?$/);
    await shot(page, 'inverse-candidate-detail');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV をダウンロード' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^逆解析_.*\.csv$/);
    // The shared Chromium is connected to, not launched here: the download is read as a stream (path()
    // exists only for a local browser).
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('区分,順位,');

    await page.getByRole('tab', { name: /次に試すべき候補/ }).click();
    await page.getByRole('table', { name: '次に試すべき候補' }).waitFor();
    await shot(page, 'inverse-next-to-test');

    // ── Contradictory constraints: two ingredients fixed at 60 % each with a total of 100 ──
    await openBatteryInverseForm(page);
    for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: '成分の制約を追加' }).click();
    for (const n of [1, 2]) {
      await page
        .getByRole('group', { name: `成分の制約 ${n}` })
        .getByLabel(/^固定値/)
        .fill('60');
    }
    await page.getByText('このままでは条件をすべて満たす配合がありません').waitFor();
    await page.getByText(/固定した成分の合計（120）が合計値（100）を超えています/).waitFor();
    await shot(page, 'new-inverse-infeasible-hints');
    await page.getByRole('button', { name: '逆解析を実行する' }).click();
    await page.waitForURL(/\/explore-products\/inverse\/\d+$/);
    await page.getByText('条件をすべて満たす配合はありません').waitFor({ timeout: 240_000 });
    const infeasibleId = /\/inverse\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const infeasible = await api<InverseResultView>(
      page,
      `/v1/company/explore-products/${infeasibleId}/inverse-analysis/result`,
    );
    expect(infeasible.feasible).toBe(false);
    expect(infeasible.candidates).toHaveLength(0);
    expect(infeasible.reasons.length).toBeGreaterThan(0);
    for (const reason of infeasible.reasons) await page.getByText(reason, { exact: true }).waitFor();
    await shot(page, 'inverse-infeasible');

    await page.goto('/explore-products');
    await main(page)
      .getByRole('heading', { name: /あなたの探索（2件）/ })
      .waitFor();
    await shot(page, 'list');
    expect(errors).toEqual([]);
  }, 600_000);

  it('reads an examples CSV that Excel saved as Shift_JIS and runs a forward analysis on it', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await standardUser(page);
    await page.goto('/explore-products/new');
    await expectHeading(page, '順解析による製品探索');
    await page.getByRole('radio', { name: 'CSVアップロード' }).check();
    // 'in:ポリプロピレン[質量部],in:タルク[質量部],in:エラストマー[質量部],out:曲げ弾性率[MPa]\r\n' in Shift_JIS
    // (Excel's CSV in Japan), then 30 recipes; the modulus rises with talc and falls with elastomer.
    const header = Buffer.from(
      '696e3a837c838a8376838d8373838c83935b8ebf97ca95945d2c696e3a835e838b834e5b8ebf97ca95945d2c696e3a83478389' +
        '83588367837d815b5b8ebf97ca95945d2c6f75743a8bc882b0926590ab97a65b4d50615d0d0a',
      'hex',
    );
    const rows = Array.from({ length: 30 }, (_, i) => {
      const talc = (i * 7) % 31;
      const elastomer = (i * 11) % 17;
      const modulus = 1200 + 40 * talc - 15 * elastomer + ((i * 37) % 23);
      return `${100 - talc - elastomer},${talc},${elastomer},${modulus}`;
    });
    await page.getByLabel('CSVファイルを選択').setInputFiles({
      name: '配合データ.csv',
      mimeType: 'text/csv',
      buffer: Buffer.concat([header, Buffer.from(rows.join('\r\n'))]),
    });
    await page.getByText('配合データ.csv：データ 30 行、入力 3 列、物性 1 列').waitFor();
    await page.getByText('入力の列（3）').waitFor();
    const columns = await main(page).getByLabel('CSVファイルの列').textContent();
    expect(columns).toContain('ポリプロピレン');
    expect(columns).toContain('エラストマー');
    expect(columns).toContain('曲げ弾性率');
    expect(columns).not.toContain('\ufffd');
    await page.getByText('対象の実施例は 30 件です。').waitFor({ timeout: 30_000 });
    await shot(page, 'new-forward-csv');
    await page.getByRole('button', { name: '順解析を実行する' }).click();
    await page.waitForURL(/\/explore-products\/forward\/\d+$/);
    const metrics = page.getByRole('table', { name: /物性ごとの予測精度/ });
    await metrics.waitFor({ timeout: 300_000 });
    expect(await metrics.textContent()).toContain('曲げ弾性率');
    await shot(page, 'forward-csv-result');
    expect(errors).toEqual([]);
  }, 600_000);

  it('runs a forward analysis sent untouched and predicts a typed composition', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await standardUser(page);
    await page.goto('/explore-products/new');
    await expectHeading(page, '順解析による製品探索');
    await page.getByText(/対象の実施例は .* 件です/).waitFor({ timeout: 30_000 });
    await expect.poll(() => field(page, 'name').inputValue(), { timeout: 10_000 }).toMatch(/の順解析$/);
    await shot(page, 'new-forward');
    await page.getByRole('button', { name: '順解析を実行する' }).click();
    await page.waitForURL(/\/explore-products\/forward\/\d+$/);
    await freeUserSeesThePlan(new URL(page.url()).pathname);
    const metrics = page.getByRole('table', { name: /物性ごとの予測精度/ });
    const progress = page.getByRole('progressbar', { name: /の進捗$/ });
    await Promise.race([progress.waitFor({ timeout: 30_000 }), metrics.waitFor({ timeout: 30_000 })]);
    if (await progress.isVisible()) await shot(page, 'forward-running');
    await metrics.waitFor({ timeout: 300_000 });
    await page.getByRole('img', { name: /予測値と実測値の散布図/ }).waitFor();
    await page.getByRole('button', { name: '行を追加' }).click();
    await page.getByRole('button', { name: '予測する' }).click();
    const predictions = page.getByRole('table', { name: '予測結果（値の下は 90% 予測区間）' });
    await predictions.waitFor({ timeout: 60_000 });
    expect(await predictions.getByRole('row').count()).toBe(3);
    await settleForShot(page, 1500);
    await shot(page, 'forward-result');
    expect(errors).toEqual([]);
  }, 600_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { TypeCode } from '@app/contract/plans';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp, type Handler } from '../../../test/app-harness';
import { CATEGORIES, item, KEYWORDS, PROPERTY_DEFS, response } from '../test/fixtures';

afterEach(() => {
  closeNotification();
  closeUpgradeModal();
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(typeCode: TypeCode, extra: Record<string, Handler> = {}) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode });
  return mockFetch({
    'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode }),
    [`GET ${API_PATHS.productPropertyDefs.build()}`]: () => json(PROPERTY_DEFS),
    [`GET ${API_PATHS.productCategories.build()}`]: () => json(CATEGORIES),
    [`GET ${API_PATHS.productRecommendKeywords.build()}`]: () => json(KEYWORDS),
    [`GET ${API_PATHS.productRecommend.build()}`]: () => json(response()),
    ...extra,
  });
}

const RESULT_URL = `/product-recommend/result?keyword=${encodeURIComponent('自動車内装')}&req=prop-flexural-modulus%3A2%3A%3A%3A3%3AGPa`;

async function openForm(path = '/product-recommend') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('button', { name: 'この条件でレコメンドする' }, { timeout: 5000 });
  return { user, ...view };
}

describe('/product-recommend', { timeout: 30_000 }, () => {
  it('starts with defaults that find products and puts the whole input in the result URL', async () => {
    const fetch = serve('standard');
    const { user, router } = await openForm();
    expect(screen.getByRole('button', { name: '自動車内装' })).toBeInTheDocument();
    const requirement = screen.getByRole('group', { name: '要件1' });
    expect(within(requirement).getByLabelText<HTMLInputElement>('要件1の物性').value).toBe('曲げ弾性率');
    expect(within(requirement).getByLabelText<HTMLInputElement>('下限').value).toBe('2');

    await user.click(screen.getByRole('button', { name: 'この条件でレコメンドする' }));
    await screen.findByRole('heading', { level: 1, name: '製品レコメンドの結果' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/product-recommend/result');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.getAll('keyword')).toEqual(['自動車内装']);
    expect(search.getAll('req')).toEqual(['prop-flexural-modulus:2:::3:GPa']);
    await screen.findByText('サンプルPP 1');
    const [input] = callsTo(fetch, API_PATHS.productRecommend.build())[0]!;
    const sent = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    expect(sent.searchParams.getAll('req')).toEqual(['prop-flexural-modulus:2:::3:GPa']);
  });

  it('explains bad requirements in Japanese and does not submit them', async () => {
    const fetch = serve('standard');
    const { user } = await openForm();
    const requirement = screen.getByRole('group', { name: '要件1' });
    await user.clear(within(requirement).getByLabelText('下限'));
    await user.click(screen.getByRole('button', { name: 'この条件でレコメンドする' }));
    expect(await screen.findByText('下限・上限・目標値のいずれかを入力してください')).toBeInTheDocument();

    await user.type(within(requirement).getByLabelText('下限'), '3');
    await user.type(within(requirement).getByLabelText('上限'), '2');
    await user.click(screen.getByRole('button', { name: 'この条件でレコメンドする' }));
    expect(await screen.findByText('上限は下限以上の値を入力してください')).toBeInTheDocument();
    await user.type(within(requirement).getByLabelText('目標値'), 'abc');
    expect(await screen.findByText('目標値は数値で入力してください')).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.productRecommend.build())).toHaveLength(0);
  });

  it('adds a requirement whose unit list follows the chosen property', async () => {
    serve('standard');
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: '要件を追加' }));
    const second = screen.getByRole('group', { name: '要件2' });
    await user.click(within(second).getByLabelText('要件2の物性'));
    await user.click(await screen.findByRole('option', { name: '荷重たわみ温度(0.45MPa)' }));
    await user.click(within(second).getByLabelText('単位'));
    const units = await screen.findAllByRole('option');
    expect(units.map((option) => option.textContent)).toEqual(['℃', 'K', '℉']);
  });

  it('brings back the input of a result URL', async () => {
    serve('standard');
    await openForm(
      `/product-recommend?keyword=${encodeURIComponent('ドアトリム')}&req=prop-tensile-strength%3A%3A80%3A%3A5%3AMPa`,
    );
    expect(screen.getByRole('button', { name: 'ドアトリム' })).toBeInTheDocument();
    const requirement = screen.getByRole('group', { name: '要件1' });
    expect(within(requirement).getByLabelText<HTMLInputElement>('要件1の物性').value).toBe('引張強さ');
    expect(within(requirement).getByLabelText<HTMLInputElement>('上限').value).toBe('80');
  });
});

describe('/product-recommend/result', { timeout: 30_000 }, () => {
  it('shows score, per-requirement reasons, materials and supporting examples with links', async () => {
    serve('standard');
    renderApp(RESULT_URL);
    const first = await screen.findByRole('article', { name: 'サンプルPP 1' }, { timeout: 5000 });
    expect(within(first).getByText('すべての要件に適合')).toBeInTheDocument();
    expect(within(first).getByText('2.41 GPa')).toBeInTheDocument();
    expect(within(first).getByText(/表記 2,410 MPa・JIS K 7171/)).toBeInTheDocument();
    expect(within(first).getByText('下限まで +0.41 GPa（+20.5%）')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'サンプルPP 1' }).getAttribute('href')).toBe(
      '/products/prd-1',
    );
    expect(within(first).getByRole('link', { name: '特開2010-058693 実施例2' }).getAttribute('href')).toBe(
      '/patents/pat-000123/examples/pat-000123-ex2',
    );
    expect(within(first).getByRole('link', { name: 'タルク' }).getAttribute('href')).toBe(
      '/materials/mat-talc',
    );
    const second = screen.getByRole('article', { name: 'サンプルPP 2' });
    expect(within(second).getByText('1件不適合')).toBeInTheDocument();
    expect(within(second).getByText('下限まで −0.1 GPa（−5%）')).toBeInTheDocument();
    expect(screen.getByText(/スコア = 100 × Σ/)).toBeInTheDocument();
  });

  it('shows a free user the top 3 and an upgrade prompt that opens the upgrade modal', async () => {
    serve('free', {
      [`GET ${API_PATHS.productRecommend.build()}`]: () =>
        json(
          response({
            items: [item(1), item(2), item(3)],
            total: 10,
            pageSize: 3,
            limited: true,
            hiddenCount: 7,
          }),
        ),
    });
    const user = userEvent.setup();
    renderApp(RESULT_URL);
    expect(await screen.findAllByRole('article', {}, { timeout: 5000 })).toHaveLength(3);
    expect(screen.getByText(/ほかに7件の製品が条件に該当します/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'スタンダードプランについて' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says what to do when nothing matches, and shows the server’s Japanese messages for a bad URL', async () => {
    serve('standard', {
      [`GET ${API_PATHS.productRecommend.build()}`]: (url) =>
        url.searchParams.get('category') === 'cat-gone'
          ? json(
              {
                detail: [
                  {
                    loc: ['query', 'category'],
                    msg: 'カテゴリ「cat-gone」は見つかりません',
                    type: 'not_found',
                  },
                ],
              },
              422,
            )
          : json(response({ items: [], total: 0 })),
    });
    const view = renderApp(RESULT_URL);
    expect(
      await screen.findByText('条件に合う製品が見つかりませんでした', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '条件を変える' }).getAttribute('href')).toContain(
      '/product-recommend?',
    );
    view.unmount();

    renderApp(`${RESULT_URL}&category=cat-gone`);
    expect(
      await screen.findByText('カテゴリ「cat-gone」は見つかりません', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    view.unmount();
  });

  it('checks a hand-edited URL with the contract schema before calling the API', async () => {
    const fetch = serve('standard');
    renderApp('/product-recommend/result?req=prop-flexural-modulus%3A3%3A2%3A%3A3%3AGPa');
    expect(
      await screen.findByText('上限は下限以上の値を入力してください', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, API_PATHS.productRecommend.build())).toHaveLength(0));
  });
});

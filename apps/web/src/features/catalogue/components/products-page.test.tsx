import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { TypeCode } from '@app/contract/plans';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { ACCESS, product, productList, PROPERTY_DEFS } from './search/list-fixtures';

// The machine running the suite may be busy: waits are generous (none is a timing assertion).
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.localStorage.clear();
});
afterEach(() => {
  closeNotification();
  closeUpgradeModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ITEMS = [product('prd-1', 'メイカレン GP-7380N'), product('prd-2', 'リオンレン GP-8150R')];

function signIn(typeCode: TypeCode) {
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode });
}

/** The API as the list page sees it; `answer` may look at the query to vary the result. */
function api(level: 'visitor' | TypeCode, answer?: (url: URL) => Partial<ReturnType<typeof productList>>) {
  return mockFetch({
    'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode: level === 'visitor' ? 'free' : level }),
    [`GET ${API_PATHS.productPropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
    [`GET ${API_PATHS.productsSearch.build()}`]: (url) =>
      json(productList(ITEMS, { access: ACCESS[level], ...answer?.(url) })),
  });
}

/** The machine running the suite may be busy: waits are generous, none is a timing assertion. */
const FIND = { timeout: 15_000 };

/** Waits until the answer is on screen (the first result's link), then returns the result table. */
async function results(name = 'メイカレン GP-7380N') {
  await screen.findByRole('link', { name }, FIND);
  return screen.getByRole('table', { name: '製品の検索結果' });
}

/** Closes the upgrade modal and waits until the page behind it is reachable again. */
async function closeModal() {
  closeUpgradeModal();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const lastSearch = (fetch: ReturnType<typeof mockFetch>) =>
  new URL(callsTo(fetch, API_PATHS.productsSearch.build()).at(-1)![0] as string, 'http://localhost');

describe('/products list page', { timeout: 90_000 }, () => {
  it('shows a visitor results with highlights, facet counts and sign-up links, but no property values', async () => {
    const fetch = api('visitor');
    renderApp('/products?q=%E3%83%9D%E3%83%AA%E3%83%97%E3%83%AD%E3%83%94%E3%83%AC%E3%83%B3');
    const table = await results();
    expect(lastSearch(fetch).searchParams.get('q')).toBe('ポリプロピレン');
    expect(screen.getByText('120')).toBeInTheDocument();

    // The detail link of a visitor is the sign-up page with the detail page as referrer.
    const link = within(table).getByRole('link', { name: 'メイカレン GP-7380N' });
    expect(link.getAttribute('href')).toBe('/signup?referrerUrl=%2Fproducts%2Fprd-1');
    // Highlight ranges become <mark> text nodes.
    const marks = table.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toContain('ポリプロピレン');

    const makers = screen.getByRole('group', { name: 'メーカー' });
    expect(
      within(makers).getByRole('checkbox', { name: /椿山プラスチックス株式会社\s*61/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /曲げ弾性率/ })).toBeNull();
    expect(screen.getByText('物性値と詳細ページは、無料会員登録でご覧いただけます。')).toBeInTheDocument();
  });

  it('keeps the whole search in the URL: facets, sort, page; back restores the previous search', async () => {
    signIn('standard');
    const fetch = api('standard');
    const user = userEvent.setup();
    const { router } = renderApp('/products?q=PP');
    await results();

    await user.click(screen.getByRole('checkbox', { name: /岬野ポリマー株式会社/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=PP&maker=co-misakino'));
    await waitFor(() => expect(lastSearch(fetch).searchParams.getAll('maker')).toEqual(['co-misakino']));

    await user.selectOptions(screen.getByLabelText('並び順'), 'property:prop-flexural-modulus:desc');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe(
        'property:prop-flexural-modulus:desc',
      ),
    );
    await user.click(screen.getByRole('button', { name: '2ページ' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(lastSearch(fetch).searchParams.get('page')).toBe('2'));

    await router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=PP&maker=co-misakino'));
    expect(screen.getByRole('checkbox', { name: /岬野ポリマー株式会社/ })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('製品をキーワードで検索')).toHaveProperty('value', 'PP');
  });

  it('builds property ranges with Japanese messages for bad input and puts them in the URL', async () => {
    signIn('standard');
    const fetch = api('standard', (url) => (url.searchParams.has('prop') ? { total: 12 } : {}));
    const user = userEvent.setup();
    const { router } = renderApp('/products?q=PP');
    await results();

    await user.click(screen.getByRole('button', { name: '物性の条件を追加' }));
    await user.type(screen.getByLabelText('下限（以上）'), '2');
    await user.click(screen.getByRole('button', { name: 'この条件で絞り込む' }));
    expect(await screen.findByText('物性を選んでください', {}, FIND)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('物性'), 'prop-flexural-modulus');
    await user.type(screen.getByLabelText('下限（以上）'), '3');
    await user.type(screen.getByLabelText('上限（以下）'), '2');
    await user.click(screen.getByRole('button', { name: 'この条件で絞り込む' }));
    expect(await screen.findByText('下限は上限以下の値にしてください', {}, FIND)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('下限（以上）'));
    await user.type(screen.getByLabelText('下限（以上）'), '2');
    await user.clear(screen.getByLabelText('上限（以下）'));
    await user.selectOptions(screen.getByLabelText('単位'), 'GPa');
    await user.click(screen.getByRole('button', { name: 'この条件で絞り込む' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll('prop')).toEqual([
        'prop-flexural-modulus:2::GPa',
      ]),
    );
    await waitFor(() =>
      expect(lastSearch(fetch).searchParams.get('prop')).toBe('prop-flexural-modulus:2::GPa'),
    );
    expect(await screen.findByText('曲げ弾性率 ≥ 2 GPa', {}, FIND)).toBeInTheDocument();
    expect(await screen.findByText('12', {}, FIND)).toBeInTheDocument();
    // Standard users see property columns with values in the display unit, named once in the header.
    expect(screen.getByRole('columnheader', { name: '曲げ弾性率（MPa）' })).toBeInTheDocument();
    expect(screen.getAllByText('2,300').length).toBe(2);
    expect(screen.queryByText('2,300 MPa')).toBeNull();
  });

  it('opens the upgrade modal, not the API, when a free user uses a standard-only control', async () => {
    signIn('free');
    const fetch = api('free');
    const user = userEvent.setup();
    const { router } = renderApp('/products?q=PP');
    await results();
    const searches = callsTo(fetch, API_PATHS.productsSearch.build()).length;

    await user.click(screen.getByRole('button', { name: '物性範囲で絞り込む' }));
    expect(
      await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' }, FIND),
    ).toBeInTheDocument();
    await closeModal();

    await user.click(screen.getByRole('checkbox', { name: /タルク/ }));
    expect(
      await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' }, FIND),
    ).toBeInTheDocument();
    await closeModal();

    await user.click(screen.getByRole('button', { name: '4ページ（スタンダードプラン）' }));
    expect(
      await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' }, FIND),
    ).toBeInTheDocument();
    await closeModal();

    await user.selectOptions(screen.getByLabelText('並び順'), 'property:prop-flexural-modulus:desc');
    expect(
      await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' }, FIND),
    ).toBeInTheDocument();
    await closeModal();

    await user.click(screen.getByRole('button', { name: 'この検索の特許も見る' }));
    expect(
      await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' }, FIND),
    ).toBeInTheDocument();
    await closeModal();

    expect(router.state.location.search).toBe('?q=PP');
    expect(callsTo(fetch, API_PATHS.productsSearch.build())).toHaveLength(searches);
    // A free user sees property values and real detail links.
    expect(screen.getByRole('link', { name: 'メイカレン GP-7380N' }).getAttribute('href')).toBe(
      '/products/prd-1',
    );
  });

  it('does not send a shared URL with standard-only parts for a free user, and offers it without them', async () => {
    signIn('free');
    const fetch = api('free');
    const user = userEvent.setup();
    const { router } = renderApp(
      '/products?q=PP&maker=co-misakino&prop=prop-flexural-modulus%3A2%3A%3AGPa&page=5',
    );
    expect(
      await screen.findByText(/物性範囲での絞り込み、4ページ目以降の表示/, {}, FIND),
    ).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.productsSearch.build())).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '外して検索する' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=PP&maker=co-misakino&page=3'));
    await results();
  });

  it('lets rows be picked for comparison, five at most', async () => {
    signIn('standard');
    const many = Array.from({ length: 6 }, (_, index) => product(`prd-${index}`, `製品${index}`));
    mockFetch({
      'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode: 'standard' }),
      [`GET ${API_PATHS.productPropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.productsSearch.build()}`]: () => json(productList(many, { access: ACCESS.standard })),
    });
    const user = userEvent.setup();
    renderApp('/products');
    await results('製品0');
    for (let index = 0; index < 5; index += 1) {
      await user.click(screen.getByRole('checkbox', { name: `製品${index}を比較に選ぶ` }));
    }
    expect(screen.getByText('比較に5件を選択中（5件まで）')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '製品5を比較に選ぶ' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '選択を解除' }));
    expect(screen.getByRole('checkbox', { name: '製品5を比較に選ぶ' })).toHaveProperty('disabled', false);
  });

  it('shows the rows once the property definitions are there too, with their columns, not before', async () => {
    // Rendered before the definitions, every row was rendered and committed twice on a slow phone.
    signIn('standard');
    let answerDefs: () => void = () => {};
    const defsAnswered = new Promise<void>((resolve) => (answerDefs = resolve));
    const fetch = mockFetch({
      'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode: 'standard' }),
      [`GET ${API_PATHS.productPropertyDefs.build()}`]: async () => {
        await defsAnswered;
        return json({ items: PROPERTY_DEFS });
      },
      [`GET ${API_PATHS.productsSearch.build()}`]: () =>
        json(productList(ITEMS, { access: ACCESS.standard })),
    });
    renderApp('/products?q=PP');
    await waitFor(() => expect(callsTo(fetch, API_PATHS.productsSearch.build())).toHaveLength(1));
    // The search has answered (its progress bar is gone); its rows wait, and the page stays busy.
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: '検索中' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: 'メイカレン GP-7380N' })).toBeNull();
    expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('true');
    answerDefs();
    const table = await results();
    expect(within(table).getByRole('columnheader', { name: /曲げ弾性率/ })).toBeInTheDocument();
    expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('false');
  });

  it('shows the rows without the property columns when the definitions do not come', async () => {
    signIn('standard');
    mockFetch({
      'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode: 'standard' }),
      // A stalled call: never answered.
      [`GET ${API_PATHS.productPropertyDefs.build()}`]: () => new Promise<Response>(() => {}),
      [`GET ${API_PATHS.productsSearch.build()}`]: () =>
        json(productList(ITEMS, { access: ACCESS.standard })),
    });
    renderApp('/products?q=PP');
    const table = await results();
    expect(within(table).queryByRole('columnheader', { name: /曲げ弾性率/ })).toBeNull();
    expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('false');
  });

  it('remembers the chosen columns in this browser', async () => {
    signIn('standard');
    api('standard');
    const user = userEvent.setup();
    const first = renderApp('/products');
    await results();
    await user.click(screen.getByRole('button', { name: '表示項目' }));
    const dialog = await screen.findByRole('dialog', { name: '表示項目の選択' }, FIND);
    await user.click(within(dialog).getByRole('checkbox', { name: 'メーカー' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '用途' }));
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('columnheader', { name: 'メーカー' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '用途' })).toBeInTheDocument();
    first.unmount();

    renderApp('/products');
    await results();
    expect(screen.queryByRole('columnheader', { name: 'メーカー' })).toBeNull();
  });

  it('says what to try next when nothing is found, and explains a syntax error', async () => {
    mockFetch({
      [`GET ${API_PATHS.productPropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.productsSearch.build()}`]: (url) =>
        url.searchParams.get('q') === '(PP'
          ? json(
              {
                detail: [
                  { loc: ['query', 'q'], msg: '括弧が閉じていません', type: 'value_error.query_syntax' },
                ],
              },
              422,
            )
          : json(productList([], { total: 0 })),
    });
    const user = userEvent.setup();
    renderApp('/products?q=zzz&category=cat-pp-compound');
    expect(
      await screen.findByText('「zzz」に一致する製品は見つかりませんでした', {}, FIND),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '特許検索' }).getAttribute('href')).toBe('/patents?q=zzz');
    expect(screen.getByRole('button', { name: '絞り込みをすべて解除' })).toBeInTheDocument();

    const box = screen.getByLabelText('製品をキーワードで検索');
    await user.clear(box);
    await user.type(box, '(PP{Enter}');
    expect(await screen.findByText('括弧が閉じていません', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText('検索式を確認してください。')).toBeInTheDocument();
  });
});

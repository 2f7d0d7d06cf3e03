import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { callsTo, json, renderApp } from '../../../test/app-harness';
import { mockDetail, PATENT } from '../test/detail-fixtures';
import { h1, hrefOf, ME, useSignedInFreeUser } from '../test/detail-test-setup';
import { setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { ACCESS, patent, PROPERTY_DEFS } from './search/list-fixtures';

const URL = '/v1/company/patents/pat-1/detail';
const open = async () => {
  mockDetail({ ...ME, [`GET ${URL}`]: () => json(PATENT) });
  const view = renderApp('/patents/pat-1');
  await h1('ポリプロピレン樹脂組成物及び成形体');
  // A document's first page draws its claims and what follows a moment after the title (decision 0046).
  await screen.findByRole('heading', { name: /^請求項（\d+件）$/ });
  return view;
};

describe('patent detail page', { timeout: 15_000 }, () => {
  useSignedInFreeUser();

  it('shows the bibliography with codes and their titles, applicants linked to their patents and products', async () => {
    await open();
    const bibliography = screen.getByRole('region', { name: '書誌事項' });
    expect(within(bibliography).getByText('特開2021-100001（A）')).toBeInTheDocument();
    expect(within(bibliography).getByText('2021/03/01')).toBeInTheDocument();
    expect(within(bibliography).getByText('プロピレンの単独重合体又は共重合体')).toBeInTheDocument();
    expect(within(bibliography).getByText('高分子組成物')).toBeInTheDocument();
    expect(within(bibliography).getByRole('link', { name: '東邦化学工業(株)' }).getAttribute('href')).toBe(
      '/patents?applicant=co-toho',
    );
    expect(within(bibliography).getByRole('link', { name: '製品を見る' }).getAttribute('href')).toBe(
      '/products?maker=co-toho',
    );
  });

  it('marks the numeric ranges in the claims and lists them in a table', async () => {
    const { container } = await open();
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['10〜50質量部', '2000MPa以上']);
    const table = screen.getByRole('table', { name: '請求項の数値範囲' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['請求項1', '成分', '(B) タルク', '10', '50', '質量部', '(A)100質量部に対して'],
      ['請求項2', '物性', '曲げ弾性率', '2,000', '上限なし', 'MPa', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'タルク' }).getAttribute('href')).toBe(
      '/materials/mat-talc',
    );
  });

  it('tells working and comparative examples apart and filters them', async () => {
    await open();
    const table = screen.getByRole('table', { name: '実施例・比較例の配合と物性' });
    const bodyRows = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.dataset.kind);
    expect(bodyRows().map((row) => [row.dataset.kind, row.querySelector('th')!.textContent])).toEqual([
      ['working', '実施例1'],
      ['comparative', '比較例1'],
    ]);
    expect(hrefOf('実施例1')).toBe('/patents/pat-1/examples/pat-1-e1');
    await userEvent.click(screen.getByRole('button', { name: '比較例（1）' }));
    expect(bodyRows().map((row) => row.querySelector('th')!.textContent)).toEqual(['比較例1']);
    await userEvent.click(screen.getByRole('button', { name: '実施例（1）' }));
    expect(bodyRows().map((row) => row.querySelector('th')!.textContent)).toEqual(['実施例1']);
  });

  it('puts the measured properties first, and hides the columns the reader unticks', async () => {
    await open();
    const table = screen.getByRole('table', { name: '実施例・比較例の配合と物性' });
    const header = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(header()).toEqual([
      '例',
      '物性',
      '配合',
      '曲げ弾性率MPa',
      '(A) ポリプロピレン質量部',
      '(B) タルク質量部',
    ]);
    const firstRow = within(table)
      .getAllByRole('row')
      .find((row) => row.dataset.kind)!;
    expect([...firstRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '2,400',
      '100',
      '30',
    ]);

    await userEvent.click(screen.getByRole('button', { name: '表示する列（3/3）' }));
    const picker = await screen.findByRole('dialog', { name: '表示する列の選択' });
    await userEvent.click(within(picker).getByRole('checkbox', { name: '配合（すべて）' }));
    await userEvent.keyboard('{Escape}');
    expect(header()).toEqual(['例', '物性', '曲げ弾性率MPa']);
    expect(screen.getByRole('button', { name: '表示する列（1/3）' })).toBeInTheDocument();
  });

  it('links the materials, products, applicant products, citations and similar patents', async () => {
    await open();
    const side = screen.getByRole('complementary', { name: '関連情報' });
    expect(within(side).getByRole('link', { name: 'ポリプロピレン' }).getAttribute('href')).toBe(
      '/materials/mat-pp',
    );
    expect(within(side).getByRole('link', { name: 'ベータPP B-1' }).getAttribute('href')).toBe(
      '/products/prd-beta',
    );
    expect(within(side).getByRole('link', { name: 'トーホーレン TP-2030' }).getAttribute('href')).toBe(
      '/products/prd-toho',
    );
    expect(within(side).getByRole('link', { name: '銅合金板材及びその製造方法' }).getAttribute('href')).toBe(
      '/patents/pat-3',
    );
    expect(within(side).getByText(/共通: ポリプロピレン/)).toBeInTheDocument();
    expect(screen.getByText('特開2015-000001')).toBeInTheDocument();
  });

  it("answers an unknown id with the 404 screen 'Page Not Found: {path}'", async () => {
    mockDetail({ ...ME });
    renderApp('/patents/pat-unknown');
    expect(await h1('ページが見つかりません')).toBeInTheDocument();
    expect(screen.getByText('/patents/pat-unknown')).toBeInTheDocument();
  });

  it('shows an imported grant: description tables as tables, superscripts, a link to the original', async () => {
    const imported = {
      ...PATENT,
      id: 'US8088834B2',
      publicationNumber: 'US8088834B2',
      kind: 'B2',
      country: 'US',
      language: 'en',
      description: [
        '【EXAMPLES】',
        'Volume resistivity of 10⁻¹⁷ Ω·cm.',
        '|  | Ex. 1 | Ex. 2 |',
        '| --- | --- | --- |',
        '| PVB (wt %) | 60 | 85 |',
        '| Haze | 1.5×10² | 200< |',
      ].join('\n'),
    };
    mockDetail({ ...ME, ['GET /v1/company/patents/US8088834B2/detail']: () => json(imported) });
    renderApp('/patents/US8088834B2');
    await h1('ポリプロピレン樹脂組成物及び成形体');
    const table = screen.getByRole('table', { name: '明細書の表1' });
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      ['', 'Ex. 1', 'Ex. 2'],
      ['PVB (wt %)', '60', '85'],
      ['Haze', '1.5×10²', '200<'],
    ]);
    expect(screen.getByText(/Volume resistivity of 10⁻¹⁷ Ω·cm\./)).toBeInTheDocument();
    const bibliography = screen.getByRole('region', { name: '書誌事項' });
    expect(
      within(bibliography).getByRole('link', { name: 'Google Patentsで公報を見る' }).getAttribute('href'),
    ).toBe('https://patents.google.com/patent/US8088834B2/en');
  });

  it('opened from a filtered list, asks which examples matched and marks their rows', async () => {
    const range = 'prop-flex:2000::MPa';
    const fetch = mockDetail({
      ...ME,
      [`GET ${URL}`]: (url: URL) =>
        json({
          ...PATENT,
          ...(url.searchParams.get('prop') === range && {
            matchedExamples: [
              {
                by: 'ranges',
                condition: '曲げ弾性率 2000 MPa 以上',
                total: 1,
                examples: [
                  {
                    id: 'pat-1-e1',
                    label: '実施例1',
                    comparative: false,
                    values: [{ name: '曲げ弾性率', value: 2400, unit: 'MPa' }],
                  },
                ],
              },
              { by: 'material', condition: 'ガラス繊維', total: 0, examples: [] },
            ],
          }),
        }),
    });
    renderApp(`/patents/pat-1?prop=${encodeURIComponent(range)}&material=mat-gf`);
    await h1('ポリプロピレン樹脂組成物及び成形体');
    const sent = new globalThis.URL(callsTo(fetch, URL).at(-1)![0] as string, 'http://x');
    expect(sent.search).toBe(`?prop=${encodeURIComponent(range)}&material=mat-gf`);
    const banner = screen.getByRole('alert', { name: '検索条件に一致した例' });
    expect(banner.textContent).toContain('実施例1（2,400 MPa） が 曲げ弾性率 2000 MPa 以上 に一致');
    expect(banner.textContent).toContain('この特許には「ガラス繊維」を使用した例はありません。');
    const table = screen.getByRole('table', { name: '実施例・比較例の配合と物性' });
    const marked = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.dataset.kind)
        .map((row) => [row.querySelector('th')!.textContent, row.dataset.matched ?? '']);
    expect(marked()).toEqual([
      ['実施例1一致', 'true'],
      ['比較例1', ''],
    ]);
    await userEvent.click(screen.getByRole('button', { name: '一致した例（1）' }));
    expect(marked()).toEqual([['実施例1一致', 'true']]);
  });

  it('marks nothing when opened without list filters', async () => {
    await open();
    expect(screen.queryByRole('alert', { name: '検索条件に一致した例' })).toBeNull();
    expect(screen.queryByRole('button', { name: /一致した例/ })).toBeNull();
  });
});

describe('前へ / 次へ from a patent opened from a filtered list', { timeout: 30_000 }, () => {
  useSignedInFreeUser();

  it('keeps the example filters on the next patent, and 検索結果に戻る goes back to the same list', async () => {
    window.sessionStorage.clear();
    // Range filters are the standard plan's.
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    const range = 'prop-flex:2000::MPa';
    const filters = `prop=${encodeURIComponent(range)}&material=mat-gf`;
    const list = `/patents?q=PP&${filters}`;
    const detailUrl = (id: string) => `/v1/company/patents/${id}/detail`;
    const fetch = mockDetail({
      'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode: 'standard' }),
      [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.patentsSearch.build()}`]: () =>
        json({
          items: [patent('pat-0', '前の特許'), patent('pat-1', '対象の特許'), patent('pat-2', '次の特許')],
          total: 3,
          page: 1,
          pageSize: 20,
          facets: {},
          access: ACCESS.standard,
          expandedTerms: [],
        }),
      [`GET ${detailUrl('pat-1')}`]: () => json(PATENT),
      [`GET ${detailUrl('pat-2')}`]: () => json({ ...PATENT, id: 'pat-2', title: '次の特許の詳細' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(list);
    const table = await screen.findByRole('table', { name: '特許の検索結果' });
    await user.click(await within(table).findByRole('link', { name: '対象の特許' }));
    await h1('ポリプロピレン樹脂組成物及び成形体');
    const nav = screen.getByRole('navigation', { name: '検索結果の前後' });
    expect(within(nav).getByRole('link', { name: '前へ' }).getAttribute('href')).toBe(
      `/patents/pat-0?${filters}`,
    );
    expect(within(nav).getByRole('link', { name: '次へ' }).getAttribute('href')).toBe(
      `/patents/pat-2?${filters}`,
    );

    await user.click(within(nav).getByRole('link', { name: '次へ' }));
    await h1('次の特許の詳細');
    // The next patent is asked which of its examples matched the same filters.
    const sent = new globalThis.URL(callsTo(fetch, detailUrl('pat-2')).at(-1)![0] as string, 'http://x');
    expect(sent.search).toBe(`?${filters}`);
    expect(router.state.location.search).toBe(`?${filters}`);

    // 次へ replaced the entry: going back leads straight to the list, as it was.
    await user.click(
      within(screen.getByRole('navigation', { name: '検索結果の前後' })).getByRole('link', {
        name: '検索結果に戻る',
      }),
    );
    await screen.findByRole('table', { name: '特許の検索結果' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(list);
    expect(router.state.historyAction).toBe('POP');
  });
});

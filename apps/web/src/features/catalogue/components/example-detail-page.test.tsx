import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { json, renderApp } from '../../../test/app-harness';
import { EXAMPLE, mockDetail } from '../test/detail-fixtures';
import { h1, hrefOf, ME, useSignedInFreeUser } from '../test/detail-test-setup';
import { ACCESS, example, PROPERTY_DEFS } from './search/list-fixtures';

const URL = '/v1/company/examples/pat-1/pat-1-e1/detail';

describe('example detail page', { timeout: 15_000 }, () => {
  useSignedInFreeUser();

  it('shows the composition with material and product links, the measured values and the conditions', async () => {
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(EXAMPLE) });
    renderApp('/patents/pat-1/examples/pat-1-e1');
    expect(await h1('実施例1（特開2021-100001）')).toBeInTheDocument();
    const composition = screen.getByRole('table', { name: '配合' });
    expect(within(composition).getByRole('link', { name: 'タルク' }).getAttribute('href')).toBe(
      '/materials/mat-talc',
    );
    expect(within(composition).getByRole('link', { name: 'ベータPP B-1' }).getAttribute('href')).toBe(
      '/products/prd-beta',
    );
    expect(within(composition).getByText('30 質量部')).toBeInTheDocument();
    const values = screen.getByRole('table', { name: '測定された物性値' });
    expect(within(values).getByText('2.4 GPa')).toBeInTheDocument();
    expect(within(values).getByText(/2,400 MPa/)).toBeInTheDocument();
    expect(screen.getByText(/230 ℃/)).toBeInTheDocument();
  });

  it('links its patent, its siblings and the nearest examples of other patents', async () => {
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(EXAMPLE) });
    renderApp('/patents/pat-1/examples/pat-1-e1');
    await h1(/実施例1/);
    expect(hrefOf('比較例1')).toBe('/patents/pat-1/examples/pat-1-c1');
    const nearest = screen.getByRole('table', { name: 'ほかの特許の近い実施例' });
    expect(within(nearest).getByRole('link', { name: '特開2019-300003 実施例1' }).getAttribute('href')).toBe(
      '/patents/pat-3/examples/pat-3-e1',
    );
    const side = screen.getByRole('region', { name: 'この例の特許' });
    expect(
      within(side).getByRole('link', { name: 'ポリプロピレン樹脂組成物及び成形体' }).getAttribute('href'),
    ).toBe('/patents/pat-1');
  });

  it("answers an example of another patent with the 404 screen 'Page Not Found: {path}'", async () => {
    mockDetail({ ...ME });
    renderApp('/patents/pat-2/examples/pat-1-e1');
    expect(await h1('ページが見つかりません')).toBeInTheDocument();
    expect(screen.getByText('/patents/pat-2/examples/pat-1-e1')).toBeInTheDocument();
  });

  it('opens an imported example whose id holds a colon (patent id, colon, label)', async () => {
    const id = 'US7473391B2:Comparative_Example_1';
    const imported = {
      ...EXAMPLE,
      id,
      label: 'Comparative Example 1',
      comparative: true,
      patent: { ...EXAMPLE.patent, id: 'US7473391B2', publicationNumber: 'US7473391B2' },
    };
    mockDetail({
      ...ME,
      [`GET /v1/company/examples/US7473391B2/${encodeURIComponent(id)}/detail`]: () => json(imported),
    });
    renderApp(`/patents/US7473391B2/examples/${encodeURIComponent(id)}`);
    expect(await h1(/Comparative Example 1/)).toBeInTheDocument();
  });
});

describe('前へ / 次へ from a detail page opened from a result list', { timeout: 30_000 }, () => {
  useSignedInFreeUser();

  it('offers the neighbouring results and the way back to the same list', async () => {
    window.sessionStorage.clear();
    const items = [
      example('pat-1-c1', '比較例1', { patentId: 'pat-1' }),
      example('pat-1-e1', '実施例1', { patentId: 'pat-1' }),
      example('pat-3-e1', '実施例1', { patentId: 'pat-3', publicationNumber: '特開2019-300003' }),
    ];
    mockDetail({
      ...ME,
      [`GET ${URL}`]: () => json(EXAMPLE),
      [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.examplesSearch.build()}`]: () =>
        json({ items, total: 45, page: 2, pageSize: 20, facets: {}, access: ACCESS.free, expandedTerms: [] }),
    });
    const user = userEvent.setup();
    renderApp('/examples?q=PP&page=2');
    const table = await screen.findByRole('table', { name: '実施例の検索結果' });
    const opened = (await within(table).findAllByRole('link', { name: '実施例1' })).find(
      (link) => link.getAttribute('href') === '/patents/pat-1/examples/pat-1-e1',
    )!;
    await user.click(opened);
    await h1(/実施例1/);
    const nav = screen.getByRole('navigation', { name: '検索結果の前後' });
    expect(within(nav).getByRole('link', { name: '前へ' }).getAttribute('href')).toBe(
      '/patents/pat-1/examples/pat-1-c1',
    );
    expect(within(nav).getByRole('link', { name: '次へ' }).getAttribute('href')).toBe(
      '/patents/pat-3/examples/pat-3-e1',
    );
    expect(within(nav).getByRole('link', { name: '検索結果に戻る' }).getAttribute('href')).toBe(
      '/examples?q=PP&page=2',
    );
    expect(nav.textContent).toContain('22 / 45件目');
  });

  it('offers nothing on a detail page opened directly', async () => {
    window.sessionStorage.clear();
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(EXAMPLE) });
    renderApp('/patents/pat-1/examples/pat-1-e1');
    await h1(/実施例1/);
    expect(screen.queryByRole('navigation', { name: '検索結果の前後' })).toBeNull();
  });
});

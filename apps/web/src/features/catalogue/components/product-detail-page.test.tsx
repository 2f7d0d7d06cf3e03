import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/app-harness';
import { mockDetail, PRODUCT } from '../test/detail-fixtures';
import { h1, hrefOf, ME, useSignedInFreeUser } from '../test/detail-test-setup';

const URL = '/v1/company/products/prd-toho/detail';

describe('product detail page', { timeout: 15_000 }, () => {
  useSignedInFreeUser();

  it('shows the datasheet with converted and original values, test standards and ordinal labels', async () => {
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(PRODUCT) });
    renderApp('/products/prd-toho');
    expect(await h1('トーホーレン TP-2030')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '物性値' });
    const flex = within(table).getByRole('rowheader', { name: '曲げ弾性率' }).closest('tr')!;
    expect(within(flex).getByText('2,403 MPa')).toBeInTheDocument();
    expect(within(flex).getByText(/24,500 kgf\/cm²/)).toBeInTheDocument();
    expect(within(flex).getByText('JIS K 7171')).toBeInTheDocument();
    const ul = within(table).getByRole('rowheader', { name: '難燃性' }).closest('tr')!;
    expect(within(ul).getByText('V-0')).toBeInTheDocument();
  });

  it('links the maker, category path, base materials and similar products, and shows uses as chips', async () => {
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(PRODUCT) });
    renderApp('/products/prd-toho');
    await h1('トーホーレン TP-2030');
    expect(hrefOf('東邦化学工業株式会社')).toBe('/products?maker=co-toho');
    expect(hrefOf('樹脂')).toBe('/products?category=cat-resin');
    expect(hrefOf('タルク')).toBe('/materials/mat-talc');
    expect(hrefOf('ベータPP B-1')).toBe('/products/prd-beta');
    expect(screen.getByText('自動車内装')).toBeInTheDocument();
    expect(screen.getByText('高剛性')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ブックマーク/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('トーホーレン TP-2030（製品詳細） | 素材特許ナビ'));
  });

  it('tells a free user how many patents name the product and that the list needs the standard plan', async () => {
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(PRODUCT) });
    renderApp('/products/prd-toho');
    expect(await screen.findByText(/この製品が登場する特許が2件あります/)).toBeInTheDocument();
  });

  it('lists the patents for the standard plan, each saying how it names the product', async () => {
    const patents = {
      total: 1,
      locked: false,
      items: [
        {
          id: 'pat-4',
          publicationNumber: '特開2023-400004',
          title: '表示用樹脂フィルム',
          applicationDate: '2023-01-15',
          via: 'text' as const,
        },
      ],
    };
    mockDetail({ ...ME, [`GET ${URL}`]: () => json({ ...PRODUCT, patents }) });
    renderApp('/products/prd-toho');
    await h1('トーホーレン TP-2030');
    expect(hrefOf('表示用樹脂フィルム')).toBe('/patents/pat-4');
    expect(screen.getByText(/特開2023-400004・出願日 2023\/01\/15・本文に記載/)).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the page', async () => {
    // The answer is given only once the page has asked for it: a loading status can show before the request
    // is made (the lazy route still loading), and answering then went to no request at all (a flaky test).
    let answer: (response: Response) => void = () => {};
    let requested: () => void = () => {};
    const asked = new Promise<void>((resolve) => (requested = resolve));
    mockDetail({
      ...ME,
      [`GET ${URL}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          requested();
        }),
    });
    renderApp('/products/prd-toho');
    await asked;
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.getByText('読み込み中…')).toBeInTheDocument();
    answer(json(PRODUCT));
    expect(await h1('トーホーレン TP-2030')).toBeInTheDocument();
    expect(screen.queryByText('読み込み中…')).toBeNull();
  });

  it("answers an unknown id with the 404 screen 'Page Not Found: {path}'", async () => {
    mockDetail({ ...ME });
    renderApp('/products/no-such-product');
    expect(await h1('ページが見つかりません')).toBeInTheDocument();
    expect(screen.getByText('/products/no-such-product')).toBeInTheDocument();
  });
});

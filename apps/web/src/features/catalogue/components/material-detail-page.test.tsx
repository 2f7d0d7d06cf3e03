import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/app-harness';
import { MATERIAL, mockDetail } from '../test/detail-fixtures';
import { h1, hrefOf, ME, useSignedInFreeUser } from '../test/detail-test-setup';

const URL = '/v1/company/materials/mat-pp/detail';

describe('material detail page', { timeout: 15_000 }, () => {
  useSignedInFreeUser();

  it('shows synonyms, category, CAS number, description and typical values', async () => {
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(MATERIAL) });
    renderApp('/materials/mat-pp');
    expect(await h1('ポリプロピレン')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: '概要' });
    expect(within(overview).getByText('PP')).toBeInTheDocument();
    // The name and the English name are not repeated among the synonyms.
    expect(within(overview).getAllByText('ポリプロピレン')).toHaveLength(1);
    expect(within(overview).getAllByText('polypropylene')).toHaveLength(1);
    expect(within(overview).getByText('9003-07-0')).toBeInTheDocument();
    expect(within(overview).getByText('汎用の結晶性樹脂。')).toBeInTheDocument();
    const values = screen.getByRole('table', { name: '代表的な物性値' });
    expect(within(values).getByText('1,600 MPa')).toBeInTheDocument();
    expect(within(values).getByText(/1.6 GPa/)).toBeInTheDocument();
  });

  it('links the products, patents and examples using it, its applicants and similar materials', async () => {
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(MATERIAL) });
    renderApp('/materials/mat-pp');
    await h1('ポリプロピレン');
    expect(hrefOf('トーホーレン TP-2030')).toBe('/products/prd-toho');
    expect(hrefOf('ポリプロピレン樹脂組成物及び成形体')).toBe('/patents/pat-1');
    expect(hrefOf('特開2021-100001 比較例1')).toBe('/patents/pat-1/examples/pat-1-c1');
    expect(hrefOf('東邦化学工業株式会社（1件）')).toBe('/patents?applicant=co-toho');
    expect(hrefOf('ポリアミド6')).toBe('/materials/mat-pa6');
  });

  it('shows only the counts of patents and examples when the plan locks the lists', async () => {
    const locked = {
      ...MATERIAL,
      patents: { total: 4, items: null, locked: true },
      examples: { total: 9, items: null, locked: true },
      applicants: { total: 2, items: null, locked: true },
    };
    mockDetail({ ...ME, [`GET ${URL}`]: () => json(locked) });
    renderApp('/materials/mat-pp');
    expect(await screen.findByText(/この素材を実施例で使った特許が4件あります/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ポリプロピレン樹脂組成物及び成形体' })).toBeNull();
  });
});

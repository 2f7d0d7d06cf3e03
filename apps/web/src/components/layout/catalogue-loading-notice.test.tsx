import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { callsTo, json, mockFetch, PUBLIC_CONFIG, renderApp } from '../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = (total: number) =>
  json({
    items: [],
    total,
    page: 1,
    pageSize: 20,
    facets: {},
    access: {
      level: 'visitor',
      propertyValues: false,
      advancedSearch: false,
      patentResults: false,
      maxPage: 3,
    },
    expandedTerms: [],
    patentResults: null,
  });

describe('catalogue still loading (first start without a demo snapshot)', () => {
  it('says so on the page with its progress, never "見つかりませんでした", and searches again when done', async () => {
    let loading = true;
    const fetch = mockFetch({
      '/v1/company/public-config': () =>
        json(
          loading ? { ...PUBLIC_CONFIG, demoData: true, catalogueLoading: { percent: 40 } } : PUBLIC_CONFIG,
        ),
      [`GET ${API_PATHS.patentsSearch.build()}`]: () => list(0),
    });
    renderApp('/patents?q=ポリプロピレン');
    const notice = await screen.findByRole('status', { name: 'データの読み込み状況' });
    expect(notice.textContent).toContain('デモデータを読み込んでいます（40%）');
    expect(await screen.findByText('特許のデータを読み込み中です')).toBeInTheDocument();
    expect(screen.queryByText(/見つかりませんでした/)).toBeNull();
    expect(screen.getByText(/まだ全件ではありません/)).toBeInTheDocument();

    const searches = callsTo(fetch, API_PATHS.patentsSearch.build()).length;
    loading = false;
    // The next poll sees the load finished: the notice goes and the list asks again.
    await waitFor(() => expect(screen.queryByRole('status', { name: 'データの読み込み状況' })).toBeNull(), {
      timeout: 8000,
    });
    await waitFor(() =>
      expect(callsTo(fetch, API_PATHS.patentsSearch.build()).length).toBeGreaterThan(searches),
    );
    expect(await screen.findByText(/見つかりませんでした/)).toBeInTheDocument();
  });
});

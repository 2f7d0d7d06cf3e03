import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { PatentSearchResponse } from '@app/contract/catalogue';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { ACCESS, patent, PROPERTY_DEFS } from './search/list-fixtures';

// The machine running the suite may be busy: waits are generous (none is a timing assertion).
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  closeUpgradeModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TITLE = '<img src=x onerror=alert(1)>ポリプロピレン樹脂組成物';

function answer(): PatentSearchResponse {
  return {
    items: [
      patent('JP2020000001A', TITLE, {
        titleHighlights: [[28, 35]],
        snippet: {
          field: 'claims',
          text: '曲げ弾性率が2.5GPa以上である<b>組成物</b>',
          highlights: [[0, 5]],
          html: 'ignored',
        },
      }),
    ],
    total: 1,
    page: 1,
    pageSize: 20,
    facets: {
      applicant: [{ value: 'co-a', label: '椿山プラスチックス株式会社', count: 1 }],
      ipc: [{ value: 'C08L', label: 'C08L', count: 1 }],
      ipcGroup: [{ value: 'C08L23', label: 'C08L 23/00', count: 1 }],
      theme: [{ value: '4J002', label: '4J002 高分子組成物', count: 1 }],
      year: [{ value: '2020', label: '2020年', count: 1 }],
      legalStatus: [{ value: 'granted', label: '権利存続中', count: 1 }],
      material: [],
    },
    access: ACCESS.visitor,
    expandedTerms: ['polypropylene'],
  };
}

describe('/patents list page', { timeout: 60_000 }, () => {
  it('lists the filing years as a timeline, newest first, not by count', async () => {
    const base = answer();
    mockFetch({
      [`GET ${API_PATHS.patentsSearch.build()}`]: () =>
        json({
          ...base,
          facets: {
            ...base.facets,
            year: [
              { value: '2015', label: '2015年', count: 9 },
              { value: '2021', label: '2021年', count: 5 },
              { value: '2009', label: '2009年', count: 3 },
            ],
          },
        }),
    });
    renderApp('/patents?q=PP');
    const years = await screen.findByRole('group', { name: '出願年' });
    expect(
      within(years)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['2021年5', '2015年9', '2009年3']);
  });

  it('shows applicants by their merged company name (名寄せ), each company once', async () => {
    const base = answer();
    mockFetch({
      [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.patentsSearch.build()}`]: () =>
        json({
          ...base,
          items: [
            patent('JP2020000002A', 'ゴム組成物', {
              applicants: [
                {
                  name: 'KOCHIYA GOMU KOGYO CO LTD',
                  company: { id: 'co-k', name: '東風谷ゴム工業株式会社' },
                },
                { name: '東風谷ゴム工業（株）', company: { id: 'co-k', name: '東風谷ゴム工業株式会社' } },
                { name: '山田 一郎', company: null },
              ],
            }),
          ],
        }),
    });
    renderApp('/patents?q=ゴム');
    const row = (await screen.findByRole('link', { name: 'ゴム組成物' })).closest('tr')!;
    expect(row.textContent).toContain('東風谷ゴム工業株式会社、山田 一郎');
    expect(row.textContent).not.toContain('KOCHIYA');
  });

  it('marks matches as text (never as HTML) and filters IPC subclasses and groups through one parameter', async () => {
    const fetch = mockFetch({
      [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.patentsSearch.build()}`]: () => json(answer()),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/patents?q=PP');
    const link = await screen.findByRole('link', { name: TITLE });
    expect(link.getAttribute('href')).toBe('/signup?referrerUrl=%2Fpatents%2FJP2020000001A');
    expect(document.querySelector('img')).toBeNull();
    expect(within(link).getByText('ポリプロピレン').tagName).toBe('MARK');
    const row = link.closest('tr')!;
    expect(within(row).getByText('曲げ弾性率').tagName).toBe('MARK');
    expect(row.textContent).toContain('<b>組成物</b>');
    expect(screen.getByText(/同義語も検索: polypropylene/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /C08L 23\/00/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=PP&ipc=C08L23'));
    await user.click(screen.getByRole('checkbox', { name: /^C08L\s*1$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=PP&ipc=C08L23&ipc=C08L'));
    await user.selectOptions(screen.getByLabelText('並び順'), 'date:desc');
    await waitFor(() =>
      expect(
        new URL(callsTo(fetch, API_PATHS.patentsSearch.build()).at(-1)![0] as string, 'http://x').search,
      ).toBe('?q=PP&ipc=C08L23&ipc=C08L&sort=date%3Adesc&page=1&pageSize=20'),
    );
  });

  it('says where each term matched, and offers rewrites when a query finds nothing', async () => {
    const found = answer();
    found.items[0]!.snippet = {
      field: 'claims',
      text: 'ポリプロピレン基材に用いる接着剤',
      highlights: [
        [0, 7],
        [13, 16],
      ],
      html: 'ignored',
      matches: [
        { term: 'ポリプロピレン', fields: ['claims'] },
        { term: '接着剤', fields: ['title'] },
      ],
    };
    const empty = { ...answer(), items: [], total: 0, expandedTerms: [] };
    const fetch = mockFetch({
      [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.patentsSearch.build()}`]: (url: URL) =>
        json(url.searchParams.get('q') === 'ポリプロピレン-タルク' ? empty : found),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/patents?q=${encodeURIComponent('ポリプロピレン title:接着剤')}`);
    expect(await screen.findByText('ポリプロピレン（請求項）、接着剤（名称）')).toBeInTheDocument();
    // The help explains the J-PlatPat operators and how English, numbers and patent numbers match.
    await user.click(screen.getByRole('button', { name: '検索式の書き方' }));
    expect(
      screen.getByRole('button', { name: '例「(ポリプロピレン+ポリエチレン)*タルク」で検索' }),
    ).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: '一致のしかた' });
    expect(rules.textContent).toContain('stent で stents も');
    expect(rules.textContent).toContain('JP2007031456A');

    await router.navigate(`/patents?q=${encodeURIComponent('ポリプロピレン-タルク')}`);
    const retry = await screen.findByRole('button', { name: '「ポリプロピレン -タルク」で検索' });
    await user.click(retry);
    await waitFor(() =>
      expect(
        new URL(
          callsTo(fetch, API_PATHS.patentsSearch.build()).at(-1)![0] as string,
          'http://x',
        ).searchParams.get('q'),
      ).toBe('ポリプロピレン -タルク'),
    );
  });

  it('says which examples matched a range filter and carries the filter to the detail page', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    const range = 'prop-tensile-strength:30:40:MPa';
    const base = answer();
    mockFetch({
      'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode: 'standard' }),
      [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.patentsSearch.build()}`]: () =>
        json({
          ...base,
          access: ACCESS.standard,
          items: [
            patent('JP2007031456A', 'ポリプロピレン系樹脂組成物', {
              matchedExamples: [
                {
                  by: 'ranges',
                  condition: '引張強さ 30〜40 MPa',
                  total: 3,
                  examples: [
                    {
                      id: 'ex-3',
                      label: '実施例3',
                      comparative: false,
                      values: [{ name: '引張強さ', value: 34.25, unit: 'MPa' }],
                    },
                    {
                      id: 'ex-5',
                      label: '実施例5',
                      comparative: false,
                      values: [{ name: '引張強さ', value: 31, unit: 'MPa' }],
                    },
                  ],
                },
              ],
            }),
          ],
        }),
    });
    renderApp(`/patents?q=PP&prop=${encodeURIComponent(range)}&sort=date%3Adesc`);
    const link = await screen.findByRole('link', { name: 'ポリプロピレン系樹脂組成物' });
    // Only the example filters travel: not the words, the sort or the page.
    expect(link.getAttribute('href')).toBe(`/patents/JP2007031456A?prop=${encodeURIComponent(range)}`);
    const note = within(link.closest('tr')!).getByRole('list', { name: '一致した実施例・比較例' });
    expect(note.textContent).toBe(
      '一致した例:実施例3（34.25 MPa）、実施例5（31 MPa） ほか1件 が 引張強さ 30〜40 MPa に一致',
    );
  });
});

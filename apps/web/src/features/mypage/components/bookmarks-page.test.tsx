import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { Bookmark } from '@app/contract/bookmarks';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification, getNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { PROFILE, sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import {
  bookmark,
  bookmarkList,
  productDetail,
  propertyValue,
  requestUrl,
} from '../../../test/bookmark-fixtures';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
});
afterEach(() => {
  clearFatal();
  closeNotification();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ITEMS: Bookmark[] = [
  bookmark({
    id: 3,
    targetType: 'example',
    targetId: 'pat-1-e1',
    folder: '剛性',
    memo: '比較例と差が大きい',
    target: { title: '実施例1（特開2021-000001）', summary: 'ポリプロピレン樹脂組成物', patentId: 'pat-1' },
  }),
  bookmark({
    id: 2,
    targetId: 'prd-a',
    target: { title: 'トーホーレン TP-2030', summary: null, patentId: null },
  }),
  bookmark({ id: 1, targetId: 'prd-b', target: { title: 'アクメロン A100', summary: null, patentId: null } }),
];

function bookmarksApi(items: Bookmark[] = ITEMS, usage = { count: items.length, limit: 50 }) {
  return mockFetch({
    '/v1/company/users/me': () => json(PROFILE),
    [`GET ${API_PATHS.bookmarks.build()}`]: (url) => {
      const type = url.searchParams.get('type');
      return json(bookmarkList(type ? items.filter((item) => item.targetType === type) : items, usage));
    },
    [`GET ${API_PATHS.bookmarkFolders.build()}`]: () => json({ items: [{ name: '剛性', count: 1 }] }),
    [`PATCH ${API_PATHS.bookmark.build({ id: 3 })}`]: (_url, init) =>
      json({ ...ITEMS[0], ...sentBody(init) }),
    [`DELETE ${API_PATHS.bookmark.build({ id: 2 })}`]: () => new Response(null, { status: 204 }),
    [API_PATHS.productDetail.build({ id: 'prd-a' })]: () =>
      json(productDetail('prd-a', 'トーホーレン TP-2030', [propertyValue('曲げ弾性率', 2.4, 'GPa')])),
    [API_PATHS.productDetail.build({ id: 'prd-b' })]: () =>
      json(productDetail('prd-b', 'アクメロン A100', [propertyValue('曲げ弾性率', 8, 'GPa')])),
  });
}

/** Renders the page and waits for it: the first render loads the lazy route module (slow on a busy machine). */
async function openBookmarks() {
  const view = renderApp('/mypage/bookmarks');
  await screen.findByRole('heading', { level: 1, name: 'ブックマーク' }, { timeout: 10_000 });
  return view;
}

describe('/mypage/bookmarks', { timeout: 30_000 }, () => {
  it('lists bookmarks with links to their pages, folder, memo and the plan usage', async () => {
    bookmarksApi();
    await openBookmarks();
    const example = await screen.findByRole('listitem', { name: '実施例1（特開2021-000001）' });
    expect(
      within(example).getByRole('link', { name: '実施例1（特開2021-000001）' }).getAttribute('href'),
    ).toBe('/patents/pat-1/examples/pat-1-e1');
    expect(within(example).getByText('比較例と差が大きい')).toBeInTheDocument();
    expect(within(example).getByLabelText('フォルダ: 剛性')).toBeInTheDocument();
    const product = screen.getByRole('listitem', { name: 'トーホーレン TP-2030' });
    expect(within(product).getByRole('link', { name: 'トーホーレン TP-2030' }).getAttribute('href')).toBe(
      '/products/prd-a',
    );
    expect(screen.getByText('保存しているブックマーク: 3 / 50件（フリープラン）')).toBeInTheDocument();
  });

  it('filters by type through the URL and the API', async () => {
    const fetch = bookmarksApi();
    const user = userEvent.setup();
    const { router } = await openBookmarks();
    await screen.findByRole('listitem', { name: '実施例1（特開2021-000001）' });
    await user.click(screen.getByRole('button', { name: '製品' }));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: /実施例1/ })).toBeNull());
    expect(router.state.location.search).toBe('?type=product');
    const last = callsTo(fetch, API_PATHS.bookmarks.build()).at(-1)!;
    expect(requestUrl(last[0]).searchParams.get('type')).toBe('product');
  });

  it('edits a memo, moves to a folder and removes with undo offered', async () => {
    const fetch = bookmarksApi();
    const user = userEvent.setup();
    await openBookmarks();
    const example = await screen.findByRole('listitem', { name: '実施例1（特開2021-000001）' });

    await user.click(
      within(example).getByRole('button', { name: '「実施例1（特開2021-000001）」のメモを編集' }),
    );
    const memoDialog = await screen.findByRole('dialog', { name: 'メモを編集' });
    const memo = within(memoDialog).getByRole('textbox', { name: 'メモ' });
    await user.clear(memo);
    await user.type(memo, '再現性を確認');
    await user.click(within(memoDialog).getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(getNotification().message).toBe('メモを保存しました'));
    expect(sentBody(callsTo(fetch, API_PATHS.bookmark.build({ id: 3 }), 'PATCH')[0]![1])).toEqual({
      memo: '再現性を確認',
    });

    await user.click(
      within(example).getByRole('button', { name: '「実施例1（特開2021-000001）」のフォルダを移動' }),
    );
    const moveDialog = await screen.findByRole('dialog', { name: 'フォルダを移動' });
    const folder = within(moveDialog).getByRole('combobox', { name: 'フォルダ名' });
    await user.clear(folder);
    await user.type(folder, '量産候補');
    await user.click(within(moveDialog).getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(getNotification().message).toBe('フォルダ「量産候補」に移動しました'));
    expect(sentBody(callsTo(fetch, API_PATHS.bookmark.build({ id: 3 }), 'PATCH')[1]![1])).toEqual({
      folder: '量産候補',
    });

    const product = screen.getByRole('listitem', { name: 'トーホーレン TP-2030' });
    await user.click(within(product).getByRole('button', { name: '「トーホーレン TP-2030」を削除' }));
    await vi.waitFor(() =>
      expect(getNotification()).toMatchObject({
        message: '「トーホーレン TP-2030」をブックマークから削除しました',
      }),
    );
    expect(getNotification().undo).toBeTypeOf('function');
    expect(callsTo(fetch, API_PATHS.bookmark.build({ id: 2 }), 'DELETE')).toHaveLength(1);
  });

  it('compares the selected products side by side', async () => {
    bookmarksApi();
    const user = userEvent.setup();
    await openBookmarks();
    await screen.findByRole('listitem', { name: 'トーホーレン TP-2030' });
    // Examples and patents cannot be compared: no checkbox for them.
    expect(screen.queryByRole('checkbox', { name: '「実施例1（特開2021-000001）」を比較に選ぶ' })).toBeNull();
    expect(screen.getByRole('button', { name: /選択した製品を比較/ }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '「トーホーレン TP-2030」を比較に選ぶ' }));
    await user.click(screen.getByRole('checkbox', { name: '「アクメロン A100」を比較に選ぶ' }));
    await user.click(screen.getByRole('button', { name: '選択した製品を比較（2件）' }));
    const dialog = await screen.findByRole('dialog', { name: '製品の比較（2件）' });
    const row = await within(dialog).findByRole('row', { name: /曲げ弾性率（GPa）/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2.4最小', '8最大']);
  });

  it("explains the free plan's limit once it is reached", async () => {
    bookmarksApi(ITEMS, { count: 50, limit: 50 });
    await openBookmarks();
    const alert = await screen.findByText(/上限に達しています/);
    expect(alert.textContent).toContain('50件まで');
    expect(alert.textContent).toContain('スタンダードプランでは上限なく保存できます');
    expect(screen.getByRole('link', { name: 'スタンダードプランを申し込む' }).getAttribute('href')).toBe(
      '/contact?subject=upgrade',
    );
  });

  it('says what to do when there are no bookmarks yet', async () => {
    bookmarksApi([]);
    await openBookmarks();
    expect(await screen.findByText(/詳細ページで「ブックマーク」を押すと/)).toBeInTheDocument();
  });
});

// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bookmarkLimitDetail,
  type Bookmark,
  type BookmarkFolders,
  type BookmarkList,
  type SavedSearchList,
} from '@app/contract/bookmarks';
import { PLAN_LIMITS } from '@app/contract/plans';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedFixtures } from '../catalogue/testing/catalogue-fixtures.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';

/**
 * Bookmarks and saved searches through app.inject() on a migrated database with the catalogue fixtures:
 * owner-only access (404 for another user's id), the free plan's limit, idempotent adds, folders and memos.
 * Runs on SQLite and (TEST_DATABASE_URL) on PostgreSQL.
 */

type Headers = Record<string, string>;

describe('bookmarks API', () => {
  let t: TestApp;
  let free: Headers;
  let standard: Headers;
  let other: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    await seedFixtures(t.database.db);
    free = await signInAs(t.app, 'free');
    standard = await signInAs(t.app, 'standard');
    other = await signInAs(t.app, 'free');
  }, 60_000);
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  const add = (headers: Headers, body: object) => call('POST', API_PATHS.bookmarks.build(), headers, body);

  it('answers 401 to a visitor on every call', async () => {
    for (const [method, url] of [
      ['GET', API_PATHS.bookmarks.build()],
      ['POST', API_PATHS.bookmarks.build()],
      ['GET', API_PATHS.bookmarkFolders.build()],
      ['PATCH', API_PATHS.bookmark.build({ id: 1 })],
      ['DELETE', API_PATHS.bookmark.build({ id: 1 })],
      ['GET', API_PATHS.savedSearches.build()],
      ['POST', API_PATHS.savedSearches.build()],
    ] as const) {
      const response = await call(method, url, {}, method === 'POST' || method === 'PATCH' ? {} : undefined);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('adds each kind of target with its title and link parts, and adding again answers the same bookmark', async () => {
    const first = await add(standard, { targetType: 'example', targetId: 'pat-1-e1', memo: '剛性の比較用' });
    expect(first.statusCode).toBe(201);
    const created = first.json<Bookmark>();
    expect(created).toMatchObject({
      targetType: 'example',
      targetId: 'pat-1-e1',
      folder: '',
      memo: '剛性の比較用',
      target: { title: expect.stringContaining('実施例1') as string, patentId: 'pat-1' },
    });

    const again = await add(standard, { targetType: 'example', targetId: 'pat-1-e1' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Bookmark>().id).toBe(created.id);

    for (const [targetType, targetId, title] of [
      ['product', 'prd-toho', 'トーホーレン TP-2030'],
      ['material', 'mat-pp', 'ポリプロピレン'],
      ['patent', 'pat-1', undefined],
    ] as const) {
      const response = await add(standard, { targetType, targetId });
      expect(response.statusCode).toBe(201);
      const body = response.json<Bookmark>();
      expect(body.target).not.toBeNull();
      if (title) expect(body.target!.title).toBe(title);
    }
    const product = (
      await call('GET', `${API_PATHS.bookmarks.build()}?type=product`, standard)
    ).json<BookmarkList>();
    expect(product.items.map((item) => item.targetId)).toEqual(['prd-toho']);
    expect(product.items[0]!.target!.summary).toContain('東邦化学工業株式会社');

    const list = (await call('GET', API_PATHS.bookmarks.build(), standard)).json<BookmarkList>();
    expect(list).toMatchObject({ total: 4, page: 1, pageSize: 50, usage: { count: 4, limit: null } });
    const one = (
      await call('GET', `${API_PATHS.bookmarks.build()}?type=example&targetId=pat-1-e1`, standard)
    ).json<BookmarkList>();
    expect(one.items.map((item) => item.id)).toEqual([created.id]);
  });

  it('keeps one bookmark when the same target is added twice at once', async () => {
    const user = await signInAs(t.app, 'standard');
    const answers = await Promise.all([
      add(user, { targetType: 'material', targetId: 'mat-pa6' }),
      add(user, { targetType: 'material', targetId: 'mat-pa6' }),
    ]);
    expect(answers.map((answer) => answer.statusCode < 300)).toEqual([true, true]);
    const ids = answers.map((answer) => answer.json<Bookmark>().id);
    expect(ids[0]).toBe(ids[1]);
    expect((await call('GET', API_PATHS.bookmarks.build(), user)).json<BookmarkList>().total).toBe(1);
  });

  it('refuses targets that do not exist (404) and bad input (422 in Japanese)', async () => {
    const missing = await add(standard, { targetType: 'product', targetId: 'prd-nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'ブックマークする対象が見つかりません' });
    const bad = await add(standard, { targetType: 'company', targetId: 'co-toho' });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('種類は material, product, patent, example');
    const noChange = await call('PATCH', API_PATHS.bookmark.build({ id: 1 }), standard, {});
    expect(noChange.statusCode).toBe(422);
  });

  it('moves to a folder, edits the memo, lists folders and filters by folder', async () => {
    const created = (await add(free, { targetType: 'product', targetId: 'prd-acme' })).json<Bookmark>();
    const moved = await call('PATCH', API_PATHS.bookmark.build({ id: created.id }), free, {
      folder: ' 候補A ',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Bookmark>()).toMatchObject({ folder: '候補A', memo: '' });
    const memo = await call('PATCH', API_PATHS.bookmark.build({ id: created.id }), free, {
      memo: '耐熱性を確認する',
    });
    expect(memo.json<Bookmark>()).toMatchObject({ folder: '候補A', memo: '耐熱性を確認する' });
    await add(free, { targetType: 'material', targetId: 'mat-talc', folder: '候補A' });
    await add(free, { targetType: 'material', targetId: 'mat-gf' });

    const folders = (await call('GET', API_PATHS.bookmarkFolders.build(), free)).json<BookmarkFolders>();
    expect(folders.items).toEqual([{ name: '候補A', count: 2 }]);
    const inFolder = (
      await call('GET', `${API_PATHS.bookmarks.build()}?folder=${encodeURIComponent('候補A')}`, free)
    ).json<BookmarkList>();
    expect(inFolder.items.map((item) => item.targetId).sort()).toEqual(['mat-talc', 'prd-acme']);
    const unfiled = (await call('GET', `${API_PATHS.bookmarks.build()}?folder=`, free)).json<BookmarkList>();
    expect(unfiled.items.map((item) => item.targetId)).toEqual(['mat-gf']);
    expect(inFolder.usage).toEqual({ count: 3, limit: PLAN_LIMITS.freeBookmarks });
  });

  it("answers 404 for another user's bookmark id, and leaves it untouched", async () => {
    const mine = (await add(standard, { targetType: 'material', targetId: 'mat-cu' })).json<Bookmark>();
    for (const [method, payload] of [
      ['PATCH', { memo: '乗っ取り' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, API_PATHS.bookmark.build({ id: mine.id }), other, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: '指定したブックマークが見つかりません' });
    }
    const theirs = (await call('GET', API_PATHS.bookmarks.build(), other)).json<BookmarkList>();
    expect(theirs.items.map((item) => item.id)).not.toContain(mine.id);
    const still = (
      await call('GET', `${API_PATHS.bookmarks.build()}?type=material&targetId=mat-cu`, standard)
    ).json<BookmarkList>();
    expect(still.items[0]).toMatchObject({ id: mine.id, memo: '' });

    expect((await call('DELETE', API_PATHS.bookmark.build({ id: mine.id }), standard)).statusCode).toBe(204);
    expect((await call('DELETE', API_PATHS.bookmark.build({ id: mine.id }), standard)).statusCode).toBe(404);
  });

  /** The owner of a bookmark, and `count` more bookmarks for them (of ids no catalogue entry has). */
  async function fill(bookmarkId: number, count: number): Promise<number> {
    const owner = await t.database.db
      .selectFrom('bookmarks')
      .select('user_id')
      .where('id', '=', bookmarkId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('bookmarks')
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: Number(owner.user_id),
          target_type: 'patent',
          target_id: `pat-filler-${i}`,
          folder: '',
          memo: '',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return Number(owner.user_id);
  }

  it('keeps a free user to 50 bookmarks (403 at the 51st, in Japanese); the standard plan has no limit', async () => {
    const user = await signInAs(t.app, 'free');
    const first = (await add(user, { targetType: 'patent', targetId: 'pat-2' })).json<Bookmark>();
    const ownerId = await fill(first.id, PLAN_LIMITS.freeBookmarks - 1);

    const refused = await add(user, { targetType: 'patent', targetId: 'pat-3' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: bookmarkLimitDetail(PLAN_LIMITS.freeBookmarks) });
    expect(bookmarkLimitDetail(50)).toMatch(/50件まで.*スタンダードプラン/);
    // Re-adding one the user already has is no new bookmark: still answered.
    expect((await add(user, { targetType: 'patent', targetId: 'pat-2' })).statusCode).toBe(200);
    // A list of 50 still shows its targets; a removed catalogue entry shows as null.
    const list = (
      await call('GET', `${API_PATHS.bookmarks.build()}?pageSize=100`, user)
    ).json<BookmarkList>();
    expect(list.total).toBe(50);
    expect(list.items.find((item) => item.targetId === 'pat-filler-0')!.target).toBeNull();
    // Removing one makes room again.
    expect((await call('DELETE', API_PATHS.bookmark.build({ id: first.id }), user)).statusCode).toBe(204);
    expect((await add(user, { targetType: 'patent', targetId: 'pat-3' })).statusCode).toBe(201);

    await t.app.database.db
      .updateTable('users')
      .set({ type_code: 'standard' })
      .where('id', '=', ownerId)
      .execute();
    expect((await add(user, { targetType: 'patent', targetId: 'pat-1' })).statusCode).toBe(201);
  });

  it('lets only one of several simultaneous adds take the last free place', async () => {
    const user = await signInAs(t.app, 'free');
    const first = (await add(user, { targetType: 'material', targetId: 'mat-pp' })).json<Bookmark>();
    await fill(first.id, PLAN_LIMITS.freeBookmarks - 2);
    const answers = await Promise.all(
      ['pat-1', 'pat-2', 'pat-3'].map((targetId) => add(user, { targetType: 'patent', targetId })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await call('GET', API_PATHS.bookmarks.build(), user)).json<BookmarkList>().total).toBe(50);
  });

  it('saves, lists and deletes searches, owner-only', async () => {
    const saved = await call('POST', API_PATHS.savedSearches.build(), free, {
      kind: 'products',
      name: 'PP 高剛性',
      query: '?q=PP&maker=co-toho',
    });
    expect(saved.statusCode).toBe(201);
    const body = saved.json<{ id: number; query: string }>();
    expect(body.query).toBe('q=PP&maker=co-toho');
    const list = (
      await call('GET', `${API_PATHS.savedSearches.build()}?kind=products`, free)
    ).json<SavedSearchList>();
    expect(list.items).toEqual([
      expect.objectContaining({ id: body.id, kind: 'products', name: 'PP 高剛性' }),
    ]);
    expect((await call('GET', API_PATHS.savedSearches.build(), other)).json<SavedSearchList>().items).toEqual(
      [],
    );
    expect((await call('DELETE', API_PATHS.savedSearch.build({ id: body.id }), other)).statusCode).toBe(404);
    const empty = await call('POST', API_PATHS.savedSearches.build(), free, {
      kind: 'products',
      name: ' ',
      query: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain('名前を入力してください');
    expect((await call('DELETE', API_PATHS.savedSearch.build({ id: body.id }), free)).statusCode).toBe(204);
    expect((await call('GET', API_PATHS.savedSearches.build(), free)).json<SavedSearchList>().items).toEqual(
      [],
    );
  });
});

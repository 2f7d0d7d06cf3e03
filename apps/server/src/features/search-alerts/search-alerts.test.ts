// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { SavedSearch } from '@app/contract/bookmarks';
import {
  SEARCH_ALERT_ERROR_DETAILS,
  watchLimitDetail,
  type SearchAlerts,
  type SearchWatch,
} from '@app/contract/search-alerts';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts-test-app.js';
import { tokenFromMail } from '../../test/mail-outbox.js';
import { seedFixtures } from '../catalogue/testing/catalogue-fixtures.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';
import { importFile } from '../catalogue/ingest/import-file.js';
import { updateSearchIndexAfterImport } from '../catalogue/search/reindex.js';
import { withSearchAlerts } from './watched-matches.js';
import { patentLine } from '../../test/jsonl-patent.js';

/**
 * Saved-search alerts end to end on a migrated database: watch a saved patent search, import a JSON Lines
 * file through the importer with the alert hook, run the digest and read the mail from the outbox; the
 * daily period, the unsubscribe link without sign-in, the plan limits and the owner-only access.
 */

type Headers = Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('saved-search alerts', () => {
  let t: AccountsTestApp;
  let watcher: Headers;
  let watcherEmail: string;
  let other: Headers;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  async function saveSearch(headers: Headers, name: string, query: string, kind = 'patents') {
    const response = await call('POST', API_PATHS.savedSearches.build(), headers, { kind, name, query });
    expect(response.statusCode).toBe(201);
    return response.json<SavedSearch>();
  }

  async function importLines(name: string, lines: readonly string[]) {
    const file = path.join(t.dir, name);
    await writeFile(file, `${lines.join('\n')}\n`);
    const summary = await importFile(t.database.db, file, {
      afterImport: withSearchAlerts(updateSearchIndexAfterImport, { clock: t.clock.now }),
    });
    expect(summary.failed).toBe(0);
  }

  async function digestsTo(email: string) {
    await t.drainJobs();
    return (await t.outbox()).filter((mail) => mail.to === email && mail.subject.includes('新しい特許'));
  }

  let cnfSearch: SavedSearch;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    await seedFixtures(t.database.db);
    watcher = await signInAs(t.app, 'free');
    other = await signInAs(t.app, 'free');
    const me = await t.database.db
      .selectFrom('users')
      .select('email')
      .orderBy('id', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    watcherEmail = me.email;
  }, 60_000);
  afterAll(() => t.close());

  it('answers 401 to a visitor', async () => {
    for (const [method, url] of [
      ['GET', API_PATHS.searchAlerts.build()],
      ['PUT', API_PATHS.savedSearchWatch.build({ id: 1 })],
      ['DELETE', API_PATHS.savedSearchWatch.build({ id: 1 })],
    ] as const) {
      const response = await call(method, url, {}, method === 'PUT' ? { frequency: 'daily' } : undefined);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('watches a saved patent search, but not another kind nor another user’s search', async () => {
    cnfSearch = await saveSearch(watcher, 'CNF強化', 'q=セルロースナノファイバー');
    const watched = await call('PUT', API_PATHS.savedSearchWatch.build({ id: cnfSearch.id }), watcher, {
      frequency: 'daily',
    });
    expect(watched.statusCode).toBe(201);
    expect(watched.json<SearchWatch>()).toMatchObject({ name: 'CNF強化', frequency: 'daily' });

    const copper = await saveSearch(watcher, '銅合金', 'q=銅合金');
    expect(
      (
        await call('PUT', API_PATHS.savedSearchWatch.build({ id: copper.id }), watcher, {
          frequency: 'weekly',
        })
      ).statusCode,
    ).toBe(201);

    const materials = await saveSearch(watcher, '素材', 'q=タルク', 'materials');
    const wrongKind = await call('PUT', API_PATHS.savedSearchWatch.build({ id: materials.id }), watcher, {
      frequency: 'daily',
    });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.body).toContain(SEARCH_ALERT_ERROR_DETAILS.notPatentSearch);

    const foreign = await call('PUT', API_PATHS.savedSearchWatch.build({ id: cnfSearch.id }), other, {
      frequency: 'daily',
    });
    expect(foreign.statusCode).toBe(404);
    const badFrequency = await call('PUT', API_PATHS.savedSearchWatch.build({ id: cnfSearch.id }), watcher, {
      frequency: 'hourly',
    });
    expect(badFrequency.statusCode).toBe(422);
    expect(badFrequency.body).toContain('頻度は');
  });

  it('mails one digest naming the new matching patent after an import, and nothing to others', async () => {
    const otherSearch = await saveSearch(other, '何もない', 'q=存在しない語彙ゼータ');
    await call('PUT', API_PATHS.savedSearchWatch.build({ id: otherSearch.id }), other, {
      frequency: 'daily',
    });

    await importLines('new.jsonl', [
      patentLine('pat-cnf-1', '特開2025-500001', 'セルロースナノファイバー強化ポリプロピレン組成物'),
    ]);
    expect(await t.app.sendAlertDigests()).toBe(1);
    const mails = await digestsTo(watcherEmail);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('【素材特許ナビ】保存した検索条件に新しい特許が1件あります');
    expect(mail.text).toContain('特開2025-500001');
    expect(mail.text).toContain('/patents/pat-cnf-1');
    expect(mail.text).toContain('検索条件「CNF強化」');
    // The copper watch matched nothing: no section for it.
    expect(mail.text).not.toContain('銅合金');
    expect(mail.text).toContain('/alerts/unsubscribe?token=');
    const all = (await t.outbox()).filter((m) => m.subject.includes('新しい特許'));
    expect(all).toHaveLength(1);

    const alerts = (await call('GET', API_PATHS.searchAlerts.build(), watcher)).json<SearchAlerts>();
    expect(alerts.matches).toEqual([
      expect.objectContaining({
        patentId: 'pat-cnf-1',
        searchName: 'CNF強化',
        publicationNumber: '特開2025-500001',
        mailedAt: expect.any(String) as unknown,
      }),
    ]);
    expect(alerts.usage).toEqual({ count: 2, limit: 3 });

    // Nothing new waits: no second mail.
    expect(await t.app.sendAlertDigests()).toBe(0);
  });

  it('enforces the plan limit with a Japanese 403 and frees a place when a watch stops', async () => {
    const user = await signInAs(t.app, 'free');
    const searches: SavedSearch[] = [];
    for (let i = 0; i < 4; i += 1) searches.push(await saveSearch(user, `検索${i}`, `q=樹脂${i}`));
    for (const search of searches.slice(0, 3)) {
      expect(
        (
          await call('PUT', API_PATHS.savedSearchWatch.build({ id: search.id }), user, {
            frequency: 'weekly',
          })
        ).statusCode,
      ).toBe(201);
    }
    const full = await call('PUT', API_PATHS.savedSearchWatch.build({ id: searches[3]!.id }), user, {
      frequency: 'weekly',
    });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ detail: watchLimitDetail('free') });
    // Changing the frequency of a watched one is no new watch.
    expect(
      (
        await call('PUT', API_PATHS.savedSearchWatch.build({ id: searches[0]!.id }), user, {
          frequency: 'daily',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', API_PATHS.savedSearchWatch.build({ id: searches[0]!.id }), user)).statusCode,
    ).toBe(204);
    expect(
      (
        await call('PUT', API_PATHS.savedSearchWatch.build({ id: searches[3]!.id }), user, {
          frequency: 'weekly',
        })
      ).statusCode,
    ).toBe(201);

    const standard = await signInAs(t.app, 'standard');
    const alerts = (await call('GET', API_PATHS.searchAlerts.build(), standard)).json<SearchAlerts>();
    expect(alerts.usage).toEqual({ count: 0, limit: 20 });
  });

  it('sends at most one digest per day for a daily watch', async () => {
    await importLines('second.jsonl', [
      patentLine('pat-cnf-2', '特開2025-500002', 'セルロースナノファイバー含有フィルム'),
    ]);
    expect(await t.app.sendAlertDigests()).toBe(0);
    const waiting = (await call('GET', API_PATHS.searchAlerts.build(), watcher)).json<SearchAlerts>();
    expect(waiting.matches.find((match) => match.patentId === 'pat-cnf-2')?.mailedAt).toBeNull();

    t.clock.advance(DAY_MS);
    expect(await t.app.sendAlertDigests()).toBe(1);
    const mails = await digestsTo(watcherEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('特開2025-500002');
    expect(mails[1]!.text).not.toContain('特開2025-500001');
  });

  it('re-importing an already alerted patent alerts nobody again', async () => {
    t.clock.advance(DAY_MS);
    await importLines('again.jsonl', [
      patentLine('pat-cnf-1', '特開2025-500001', 'セルロースナノファイバー強化ポリプロピレン組成物（改）'),
    ]);
    expect(await t.app.sendAlertDigests()).toBe(0);
  });

  it('stops the watch from the mail’s link without signing in; a forged link is refused', async () => {
    const [mail] = await digestsTo(watcherEmail);
    const token = tokenFromMail(mail!, '/alerts/unsubscribe');
    const forged = await call(
      'POST',
      API_PATHS.searchAlertsUnsubscribe.build(),
      {},
      { token: `${cnfSearch.id + 1}${token.slice(String(cnfSearch.id).length)}` },
    );
    expect(forged.statusCode).toBe(422);
    expect(forged.body).toContain(SEARCH_ALERT_ERROR_DETAILS.badToken);

    const stopped = await call('POST', API_PATHS.searchAlertsUnsubscribe.build(), {}, { token });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ searchName: 'CNF強化' });
    // (The test clock moved on two days: the watcher's access token has expired, so the table tells.)
    const left = await t.database.db
      .selectFrom('search_watches')
      .select('saved_search_id')
      .where('saved_search_id', '=', cnfSearch.id)
      .execute();
    expect(left).toEqual([]);
    // The same link again: already stopped, still a clear answer.
    expect((await call('POST', API_PATHS.searchAlertsUnsubscribe.build(), {}, { token })).json()).toEqual({
      searchName: '',
    });
  });
});

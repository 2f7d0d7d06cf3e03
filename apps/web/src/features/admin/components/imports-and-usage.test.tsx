import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportRun } from '@app/contract/admin-imports';
import { closeNotification } from '../../../lib/notifications';
import { clearSession, setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '運営 花子', typeCode: 'free' });
});
afterEach(() => {
  closeNotification();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECURITY = {
  role: 'operator',
  twoFactorEnabled: true,
  recoveryCodesLeft: 10,
  sessionSecondFactor: true,
};
const RUN: ImportRun = {
  id: 7,
  status: 'succeeded',
  source: 'upload',
  fileName: '週次データ.jsonl',
  format: 'jsonl',
  bytes: 2048,
  operator: { id: 1, email: 'ops@navi-operator.co.jp' },
  done: 3,
  fraction: 1,
  inserted: 2,
  updated: 0,
  failed: 1,
  skipped: null,
  errors: [{ line: 2, message: 'JSONとして読めません' }],
  failureReason: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  startedAt: '2026-11-20T01:00:01.000Z',
  finishedAt: '2026-11-20T01:00:03.000Z',
};

async function openTab(name: string) {
  renderApp('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: '管理画面' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('tab', { name }));
}

describe('/admin data import and usage tabs', { timeout: 30_000 }, () => {
  it('lists the history with each file’s report, and refuses a file over the limit before sending it', async () => {
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      '/v1/company/users/me/security': () => json(SECURITY),
      '/v1/company/admin/plan-requests': () => json({ items: [] }),
      'GET /v1/company/admin/imports': () =>
        json({ items: [RUN], importDir: '/srv/imports', maxUploadBytes: 1024 }),
    });
    await openTab('データ取込');
    const history = await screen.findByRole('table', { name: '取込の履歴' });
    const row = within(history).getByRole('row', { name: /週次データ\.jsonl/ });
    expect(row.textContent).toContain('完了');
    expect(screen.getByText(/取込ディレクトリ（\/srv\/imports）/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'レポート' }));
    const dialog = await screen.findByRole('dialog', { name: '取込レポート：週次データ.jsonl' });
    expect(within(dialog).getByTestId('import-report-counts').textContent).toContain('追加 2 件');
    const failures = within(dialog).getByRole('table', { name: '取り込めなかった行' });
    expect(within(failures).getByRole('row', { name: /2 JSONとして読めません/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));

    const big = new File(['x'.repeat(2000)], 'big.jsonl');
    await user.upload(screen.getByLabelText('取り込むファイル'), big);
    await user.click(screen.getByRole('button', { name: 'アップロードして取り込む' }));
    expect(await screen.findByText(/ファイルが大きすぎます（上限 1 KB）/)).toBeInTheDocument();
    expect(callsTo(fetch, '/v1/company/admin/imports/upload', 'POST')).toHaveLength(0);
  });

  it('starts a server-path import and shows the server’s Japanese refusal', async () => {
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      '/v1/company/users/me/security': () => json(SECURITY),
      '/v1/company/admin/plan-requests': () => json({ items: [] }),
      'GET /v1/company/admin/imports': () =>
        json({ items: [], importDir: '/srv/imports', maxUploadBytes: 1024 }),
      'POST /v1/company/admin/imports': () =>
        json({ detail: '取込ディレクトリの外にあるファイルは指定できません' }, 400),
    });
    await openTab('データ取込');
    expect(await screen.findByText('まだ取込はありません。')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('取込ディレクトリ内のパス'), '../etc/passwd');
    await user.click(screen.getByRole('button', { name: '取り込む' }));
    expect(await screen.findByText('取込ディレクトリの外にあるファイルは指定できません')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, '/v1/company/admin/imports', 'POST')).toHaveLength(1));
  });

  it('shows active users, the daily series and the zero-hit queries', async () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      day: `2026-11-${String(index + 1).padStart(2, '0')}`,
      searches: index === 29 ? 12 : 0,
      analyses: index === 29 ? 3 : 0,
    }));
    mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      '/v1/company/users/me/security': () => json(SECURITY),
      '/v1/company/admin/plan-requests': () => json({ items: [] }),
      '/v1/company/admin/usage': () =>
        json({
          activeUsers: { today: 4, last7Days: 9, last30Days: 21 },
          days,
          zeroHitQueries: [{ query: 'グラフェン 放熱', count: 5 }],
        }),
    });
    await openTab('利用状況');
    expect((await screen.findByRole('group', { name: '過去7日間' })).textContent).toContain('9');
    expect(screen.getByRole('group', { name: '今日' }).textContent).toContain('4');
    expect(screen.getByText(/検索 12 回・分析 3 回/)).toBeInTheDocument();
    const misses = screen.getByRole('table', { name: '該当なしだった検索語' });
    expect(within(misses).getByRole('row', { name: 'グラフェン 放熱 5' })).toBeInTheDocument();
  });
});

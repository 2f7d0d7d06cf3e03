import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeNotification } from '../../../lib/notifications';
import { clearSession, setSession } from '../../../lib/session';
import { PROFILE, sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mypage/plan-request', { timeout: 15_000 }, () => {
  it('checks the form in Japanese, sends the request and then shows it as 申請中', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    let items: unknown[] = [];
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      'GET /v1/company/plan-requests': () => json({ items }),
      'POST /v1/company/plan-requests': () => {
        items = [
          {
            id: 7,
            companyName: PROFILE.companyName,
            seats: 3,
            billingName: '経理 次郎',
            billingEmail: 'billing@example-corp.co.jp',
            message: '',
            status: 'pending',
            decisionNote: '',
            createdAt: '2026-11-26T01:00:00.000Z',
            decidedAt: null,
          },
        ];
        return json(items[0], 201);
      },
    });
    renderApp('/mypage/plan-request');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: '申し込む' });
    await user.click(submit);
    expect(await screen.findByText('請求先のご担当者名を入力してください')).toBeInTheDocument();
    expect(callsTo(fetch, '/v1/company/plan-requests', 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/利用人数/));
    await user.type(screen.getByLabelText(/利用人数/), '3');
    await user.type(screen.getByLabelText(/請求先のご担当者名/), '経理 次郎');
    await user.type(screen.getByLabelText(/請求先のメールアドレス/), 'billing@example-corp.co.jp');
    await user.click(submit);
    await waitFor(() => expect(callsTo(fetch, '/v1/company/plan-requests', 'POST')).toHaveLength(1));
    expect(sentBody(callsTo(fetch, '/v1/company/plan-requests', 'POST')[0]?.[1])).toMatchObject({
      companyName: PROFILE.companyName,
      seats: 3,
      billingEmail: 'billing@example-corp.co.jp',
    });
    expect((await screen.findByTestId('plan-request-status')).textContent).toContain('申請中');
    expect(screen.queryByRole('button', { name: '申し込む' })).toBeNull();
  });
});

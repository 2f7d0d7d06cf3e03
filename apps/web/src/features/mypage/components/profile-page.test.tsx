import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFatal } from '../../../lib/fatal-error';
import { MESSAGES } from '../../../lib/messages';
import { closeNotification } from '../../../lib/notifications';
import { getSession, setSession } from '../../../lib/session';
import { PROFILE, sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
});
afterEach(() => {
  closeNotification();
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ME = '/v1/company/users/me';
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('profile page', { timeout: 15_000 }, () => {
  it('shows every profile field, with e-mail and plan read-only', async () => {
    mockFetch({ [`GET ${ME}`]: () => json(PROFILE) });
    renderApp('/mypage/profile');
    await screen.findByRole('heading', { level: 1, name: 'プロフィール' });
    expect((await screen.findByDisplayValue(PROFILE.email)).hasAttribute('readonly')).toBe(true);
    expect(screen.getByDisplayValue('フリープラン').hasAttribute('readonly')).toBe(true);
    for (const value of [
      PROFILE.name,
      PROFILE.companyName,
      PROFILE.department,
      PROFILE.position,
      PROFILE.phoneNumber,
      PROFILE.postalCode,
      PROFILE.address,
    ]) {
      expect(screen.getByDisplayValue(value)).toBeInTheDocument();
    }
    expect(input(/^会社名/).getAttribute('autocomplete')).toBe('organization');
  });

  it('validates in Japanese', async () => {
    const fetch = mockFetch({ [`GET ${ME}`]: () => json(PROFILE) });
    const user = userEvent.setup();
    renderApp('/mypage/profile');
    await screen.findByDisplayValue(PROFILE.name);
    await user.clear(input(/^氏名/));
    await user.clear(input(/郵便番号/));
    await user.type(input(/郵便番号/), '12-34');
    await user.click(screen.getByRole('button', { name: '変更を保存する' }));
    expect(await screen.findByText('氏名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('郵便番号は123-4567の形式で入力してください')).toBeInTheDocument();
    expect(callsTo(fetch, ME, 'PUT')).toHaveLength(0);
  });

  it('saves the changed fields without typeCode and updates the name in the header', async () => {
    const fetch = mockFetch({
      [`GET ${ME}`]: () => json(PROFILE),
      [`PUT ${ME}`]: (_url, init) => json({ ...PROFILE, ...sentBody(init) }),
    });
    const user = userEvent.setup();
    renderApp('/mypage/profile');
    await screen.findByDisplayValue(PROFILE.name);
    await user.clear(input(/^氏名/));
    await user.type(input(/^氏名/), '山田 花子');
    await user.clear(input(/役職/));
    await user.type(input(/役職/), '課長');
    await user.click(screen.getByRole('button', { name: '変更を保存する' }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    const body = sentBody(callsTo(fetch, ME, 'PUT')[0]?.[1]);
    expect(body).not.toHaveProperty('typeCode');
    expect(body).not.toHaveProperty('email');
    expect(body).toEqual({
      name: '山田 花子',
      companyName: PROFILE.companyName,
      department: PROFILE.department,
      position: '課長',
      phoneNumber: PROFILE.phoneNumber,
      postalCode: PROFILE.postalCode,
      address: PROFILE.address,
    });
    expect(getSession().name).toBe('山田 花子');
    expect(screen.getByText('山田 花子 様')).toBeInTheDocument();
  });
});

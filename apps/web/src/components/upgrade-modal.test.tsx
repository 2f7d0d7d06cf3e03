import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../lib/messages';
import { setNavigator } from '../lib/navigation';
import { clearSession, setSession } from '../lib/session';
import { closeUpgradeModal, isUpgradeModalOpen, openUpgradeModal } from '../lib/upgrade-modal';
import { UpgradeModal } from './upgrade-modal';

afterEach(() => {
  act(() => closeUpgradeModal());
  setNavigator(null);
});

describe('UpgradeModal', () => {
  test('explains the standard plan and leads to the pre-filled contact form', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<UpgradeModal />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openUpgradeModal());
    const dialog = screen.getByRole('dialog', { name: MESSAGES.upgradeTitle });
    expect(dialog.textContent).toContain('スタンダードプラン');
    for (const feature of MESSAGES.upgradeFeatures) expect(dialog.textContent).toContain(feature);

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.upgradeApply }));
    expect(navigate).toHaveBeenCalledWith('/contact?subject=upgrade', undefined);
    expect(isUpgradeModalOpen()).toBe(false);
  });

  test('leads a signed-in user to the plan request form of my page', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    setSession({ accessToken: 'token', name: '山田 太郎', typeCode: 'free' });
    render(<UpgradeModal />);
    act(() => openUpgradeModal());
    expect(screen.getByRole('dialog').textContent).toContain(MESSAGES.upgradeHowToSignedIn);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.upgradeApplySignedIn }));
    expect(navigate).toHaveBeenCalledWith('/mypage/plan-request', undefined);
    clearSession();
  });

  test('「閉じる」 closes it', async () => {
    render(<UpgradeModal />);
    act(() => openUpgradeModal());
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.close }));
    expect(isUpgradeModalOpen()).toBe(false);
  });
});

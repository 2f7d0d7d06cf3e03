import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THEME_CONSTANTS } from '../config/theme';
import { describeError, ERROR_SCREEN_TEXT, ErrorScreen } from './error-screen';

function renderScreen(message: string, path?: string) {
  const onHome = vi.fn();
  const onReport = vi.fn();
  render(<ErrorScreen message={message} {...(path ? { path } : {})} onHome={onHome} onReport={onReport} />);
  return { onHome, onReport };
}

describe('error screen', () => {
  it("reads 'ページが見つかりません' for 'Page not found', with the path under the text", () => {
    renderScreen('Page not found', '/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ページが見つかりません');
    expect(screen.getByText(ERROR_SCREEN_TEXT.body)).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it("matches case-insensitively, so the validity check's 'Page Not Found: {path}' gets it too", () => {
    renderScreen('Page Not Found: /materials/bad!');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ページが見つかりません');
    expect(screen.getByText('/materials/bad!')).toBeInTheDocument();
  });

  it('shows any other message as the heading, without a path', () => {
    renderScreen('システムエラーが発生しました', '/patents');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('システムエラーが発生しました');
    expect(screen.queryByText('/patents')).toBeNull();
  });

  it('has the logo and both buttons, each calling its handler', async () => {
    const user = userEvent.setup();
    const { onHome, onReport } = renderScreen('Page not found');
    expect(screen.getByRole('img', { name: '素材特許ナビ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ホームに戻る' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '運営に報告する' }));
    expect(onReport).toHaveBeenCalledTimes(1);
  });

  it('uses the panel width 384 and logo width 200 of docs/spec/budgets-and-reliability.md', () => {
    expect(THEME_CONSTANTS.errorPanelWidth).toBe(384);
    expect(THEME_CONSTANTS.logoWidth).toBe(200);
  });

  it('describeError', () => {
    expect(describeError('PAGE NOT FOUND')).toEqual({ heading: 'ページが見つかりません' });
    expect(describeError('Page not found', '/x')).toEqual({ heading: 'ページが見つかりません', path: '/x' });
    expect(describeError('boom')).toEqual({ heading: 'boom' });
  });
});

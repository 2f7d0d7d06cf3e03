import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../lib/page-load';
import { BootErrorBoundary } from './boot-error-boundary';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('mount failed');
}

describe('boot error boundary', () => {
  it('shows the error screen when mounting fails, with plain page loads for its buttons', async () => {
    // React reports errors caught by a boundary on console.error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <BootErrorBoundary>
        <Broken />
      </BootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('予期しないエラーが発生しました');
    await user.click(screen.getByRole('button', { name: 'ホームに戻る' }));
    expect(assign).toHaveBeenCalledWith('/');
    await user.click(screen.getByRole('button', { name: '運営に報告する' }));
    expect(assign).toHaveBeenCalledWith('/contact');
  });
});

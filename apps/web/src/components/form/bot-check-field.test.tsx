import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveBotCheck, type BotCheckToken } from '../../lib/bot-check/solve';
import { BotCheckField } from './bot-check-field';

vi.mock('../../lib/bot-check/solve', () => ({ solveBotCheck: vi.fn() }));
const solve = vi.mocked(solveBotCheck);

afterEach(() => {
  vi.clearAllMocks();
});

type FormApi = { clear: () => void; token: () => string };

function Harness({ api }: { api: Ref<FormApi> }) {
  const { control, setValue, getValues } = useForm({ defaultValues: { recaptchaToken: '' } });
  useImperativeHandle(api, () => ({
    clear: () => setValue('recaptchaToken', ''),
    token: () => getValues('recaptchaToken'),
  }));
  return <BotCheckField control={control} name="recaptchaToken" />;
}

const form = createRef<FormApi>();
const clearToken = () => form.current?.clear();
const currentToken = () => form.current?.token() ?? '';

function deferred() {
  let resolve!: (value: BotCheckToken) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<BotCheckToken>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('BotCheckField', () => {
  it('shows 確認中… while solving, then 確認しました with the token in the form', async () => {
    const first = deferred();
    solve.mockReturnValueOnce(first.promise);
    render(<Harness api={form} />);
    expect(screen.getByRole('status').textContent).toBe('確認中…');
    await act(async () => {
      first.resolve({ token: 'tok-1', expiresAt: null });
      await first.promise;
    });
    expect(screen.getByRole('status').textContent).toBe('確認しました');
    expect(currentToken()).toBe('tok-1');
  });

  it('solves again when the form clears the used token', async () => {
    solve.mockResolvedValueOnce({ token: 'tok-1', expiresAt: null });
    solve.mockResolvedValueOnce({ token: 'tok-2', expiresAt: null });
    render(<Harness api={form} />);
    await screen.findByText('確認しました');
    act(() => clearToken());
    await screen.findByText('確認しました');
    expect(solve).toHaveBeenCalledTimes(2);
    expect(currentToken()).toBe('tok-2');
  });

  it('renews the token before the challenge expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      solve.mockResolvedValueOnce({ token: 'tok-1', expiresAt: Date.now() + 60_000 });
      solve.mockResolvedValueOnce({ token: 'tok-2', expiresAt: null });
      render(<Harness api={form} />);
      await screen.findByText('確認しました');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(31_000);
      });
      await screen.findByText('確認しました');
      expect(currentToken()).toBe('tok-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a retry when solving fails', async () => {
    solve.mockRejectedValueOnce(new Error('offline'));
    solve.mockResolvedValueOnce({ token: 'tok-ok', expiresAt: null });
    const user = userEvent.setup();
    render(<Harness api={form} />);
    expect(await screen.findByText(/確認できませんでした/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'もう一度確認する' }));
    await screen.findByText('確認しました');
    expect(currentToken()).toBe('tok-ok');
  });
});

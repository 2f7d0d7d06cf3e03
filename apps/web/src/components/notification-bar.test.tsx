import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-error';
import { MESSAGES } from '../lib/messages';
import { closeNotification, getNotification, notify, setErrorReportUrl } from '../lib/notifications';
import { NotificationBar, SUCCESS_AUTO_HIDE_MS } from './notification-bar';

afterEach(() => {
  act(() => closeNotification());
  setErrorReportUrl(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NotificationBar', () => {
  test('shows the message; success is polite, errors are alerts', () => {
    render(<NotificationBar />);
    act(() => notify({ message: MESSAGES.profileUpdated }));
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.profileUpdated);
    expect(screen.getByRole('status').className).toContain('MuiAlert-colorSuccess');

    act(() => notify({ message: MESSAGES.noPermission, type: 'error' }));
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.noPermission);
    expect(screen.getByRole('alert').className).toContain('MuiAlert-colorError');
  });

  test('「元に戻す」 calls the undo callback and closes the bar', async () => {
    const undo = vi.fn();
    render(<NotificationBar />);
    act(() => notify({ message: 'ブックマークを削除しました', undo }));
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.undo }));
    expect(undo).toHaveBeenCalledOnce();
    expect(getNotification().open).toBe(false);
  });

  test('no undo button without an undo action; the close button has an accessible name', async () => {
    render(<NotificationBar />);
    act(() => notify({ message: MESSAGES.passwordChanged }));
    expect(screen.queryByRole('button', { name: MESSAGES.undo })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.close }));
    expect(getNotification().open).toBe(false);
  });

  test('success hides itself after 6 s; an error stays until closed', () => {
    vi.useFakeTimers();
    render(<NotificationBar />);
    act(() => notify({ message: MESSAGES.profileUpdated }));
    act(() => {
      vi.advanceTimersByTime(SUCCESS_AUTO_HIDE_MS + 10);
    });
    expect(getNotification().open).toBe(false);

    act(() => notify({ message: MESSAGES.systemError, type: 'error' }));
    act(() => {
      vi.advanceTimersByTime(10 * 60 * 1000);
    });
    expect(getNotification().open).toBe(true);
  });
});

describe('error report', () => {
  test('is not sent when no error-report URL is configured', () => {
    const sendBeacon = vi.fn(() => true);
    const fetchMock = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'test', sendBeacon });
    vi.stubGlobal('fetch', fetchMock);
    notify({ message: MESSAGES.systemError, type: 'error', report: new ApiError(500, 'boom') });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('is sent with sendBeacon when a URL is configured (sample rate 1: every time)', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'test', sendBeacon });
    setErrorReportUrl('https://errors.example.com/report');
    notify({ message: MESSAGES.systemError, type: 'error', report: new ApiError(500, 'boom') });
    notify({ message: MESSAGES.systemError, type: 'error', report: new Error('again') });

    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://errors.example.com/report');
    const report = JSON.parse(await (blob as Blob).text()) as Record<string, unknown>;
    expect(report).toMatchObject({
      message: MESSAGES.systemError,
      error: { name: 'ApiError', status: 500, detail: 'boom' },
      path: '/',
      buildId: 'test-build',
    });
  });

  test('falls back to fetch with keepalive when sendBeacon is unavailable', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'test', sendBeacon: undefined });
    vi.stubGlobal('fetch', fetchMock);
    setErrorReportUrl('https://errors.example.com/report');
    notify({ message: 'x', type: 'error', report: 'plain' });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://errors.example.com/report',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});

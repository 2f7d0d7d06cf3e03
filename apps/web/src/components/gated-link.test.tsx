import { afterEach, describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import type { TypeCode } from '@app/contract/plans';
import { clearSession, setSession } from '../lib/session';
import { closeUpgradeModal, isUpgradeModalOpen } from '../lib/upgrade-modal';
import { GatedButton, GatedLink, useGate } from './gated-link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(element: ReactNode, path = '/patents') {
  const router = createMemoryRouter(
    [
      {
        path: '/patents',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(typeCode: TypeCode | null) {
  if (typeCode) act(() => setSession({ accessToken: 't', name: '山田', typeCode }));
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  act(() => {
    clearSession();
    closeUpgradeModal();
  });
});

describe('GatedLink (docs/spec/sessions-and-accounts.md)', () => {
  test('level free without a session → /signup with the target as referrerUrl', async () => {
    renderAt(
      <GatedLink to="/patents/JP-1?tab=claims" level="free">
        特許詳細
      </GatedLink>,
    );
    const link = screen.getByRole('link', { name: '特許詳細' });
    // The href tells the truth about where a click (or a middle-click) goes.
    expect(link.getAttribute('href')).toBe('/signup?referrerUrl=%2Fpatents%2FJP-1%3Ftab%3Dclaims');
    await userEvent.click(link);
    expect(where()).toBe('/signup?referrerUrl=%2Fpatents%2FJP-1%3Ftab%3Dclaims');
  });

  test('level standard without the standard plan → opens the upgrade modal, no navigation', async () => {
    signIn('free');
    renderAt(
      <GatedLink to="/explore-products/new" level="standard">
        新しい探索
      </GatedLink>,
    );
    const control = screen.getByRole('button', { name: '新しい探索' });
    expect(control.getAttribute('href')).toBeNull();
    expect(control.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(control);
    expect(isUpgradeModalOpen()).toBe(true);
    expect(where()).toBe('/patents');
  });

  test('disabled → inert: no href, aria-disabled, not focusable, a click does nothing', async () => {
    signIn('standard');
    renderAt(
      <>
        <GatedLink to="/analyzed-patents" level="standard" disabled>
          大型特許分析
        </GatedLink>
        <button type="button">next</button>
      </>,
    );
    const inert = screen.getByText('大型特許分析');
    expect(inert.getAttribute('href')).toBeNull();
    expect(inert.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(inert);
    expect(where()).toBe('/patents');
    expect(isUpgradeModalOpen()).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next' }));
  });

  test('allowed → navigates normally (free user on a free link, visitor on an open link)', async () => {
    signIn('free');
    renderAt(
      <GatedLink to="/materials/42" level="free">
        素材詳細
      </GatedLink>,
    );
    const link = screen.getByRole('link', { name: '素材詳細' });
    expect(link.getAttribute('href')).toBe('/materials/42');
    await userEvent.click(link);
    expect(where()).toBe('/materials/42');
  });

  test('level none is open to visitors', async () => {
    renderAt(<GatedLink to="/tutorial">チュートリアル</GatedLink>);
    await userEvent.click(screen.getByRole('link', { name: 'チュートリアル' }));
    expect(where()).toBe('/tutorial');
  });

  test('standard users pass a standard link', async () => {
    signIn('standard');
    renderAt(
      <GatedLink to="/explore-products/new" level="standard">
        新しい探索
      </GatedLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: '新しい探索' }));
    expect(where()).toBe('/explore-products/new');
    expect(isUpgradeModalOpen()).toBe(false);
  });
});

describe('GatedButton', () => {
  test('the same rules as a button', async () => {
    renderAt(
      <>
        <GatedButton to="/product-recommend" level="free">
          おすすめ
        </GatedButton>
        <GatedButton to="/analyzed-patents" level="standard">
          分析
        </GatedButton>
        <GatedButton to="/mypage" level="free" disabled>
          マイページ
        </GatedButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'マイページ' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '分析' }));
    expect(isUpgradeModalOpen()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'おすすめ' }));
    expect(where()).toBe('/signup?referrerUrl=%2Fproduct-recommend');
  });

  test('allowed → navigates', async () => {
    signIn('standard');
    renderAt(
      <GatedButton to="/analyzed-patents" level="standard">
        分析
      </GatedButton>,
    );
    await userEvent.click(screen.getByRole('link', { name: '分析' }));
    expect(where()).toBe('/analyzed-patents');
  });
});

describe('useGate', () => {
  function ExportButton({ level }: { level: 'free' | 'standard' }) {
    const { allowed, onBlocked } = useGate(level);
    return (
      <button type="button" onClick={allowed ? undefined : onBlocked}>
        {allowed ? 'CSV 出力' : 'CSV 出力（要プラン）'}
      </button>
    );
  }

  test('free: a blocked control sends the visitor to sign-up, returning to the current page', async () => {
    renderAt(<ExportButton level="free" />, '/patents?q=%E6%A8%B9%E8%84%82');
    await userEvent.click(screen.getByRole('button'));
    expect(where()).toBe(`/signup?referrerUrl=${encodeURIComponent('/patents?q=%E6%A8%B9%E8%84%82')}`);
  });

  test('standard: a blocked control opens the upgrade modal; allowed when standard', async () => {
    signIn('free');
    renderAt(<ExportButton level="standard" />);
    await userEvent.click(screen.getByRole('button', { name: 'CSV 出力（要プラン）' }));
    expect(isUpgradeModalOpen()).toBe(true);
    act(() => {
      closeUpgradeModal();
      setSession({ accessToken: 't', name: '山田', typeCode: 'standard' });
    });
    expect(screen.getByRole('button', { name: 'CSV 出力' })).toBeInTheDocument();
  });
});

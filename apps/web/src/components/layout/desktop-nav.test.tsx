import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/app-harness';
import { DESKTOP_NAV_QUERY } from './lazy-desktop-nav';

/** A window `width` px wide, as far as media queries go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DESKTOP_NAV_QUERY ? width >= 1200 : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('desktop navigation', () => {
  it('shows the main features under the app bar at 1366 px, gated as in the drawer, the current one marked', async () => {
    screenWidth(1366);
    mockFetch();
    renderApp('/patents');
    const nav = await screen.findByRole('navigation', { name: '主な機能' });
    const current = within(nav).getByRole('link', { name: '特許検索' });
    expect(current.getAttribute('href')).toBe('/patents');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '素材検索' }).getAttribute('href')).toBe('/materials');
    expect(within(nav).getByRole('link', { name: '実施例検索' }).getAttribute('href')).toBe('/examples');
    // A visitor: the standard-plan analysis opens the upgrade modal instead of a link.
    expect(within(nav).getByRole('button', { name: '大量実施例特許の分析' })).toBeInTheDocument();
  });

  it('leaves phones and narrow windows to the drawer', async () => {
    screenWidth(390);
    mockFetch();
    renderApp('/patents');
    await screen.findByRole('heading', { level: 1, name: '特許検索' });
    expect(screen.queryByRole('navigation', { name: '主な機能' })).toBeNull();
  });
});

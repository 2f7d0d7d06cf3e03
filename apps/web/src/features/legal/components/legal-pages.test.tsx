import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMS_VERSION } from '@app/contract/legal';
import { mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('利用規約 and 個人情報の取り扱い', () => {
  it.each([
    ['/terms', '利用規約', /会社のメールアドレス/, '個人情報の取り扱い'],
    ['/privacy', '個人情報の取り扱い', /Cookie/, '利用規約'],
  ])(
    '%s is a page of its own, dated with the version sign-up agrees to',
    async (path, title, clause, other) => {
      mockFetch();
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: title });
      const main = screen.getByRole('main');
      expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
      expect(within(main).getAllByText(clause).length).toBeGreaterThan(0);
      expect(within(main).getByText(new RegExp(`版: ${TERMS_VERSION}`))).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: other })).toBeInTheDocument();
    },
  );

  it('are linked from the footer of every page and from the consent box of sign-up', async () => {
    mockFetch();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: '無料会員登録' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByRole('link', { name: '個人情報の取り扱い' }).getAttribute('href')).toBe(
      '/privacy',
    );

    const consent = screen.getByRole('checkbox', { name: '利用規約と個人情報の取り扱いに同意します' });
    const label = consent.closest('label')!;
    const terms = within(label).getByRole('link', { name: '利用規約' });
    const privacy = within(label).getByRole('link', { name: '個人情報の取り扱い' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(privacy.getAttribute('href')).toBe('/privacy');
    // A new tab: the half-filled form stays.
    expect(terms.getAttribute('target')).toBe('_blank');
  });
});

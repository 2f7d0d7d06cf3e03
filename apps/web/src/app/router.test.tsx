import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createBuildUpdateWatcher } from '../lib/build-update';
import { resetChunkReloadForTests } from '../lib/chunk-reload';
import { clearFatal } from '../lib/fatal-error';
import { MESSAGES } from '../lib/messages';
import { pageLoad } from '../lib/page-load';
import { setSession } from '../lib/session';
import { EXAMPLE, NO_BOOKMARKS, PRODUCT } from '../features/catalogue/test/detail-fixtures';
import { callsTo, json, mockFetch, PUBLIC_CONFIG, renderApp } from '../test/app-harness';
import { PAGE_ROUTES, type PageRoute, type RouteModule } from './page-routes';

let assign: MockInstance<(url: string) => void>;
let scrollTo: MockInstance<typeof window.scrollTo>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetChunkReloadForTests();
  clearFatal();
});

const signIn = () => setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
const profile = { name: '山田 太郎', email: 'yamada@example.co.jp', typeCode: 'free' };
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('rule 1: validity check and unmatched paths', () => {
  it("shows the 404 error screen for an id that fails the check: 'Page Not Found: /materials/<bad>'", async () => {
    mockFetch();
    const { router } = renderApp('/materials/bad!id');
    expect(await heading('ページが見つかりません')).toBeInTheDocument();
    expect(screen.getByText('/materials/bad!id')).toBeInTheDocument();
    const error = router.state.errors?.root as { status: number; data: string };
    expect(error).toMatchObject({ status: 404, data: 'Page Not Found: /materials/bad!id' });
  });

  it("shows the 404 error screen for an unmatched path: 'Page not found'", async () => {
    mockFetch();
    const { router } = renderApp('/no/such/page');
    expect(await heading('ページが見つかりません')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(router.state.errors?.root).toMatchObject({ status: 404, data: 'Page not found' });
    expect(document.title).toBe('ページが見つかりません | 素材特許ナビ');
  });

  it('its buttons go home and to the contact form', async () => {
    mockFetch();
    const user = userEvent.setup();
    const { router } = renderApp('/nowhere');
    await user.click(await screen.findByRole('button', { name: 'ホームに戻る' }));
    expect(await heading(/横断して探す/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await act(() => router.navigate('/nowhere'));
    await user.click(await screen.findByRole('button', { name: '運営に報告する' }));
    expect(await heading('お問い合わせ')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
  });
});

describe('rule 2: maintenance', () => {
  it('redirects every route to /maintenance when on (no layout there)', async () => {
    mockFetch({ '/v1/company/public-config': () => json({ ...PUBLIC_CONFIG, maintenanceMode: true }) });
    const { router } = renderApp('/patents');
    expect(await heading('ただいまメンテナンス中です')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(screen.queryByRole('button', { name: 'メニューを開く' })).toBeNull();

    await act(() => router.navigate('/mypage'));
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('redirects /maintenance to / when off', async () => {
    mockFetch();
    const { router } = renderApp('/maintenance');
    expect(await heading(/横断して探す/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('assumes no maintenance when the configuration cannot be fetched', async () => {
    mockFetch({ '/v1/company/public-config': () => Promise.reject(new TypeError('offline')) });
    const { router } = renderApp('/patents');
    expect(await heading('特許検索')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patents');
  });

  it('caches the configuration briefly instead of fetching it on every click', async () => {
    const fetch = mockFetch();
    const { router } = renderApp('/');
    await heading(/横断して探す/);
    await act(() => router.navigate('/patents'));
    await act(() => router.navigate('/materials'));
    await heading('素材検索');
    expect(callsTo(fetch, '/v1/company/public-config')).toHaveLength(1);
  });
});

describe('rule 3: profile', () => {
  it('loads the profile for a session', async () => {
    signIn();
    const fetch = mockFetch({ '/v1/company/users/me': () => json(profile) });
    renderApp('/patents');
    await heading('特許検索');
    expect(callsTo(fetch, '/v1/company/users/me')).toHaveLength(1);
    expect(callsTo(fetch, '/v1/company/users/me')[0]?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
    });
  });

  it('does not load the profile while maintenance is on', async () => {
    signIn();
    const fetch = mockFetch({
      '/v1/company/public-config': () => json({ ...PUBLIC_CONFIG, maintenanceMode: true }),
      '/v1/company/users/me': () => json(profile),
    });
    renderApp('/patents');
    await heading('ただいまメンテナンス中です');
    expect(callsTo(fetch, '/v1/company/users/me')).toHaveLength(0);
  });

  it('ignores a 401 silently: no message, no redirect', async () => {
    signIn();
    mockFetch({
      '/v1/company/users/me': () => json({ detail: 'Token expired' }, 401),
      'POST /v1/company/auth/refresh-token': () => json({ detail: 'Refresh token revoked' }, 401),
    });
    const { router } = renderApp('/patents');
    expect(await heading('特許検索')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patents');
    expect(screen.queryByText(MESSAGES.reLogin)).toBeNull();
    expect(screen.queryByText(MESSAGES.authError)).toBeNull();
  });
});

describe('rule 4: route-rule redirects', () => {
  it('sends /change-password/confirm to /mypage/change-password/confirm', async () => {
    signIn();
    mockFetch({ '/v1/company/users/me': () => json(profile) });
    const { router } = renderApp('/change-password/confirm');
    expect(await heading('パスワード変更の完了')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage/change-password/confirm');
  });

  it('loads an external target in full with window.location.assign', async () => {
    mockFetch();
    const { router } = renderApp('/', { rules: [{ from: '/help', to: 'https://docs.example.com/guide' }] });
    await heading(/横断して探す/);
    void router.navigate('/help');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://docs.example.com/guide'));
  });
});

describe('auth guard', () => {
  it('sends a visitor on an (auth) route to /login', async () => {
    mockFetch();
    const { router } = renderApp('/mypage/bookmarks?folder=1');
    expect(await heading('ログイン')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmypage%2Fbookmarks%3Ffolder%3D1');
  });

  it('sends a session whose refresh is refused to /login', async () => {
    signIn();
    mockFetch({
      '/v1/company/users/me': () => json({ detail: 'Token expired' }, 401),
      'POST /v1/company/auth/refresh-token': () => json({ detail: 'Refresh token revoked' }, 401),
    });
    const { router } = renderApp('/patents/P1');
    expect(await heading('ログイン')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens an (auth) route for a session', async () => {
    signIn();
    mockFetch({
      '/v1/company/users/me': () => json(profile),
      '/v1/company/bookmarks': () => json(NO_BOOKMARKS),
      '/v1/company/examples/pat-1/pat-1-e1/detail': () => json(EXAMPLE),
    });
    renderApp('/patents/pat-1/examples/pat-1-e1');
    expect(await heading('実施例1（特開2021-100001）')).toBeInTheDocument();
  });
});

describe('page loaders run after the navigation rules', () => {
  function pagesWithLoader(loader: () => unknown) {
    const mypage: PageRoute = {
      path: '/mypage',
      handle: { title: 'マイページ', auth: true },
      load: () => Promise.resolve({ Component: () => <h1>マイページ</h1>, loader } as unknown as RouteModule),
    };
    return [...PAGE_ROUTES.filter((page) => page.path !== '/mypage'), mypage];
  }

  it('does not run a guarded page’s loader for a visitor sent to /login', async () => {
    mockFetch();
    const loader = vi.fn(() => null);
    renderApp('/mypage', { pages: pagesWithLoader(loader) });
    expect(await heading('ログイン')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('runs it once the rules let the navigation through', async () => {
    signIn();
    mockFetch({ '/v1/company/users/me': () => json(profile) });
    const loader = vi.fn(() => null);
    renderApp('/mypage', { pages: pagesWithLoader(loader) });
    expect(await heading('マイページ')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('behaviour on navigation', () => {
  it('scrolls to the top at the start of each page', async () => {
    mockFetch();
    const { router } = renderApp('/');
    await heading(/横断して探す/);
    scrollTo.mockClear();
    await act(() => router.navigate('/patents'));
    await heading('特許検索');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('reports a page view on a path change but not on a query-only change', async () => {
    const fetch = mockFetch();
    const { router } = renderApp('/');
    await heading(/横断して探す/);
    await act(() => router.navigate('/patents'));
    await heading('特許検索');
    await act(() => router.navigate('/patents?q=樹脂'));
    await screen.findByText('「樹脂」に一致する特許は見つかりませんでした');

    const views = callsTo(fetch, '/v1/company/page-views', 'POST').map(
      ([, init]) => JSON.parse(init?.body as string) as unknown,
    );
    expect(views).toEqual([{ path: '/' }, { path: '/patents', referrer: '/' }]);
  });

  it('sets the document title from the route handle', async () => {
    mockFetch();
    renderApp('/materials');
    await heading('素材検索');
    await waitFor(() => expect(document.title).toBe('素材検索 | 素材特許ナビ'));
  });

  it('fades list pages in and switches transitions off on detail pages', async () => {
    signIn();
    mockFetch({
      '/v1/company/users/me': () => json(profile),
      '/v1/company/bookmarks': () => json(NO_BOOKMARKS),
      '/v1/company/products/prd-toho/detail': () => json(PRODUCT),
    });
    const { router, container } = renderApp('/products');
    await heading('製品検索');
    expect(container.querySelector('[data-transition="fade"]')).not.toBeNull();
    await act(() => router.navigate('/products/prd-toho'));
    await heading(PRODUCT.name);
    expect(container.querySelector('[data-transition="off"]')).not.toBeNull();
  });

  it('after a new build, loads the next page in full — once per path within 10 s', async () => {
    mockFetch();
    const watcher = createBuildUpdateWatcher({
      currentId: 'test-build',
      fetchLatest: () => Promise.resolve({ id: 'next', timestamp: 2 }),
    });
    const { router } = renderApp('/', { buildUpdate: watcher });
    await heading(/横断して探す/);
    await watcher.check();

    void router.navigate('/patents?q=x');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/patents?q=x'));

    // Same path again within 10 s (e.g. the reload brought no new build): a normal client-side navigation.
    await act(() => router.navigate('/patents'));
    expect(await heading('特許検索')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('reloads once on a chunk-load failure, and shows the error screen instead of a second reload within 10 s', async () => {
    mockFetch();
    const failing: PageRoute = {
      path: '/patents',
      handle: { title: '特許検索' },
      load: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/patents-1a2b.js')),
    };
    const pages = [...PAGE_ROUTES.filter((page) => page.path !== '/patents'), failing];

    const first = renderApp('/', { pages });
    await heading(/横断して探す/);
    void first.router.navigate('/patents');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/patents'));
    first.unmount();

    // The reloaded page (a fresh app) fails to load the chunk again.
    resetChunkReloadForTests();
    renderApp('/patents', { pages });
    expect(await heading('予期しないエラーが発生しました')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyRouteRules,
  checkAuth,
  checkMaintenance,
  checkValidity,
  resolveNavigation,
  shouldLoadProfile,
  type NavigationInput,
} from './navigation-rules';

const visitor = { isLoggedIn: false };
const member = { isLoggedIn: true };

function input(overrides: Partial<NavigationInput> = {}): NavigationInput {
  return {
    path: '/patents',
    search: '',
    route: { handle: { title: '特許検索' }, params: {} },
    config: { maintenanceMode: false },
    session: visitor,
    ...overrides,
  };
}

describe('rule 1: validity check', () => {
  it("answers 'Page Not Found: {path}' when an id param fails its check", () => {
    const decision = checkValidity(
      input({
        path: '/materials/bad%20id',
        route: { handle: { title: '素材詳細' }, params: { id: 'bad id' } },
      }),
    );
    expect(decision).toEqual({ type: 'not-found', message: 'Page Not Found: /materials/bad%20id' });
  });

  it('accepts ids of letters, digits and the punctuation of imported ids, up to 200 characters', () => {
    const valid = (id: string) =>
      checkValidity(input({ route: { handle: { title: 't' }, params: { id } } })) === null;
    expect(valid('JP-2021_123456.A1')).toBe(true);
    // Imported examples: patent id, colon, label (issue 15).
    expect(valid('US7473391B2:example_1')).toBe(true);
    expect(valid('JP2021123456A:実施例1')).toBe(true);
    expect(valid('a'.repeat(200))).toBe(true);
    expect(valid('a'.repeat(201))).toBe(false);
    expect(valid('-leading')).toBe(false);
    expect(valid('bad!id')).toBe(false);
    expect(valid('a/b')).toBe(false);
  });

  it('checks every param (patent id and example id)', () => {
    const decision = checkValidity(
      input({
        path: '/patents/P1/examples/..',
        route: { handle: { title: '実施例詳細' }, params: { id: 'P1', exampleId: '..' } },
      }),
    );
    expect(decision).toEqual({ type: 'not-found', message: 'Page Not Found: /patents/P1/examples/..' });
  });

  it("answers 'Page not found' for an unmatched path", () => {
    const decision = checkValidity(
      input({ path: '/nowhere', route: { handle: { notFound: true }, params: { '*': 'nowhere' } } }),
    );
    expect(decision).toEqual({ type: 'not-found', message: 'Page not found' });
  });

  it('treats a route-rule source as a known path', () => {
    const decision = checkValidity(
      input({
        path: '/change-password/confirm',
        route: { handle: { notFound: true }, params: { '*': 'x' } },
      }),
    );
    expect(decision).toBeNull();
  });

  it('uses a route’s own validate() when it has one', () => {
    const route = { handle: { title: 't', validate: () => false }, params: {} };
    expect(checkValidity(input({ path: '/x', route }))).toEqual({
      type: 'not-found',
      message: 'Page Not Found: /x',
    });
  });
});

describe('rule 2: maintenance', () => {
  it('sends every route except /maintenance to /maintenance when on', () => {
    for (const path of ['/', '/patents', '/mypage', '/login']) {
      expect(checkMaintenance(input({ path, config: { maintenanceMode: true } }))).toEqual({
        type: 'redirect',
        to: '/maintenance',
      });
    }
    expect(checkMaintenance(input({ path: '/maintenance', config: { maintenanceMode: true } }))).toBeNull();
  });

  it('sends /maintenance home when off', () => {
    expect(checkMaintenance(input({ path: '/maintenance' }))).toEqual({ type: 'redirect', to: '/' });
  });

  it('assumes no maintenance when the configuration could not be fetched', () => {
    expect(checkMaintenance(input({ config: null }))).toBeNull();
    expect(checkMaintenance(input({ path: '/maintenance', config: null }))).toEqual({
      type: 'redirect',
      to: '/',
    });
  });
});

describe('rule 3: profile', () => {
  it('is loaded for a session when maintenance is off', () => {
    expect(shouldLoadProfile({ session: member, config: { maintenanceMode: false } })).toBe(true);
  });
  it('is not loaded while maintenance is on', () => {
    expect(shouldLoadProfile({ session: member, config: { maintenanceMode: true } })).toBe(false);
  });
  it('is not loaded for a visitor', () => {
    expect(shouldLoadProfile({ session: visitor, config: { maintenanceMode: false } })).toBe(false);
  });
});

describe('rule 4: route rules', () => {
  it('redirects /change-password/confirm to /mypage/change-password/confirm, keeping the query', () => {
    expect(applyRouteRules(input({ path: '/change-password/confirm', search: '?from=mail' }))).toEqual({
      type: 'redirect',
      to: '/mypage/change-password/confirm?from=mail',
    });
  });

  it('marks an absolute URL as external', () => {
    const rules = [{ from: '/help', to: 'https://docs.example.com/guide' }];
    expect(applyRouteRules(input({ path: '/help', rules }))).toEqual({
      type: 'redirect',
      to: 'https://docs.example.com/guide',
      external: true,
    });
  });

  it('leaves other paths alone', () => {
    expect(applyRouteRules(input())).toBeNull();
  });
});

describe('auth guard', () => {
  const guarded = { handle: { title: 'マイページ', auth: true }, params: {} };

  it('sends a visitor on an (auth) route to /login with the way back', () => {
    expect(checkAuth(input({ path: '/mypage/bookmarks', search: '?folder=1', route: guarded }))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fmypage%2Fbookmarks%3Ffolder%3D1',
    });
  });

  it('lets a session through', () => {
    expect(checkAuth(input({ route: guarded, session: member }))).toBeNull();
  });

  it('does not guard open routes', () => {
    expect(checkAuth(input())).toBeNull();
  });
});

describe('resolveNavigation: the rules in order', () => {
  it('validity comes before maintenance', () => {
    const decision = resolveNavigation(
      input({
        path: '/nowhere',
        route: { handle: { notFound: true }, params: {} },
        config: { maintenanceMode: true },
      }),
    );
    expect(decision.type).toBe('not-found');
  });

  it('maintenance comes before the auth guard', () => {
    const decision = resolveNavigation(
      input({
        path: '/mypage',
        route: { handle: { title: 't', auth: true }, params: {} },
        config: { maintenanceMode: true },
      }),
    );
    expect(decision).toEqual({ type: 'redirect', to: '/maintenance' });
  });

  it('route rules come before the auth guard', () => {
    const decision = resolveNavigation(
      input({ path: '/change-password/confirm', route: { handle: { notFound: true }, params: {} } }),
    );
    expect(decision).toEqual({ type: 'redirect', to: '/mypage/change-password/confirm' });
  });

  it('continues when nothing applies', () => {
    expect(resolveNavigation(input())).toEqual({ type: 'continue' });
  });
});

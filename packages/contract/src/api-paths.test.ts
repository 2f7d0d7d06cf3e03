import { describe, expect, it } from 'vitest';
import { API_BASE, API_PATHS, route, type PathParamNames } from './api-paths.js';

describe('API paths: one { template, build } entry per path', () => {
  it('gives the server a Fastify template and the client the same path with URL-encoded values', () => {
    expect(API_PATHS.patentDetail.template).toBe('/v1/company/patents/:id/detail');
    expect(API_PATHS.patentDetail.build({ id: 'JP 2020/1?x' })).toBe(
      '/v1/company/patents/JP%202020%2F1%3Fx/detail',
    );
    expect(API_PATHS.exampleDetail.build({ patentId: 12, exampleId: '実施例1' })).toBe(
      `/v1/company/examples/12/${encodeURIComponent('実施例1')}/detail`,
    );
    expect(API_PATHS.login.template).toBe('/v1/company/auth/login');
    expect(API_PATHS.login.build()).toBe(API_PATHS.login.template);
  });

  it('derives each builder from its template, so the two ends cannot drift apart', () => {
    for (const [name, path] of Object.entries(API_PATHS)) {
      expect(path.template, name).toMatch(new RegExp(`^${API_BASE}/`));
      const names = [...path.template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((param) => [param, `<${param}>`]));
      const built = (path.build as (p: Record<string, string>) => string)(params);
      expect(built, name).toBe(
        path.template.replace(/:(\w+)/g, (_m, param: string) => encodeURIComponent(`<${param}>`)),
      );
    }
    const templates = Object.values(API_PATHS).map((path) => path.template);
    expect(new Set(templates).size).toBe(templates.length);
  });

  it('refuses to build a path with a missing parameter instead of sending ".../undefined/..."', () => {
    const untyped = API_PATHS.bookmark.build as (params: object) => string;
    expect(() => untyped({})).toThrow('/v1/company/bookmarks/:id: parameter "id" is missing');
  });

  it('types the parameters from the template', () => {
    const entry = route('/v1/things/:thingId/parts/:partId');
    const names: PathParamNames<typeof entry.template>[] = ['thingId', 'partId'];
    expect(entry.build({ thingId: 1, partId: 'a b' })).toBe('/v1/things/1/parts/a%20b');
    expect(names).toHaveLength(2);
    // @ts-expect-error a parameter of the template is missing
    expect(() => entry.build({ thingId: 1 })).toThrow(/partId/);
    // @ts-expect-error a fixed path takes no parameters
    expect(API_PATHS.login.build({ id: 1 })).toBe(API_PATHS.login.template);
  });
});

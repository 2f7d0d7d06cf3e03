// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { InventoryRoute } from '../../auth/route-access.js';
import { answerProblem } from './answer-shape.js';
import { concreteUrl, createHardeningApp, routeName } from './hardening-app.js';
import { hostileBody, hostileParam, hostileQuery, remoteAddress } from './hostile-inputs.js';

/*
 * docs/spec/budgets-and-reliability.md: bad input never produces a 500. Every route the app registers (new ones included: the
 * list comes from the app itself) gets FUZZ_RUNS_PER_ENDPOINT random and hostile requests, half from a
 * visitor and half from a signed-in standard user; every answer must be below 500, every 4xx in the
 * documented shape, and no answer may show a stack trace or a server path.
 */

/**
 * Requests per endpoint (split between the two callers). The default keeps the file to seconds in every
 * `npm test`; a new seed each run explores new inputs over time. `FUZZ_RUNS=1000` is the full budget.
 * On PostgreSQL (the dialect-dependent pass of `npm test`) the default is 30: that pass is there for SQL
 * only that dialect refuses (NUL characters, casts, overflowing numbers), and the inputs that once found
 * such errors are replayed above on every run; the random input space is explored by the SQLite run, with
 * a new seed each time, and `FUZZ_RUNS` asks PostgreSQL for more.
 */
const DEFAULT_RUNS = process.env.TEST_DATABASE_URL ? 30 : 100;
const FUZZ_RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
/** Random unless FUZZ_SEED replays a run: the seed is printed first, and fast-check prints the shrunk request. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`fuzzing with seed ${SEED} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${FUZZ_RUNS_PER_ENDPOINT})`);

const h = await createHardeningApp();
afterAll(() => h.close());

/** The keys a route's zod schema (object, or an object inside a pipe/refinement) declares. */
function keysOf(schema: unknown): string[] {
  const node = schema as
    { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown } } } | undefined;
  if (!node || typeof node !== 'object') return [];
  if (node.shape && typeof node.shape === 'object') return Object.keys(node.shape);
  const def = node._zod?.def;
  return def ? keysOf(def.in ?? def.innerType) : [];
}

function requestArbitrary(route: InventoryRoute): fc.Arbitrary<InjectOptions & { url: string }> {
  const schema = route.options.schema;
  const params = [...route.url.matchAll(/:(\w+)|\*$/g)].map((match) => match[1] ?? '*');
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  // A third of the parameters stay valid, so that hostile queries and bodies reach the handlers too.
  const valid = concreteUrl(route, h.params.mine);
  const param = fc.oneof({ weight: 2, arbitrary: hostileParam }, { weight: 1, arbitrary: fc.constant(null) });
  return fc
    .record({
      params: fc.tuple(...params.map(() => param)),
      query: hostileQuery(keysOf(schema?.querystring)),
      body: hasBody ? hostileBody(keysOf(schema?.body)) : fc.constant(undefined),
      remoteAddress,
    })
    .map(({ params: values, query, body, remoteAddress: ip }) => {
      let index = 0;
      const validParts = valid?.split('/') ?? [];
      const path = route.url
        .split('/')
        .map((part, position) => {
          if (!part.startsWith(':') && part !== '*') return part;
          const value = values[index++];
          return value ?? validParts[position] ?? 'x';
        })
        .join('/');
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        remoteAddress: ip,
        ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
      };
    });
}

const totals = new Map<string, { requests: number; statuses: Map<number, number> }>();

describe('fuzzing every endpoint (docs/spec/budgets-and-reliability.md)', { timeout: 120_000 }, () => {
  it('covers the routes the app registers', () => {
    expect(h.routes.length).toBeGreaterThan(30);
  });

  // Inputs that once answered 500 or a foreign shape (PostgreSQL refusing NUL; an undecodable URL).
  it.each([
    '/v1/company/patents/search?theme=%00',
    '/v1/company/examples/search?product=%00',
    '/v1/company/materials/%00/detail',
    '/v1/company/explore-products/search?q=%00',
    '/v1/company/materials/%ED%A0%80/detail',
  ])('answers %s in the documented shape', async (url) => {
    const response = await h.t.app.inject({ method: 'GET', url, headers: await h.standardSession() });
    expect(answerProblem(response)).toBeNull();
  });

  describe.each(h.routes.map((route) => [routeName(route), route] as const))('%s', (name, route) => {
    it.each(['visitor', 'standard'] as const)(
      `answers ${FUZZ_RUNS_PER_ENDPOINT / 2} hostile requests of a %s in the documented shape`,
      async (caller) => {
        const total = totals.get(name) ?? { requests: 0, statuses: new Map<number, number>() };
        totals.set(name, total);
        let auth = caller === 'standard' ? await h.standardSession() : {};
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), async (request) => {
            const response = await h.t.app.inject({ ...request, headers: { ...request.headers, ...auth } });
            // A write that succeeded may have ended the session (logout, password change): sign in anew.
            if (caller === 'standard' && request.method !== 'GET' && response.statusCode < 300) {
              auth = await h.standardSession();
            }
            total.requests += 1;
            total.statuses.set(response.statusCode, (total.statuses.get(response.statusCode) ?? 0) + 1);
            const problem = answerProblem(response);
            if (problem) throw new Error(`${request.method} ${request.url.slice(0, 300)}: ${problem}`);
          }),
          { numRuns: FUZZ_RUNS_PER_ENDPOINT / 2, seed: SEED },
        );
      },
    );
  });

  afterAll(() => {
    const lines = [...totals].map(([name, { requests, statuses }]) => {
      const spread = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      return `  ${requests} inputs  ${name}  (${spread})`;
    });
    console.log(
      `fuzzing: ${totals.size} endpoints, ${FUZZ_RUNS_PER_ENDPOINT} inputs per endpoint, seed ${SEED}\n${lines.join('\n')}`,
    );
  });
});

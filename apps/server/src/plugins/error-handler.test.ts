import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { errorBodySchema } from '@app/contract/api-errors';
import { createMemoryLogger } from '../test/memory-logger.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { httpError } from '../http/http-errors.js';

/** expect.any() is typed `any`; one typed alias keeps the assertions lint-clean. */
const anyString = expect.any(String) as unknown;

describe('error answers', () => {
  let t: TestApp;
  const { logger, entries } = createMemoryLogger();

  beforeAll(async () => {
    t = await createTestApp({ logger });
    // Routes that exist only in this test app, to provoke each kind of failure.
    t.app.get('/v1/test/crash', () => {
      throw new Error('secret internals: password=hunter2');
    });
    t.app.get('/v1/test/teapot', () => {
      throw httpError(418, 'I am a teapot');
    });
    t.app.get(
      '/v1/test/items/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int() }),
          querystring: z.object({ page: z.coerce.number().min(1).optional() }),
        },
      },
      (request) => ({ id: request.params.id }),
    );
    t.app.get('/v1/test/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, () => ({
      ok: true,
    }));
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404, for GET and for other methods', async () => {
    for (const [method, url] of [
      ['GET', '/v1/company/does-not-exist'],
      ['POST', '/v1/company/does-not-exist'],
      ['DELETE', '/anything'],
      ['GET', '/materials/xyz'], // no web app built in this test app: nothing to fall back to
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers a malformed JSON body with a 422 detail list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.pageViews.build(),
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/x",',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body'], msg: anyString, type: 'json_invalid' }] });
  });

  it('answers an empty JSON body with a 422 too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.pageViews.build(),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: { type: string }[] }>().detail[0]?.type).toBe('json_invalid');
  });

  it('answers a schema-invalid body with one entry per problem, located FastAPI-style', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.pageViews.build(),
      payload: { path: 'no-slash', referrer: 5 },
    });
    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body.detail).toEqual([
      { loc: ['body', 'path'], msg: anyString, type: 'invalid_format' },
      { loc: ['body', 'referrer'], msg: anyString, type: 'invalid_type' },
    ]);
  });

  it('locates path and query problems as "path" and "query"', async () => {
    const badPath = await t.app.inject({ method: 'GET', url: '/v1/test/items/abc' });
    expect(badPath.statusCode).toBe(422);
    expect(badPath.json()).toMatchObject({ detail: [{ loc: ['path', 'id'] }] });

    const badQuery = await t.app.inject({ method: 'GET', url: '/v1/test/items/1?page=0' });
    expect(badQuery.statusCode).toBe(422);
    expect(badQuery.json()).toMatchObject({ detail: [{ loc: ['query', 'page'], type: 'too_small' }] });
  });

  it('hides the message and stack of an unexpected error, and logs them with the request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal Server Error' });
    expect(response.body).not.toMatch(/secret|hunter2|at |\.ts/);

    const logged = entries.find((entry) => entry.msg === 'request failed');
    expect(logged).toMatchObject({
      level: 50,
      method: 'GET',
      url: '/v1/test/crash',
      route: '/v1/test/crash',
    });
    expect(JSON.stringify(logged?.err)).toContain('secret internals');
  });

  it('keeps the detail of a deliberate HttpError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ detail: 'I am a teapot' });
  });

  it('answers 415 for a body type the API does not take, with its message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.pageViews.build(),
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: anyString });
  });

  it('answers 429 in the same shape once a route limit is used up', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/v1/test/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/v1/test/limited' });
    expect(limited.json()).toEqual({ detail: 'Too Many Requests' });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

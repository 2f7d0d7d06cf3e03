import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('closing the app', () => {
  let t: TestApp;
  let finishSlowRequest: () => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApp();
    const slow = new Promise<void>((resolve) => (finishSlowRequest = resolve));
    t.app.get('/v1/test/slow', async () => {
      await slow;
      return { done: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('lets the running request finish with Connection: close, so keep-alive clients do not hold the close up', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    // A keep-alive client, as browsers and load balancers are.
    const response = new Promise<{ status?: number; connection?: string; body: string }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/v1/test/slow', headers: { connection: 'keep-alive' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode, connection: res.headers.connection, body }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    const closed = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    finishSlowRequest();

    expect(await response).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
  it('answers a request that was sent on a kept-alive connection as the close began, instead of resetting it', async () => {
    const second = await createTestApp();
    second.app.get('/v1/test/fast', () => ({ done: true }));
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.app.server.address() as AddressInfo;
    // One kept-alive socket, used twice.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/v1/test/fast', agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect((await get()).connection).toBe('keep-alive');
      const closed = second.app.close();
      // Sent while the server starts closing, on the socket it could otherwise take for idle.
      expect(await get()).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
      await closed;
    } finally {
      agent.destroy();
      await second.close();
    }
  });
});

import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { startServer, type RunningServer } from './server';
import type { SharedDemo } from './shared-demo';

/**
 * globalSetup of the e2e project: a loopback control endpoint that starts the shared demo server and
 * Chromium on its first request (shared-demo.ts) and answers every request with their addresses; files with
 * a server of their own ask for the Chromium alone (`useSharedBrowser()`). The test
 * files run in worker processes, so the two must live here, in the process that outlives them all.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: RunningServer | undefined;
  let browserServer: BrowserServer | undefined;
  let browser: Promise<BrowserServer> | undefined;
  let shared: Promise<SharedDemo> | undefined;

  // Each assigned as soon as it runs, so the teardown stops it even when the other failed to start.
  const sharedBrowser = () =>
    (browser ??= launchBrowserServer().then((started) => (browserServer = started)));

  async function start(): Promise<SharedDemo> {
    const [demo, chromium] = await Promise.all([
      // A read may queue behind other files' reads here; the 10 s budget (503 after it) is the server tests'
      // to check, and on a busy two-core machine a cold examples search ran past it.
      startServer({ READ_TIMEOUT_MS: '60000' }, { catalogue: 'demo' }).then((started) => (server = started)),
      sharedBrowser(),
    ]);
    return { url: demo.url, dataDir: demo.dataDir, wsEndpoint: chromium.wsEndpoint() };
  }

  function answer(res: ServerResponse, value: Promise<unknown>): void {
    value.then(
      (body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    );
  }

  // POST /browser: only Chromium (files with a server of their own); POST /: the demo server and Chromium.
  const control = createServer((req, res) => {
    if (req.url === '/browser')
      answer(
        res,
        sharedBrowser().then((started) => ({ wsEndpoint: started.wsEndpoint() })),
      );
    else answer(res, (shared ??= start()));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  project.provide('sharedDemoControl', `http://127.0.0.1:${port}/`);

  return async () => {
    control.close();
    await Promise.allSettled([browserServer?.close(), server?.stop()]);
  };
}

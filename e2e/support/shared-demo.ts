import { inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { ServerAddress } from './server';

/*
 * One demo server and one Chromium shared by the e2e files that only read the demo catalogue and make
 * accounts of their own (decision 0027). Starting a demo server copies the ~490 MB catalogue and loads its
 * search index, and a Chromium takes seconds to launch: once per run instead of once per file.
 *
 * shared-demo-setup.ts (the project's globalSetup) starts both on the first call of `useSharedDemo()`, so a
 * run of files that all start their own server never pays for them, and stops them when the run ends.
 * A file that changes the server's configuration, stops or kills it, or changes state other files see
 * (settings, the catalogue) starts its own with `startServer()` instead.
 */

export interface SharedDemo extends ServerAddress {
  /** Chromium's `launchServer()` endpoint; each file connects its own client. */
  wsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the globalSetup's control endpoint that starts (once) and describes the shared demo. */
    sharedDemoControl: string;
  }
}

/**
 * The shared demo server and a connection to the shared Chromium. Close the browser in `afterAll`: that
 * closes this file's contexts and disconnects, leaving Chromium running for the next file.
 */
export async function useSharedDemo(): Promise<{ server: ServerAddress; browser: Browser }> {
  const res = await fetch(inject('sharedDemoControl'), { method: 'POST' });
  if (!res.ok) throw new Error(`the shared demo server did not start:\n${await res.text()}`);
  const { url, dataDir, wsEndpoint } = (await res.json()) as SharedDemo;
  const browser = await chromium.connect(wsEndpoint);
  return { server: { url, dataDir }, browser };
}

/**
 * A connection to the shared Chromium alone, for a file that starts a server of its own: launching a
 * Chromium per file cost a CPU-second or two each. Close it in `afterAll` like `useSharedDemo()`'s browser.
 */
export async function useSharedBrowser(): Promise<Browser> {
  const res = await fetch(new URL('browser', inject('sharedDemoControl')), { method: 'POST' });
  if (!res.ok) throw new Error(`the shared Chromium did not start:\n${await res.text()}`);
  const { wsEndpoint } = (await res.json()) as Pick<SharedDemo, 'wsEndpoint'>;
  return chromium.connect(wsEndpoint);
}

import { afterAll, beforeAll } from 'vitest';
import { seedFixtures } from '../features/catalogue/testing/catalogue-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Two apps on the catalogue fixtures, for comparing a read on the catalogue read threads with the same read
 * on the main thread (`READ_THREADS=0`): `threaded` gets `threadedEnv` (its thread count among it). Set up
 * before the file's tests and closed after them.
 */
export function threadedAndInlineApps(threadedEnv: Record<string, string>): {
  threaded: TestApp;
  inline: TestApp;
} {
  const apps = {} as { threaded: TestApp; inline: TestApp };
  beforeAll(async () => {
    apps.threaded = await createTestApp({ env: threadedEnv });
    apps.inline = await createTestApp({ env: { READ_THREADS: '0' } });
    await seedFixtures(apps.threaded.database.db);
    await seedFixtures(apps.inline.database.db);
  }, 60_000);
  afterAll(async () => {
    await apps.threaded?.close();
    await apps.inline?.close();
  });
  return apps;
}

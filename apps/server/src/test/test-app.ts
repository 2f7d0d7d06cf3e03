import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../app.js';
import { createTestContext, type TestContext, type TestContextOptions } from './test-context.js';

export interface TestApp extends TestContext {
  app: App;
}

export interface TestAppOptions extends TestContextOptions {
  logger?: FastifyBaseLogger;
}

/** The whole app on its own fresh database; call once per test file (beforeAll) and close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const context = await createTestContext(options);
  const app = await buildApp(context.config, { database: context.database, logger: options.logger });
  return {
    ...context,
    app,
    async close() {
      await app.close();
      await context.close();
    },
  };
}

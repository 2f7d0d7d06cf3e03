import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from './config/env.js';

/** How long in-flight requests (or a running job) get after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The configuration, or exit 1 naming every bad key: what both process shells (server.ts, worker.ts) do first. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`設定に誤りがあります / ${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Runs `close` once on SIGTERM/SIGINT or an uncaught error, then exits; a close that takes longer than
 * SHUTDOWN_GRACE_MS is cut short.
 */
export function closeOnSignal(logger: Logger, what: string, close: () => Promise<void>): void {
  closeWithGrace(
    { delay: SHUTDOWN_GRACE_MS, logger: { error: (message: unknown) => logger.error(message) } },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'closing after an unexpected error');
      else logger.info({ signal }, `shutting down: ${what}`);
      await close();
      logger.info('stopped');
    },
  );
}

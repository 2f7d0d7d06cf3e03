import type { Logger } from 'pino';
import { createLogger } from '../config/logger.js';

/** The production logger (redaction included) writing parsed JSON entries into an array a test can inspect. */
export function createMemoryLogger(): { logger: Logger; entries: Record<string, unknown>[] } {
  const entries: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => void entries.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, entries };
}

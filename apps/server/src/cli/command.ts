import type { Logger } from 'pino';
import type { AppConfig } from '../config/env.js';
import type { AppDatabase } from '../db/database.js';

/** What a command may use. Human output goes to `out` (stdout); diagnostics go to `logger` (stderr). */
export interface CliContext {
  config: AppConfig;
  logger: Logger;
  out: (line: string) => void;
  /** The database, opened on first use and closed when the command ends; migrated unless `migrate: false`. */
  database: (options?: { migrate?: boolean }) => Promise<AppDatabase>;
  /** Every registered command (for `help`). */
  commands: readonly CliCommand[];
}

/** One operator command: one file under cli/commands/, one line in cli/command-list.ts. */
export interface CliCommand {
  name: string;
  /** Arguments after the name, e.g. `<on|off|reset>`. */
  args: string;
  /** One line, Japanese / English. */
  summary: string;
  run(args: readonly string[], context: CliContext): Promise<void>;
}

/** Wrong arguments: the dispatcher prints the message and the command's usage and exits with 2. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

/**
 * A problem with the user's input files (unreadable, a column missing, no usable row): the dispatcher
 * prints the message alone and exits with 1. It is the user's to fix, so no stack trace is logged.
 */
export class CliInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliInputError';
  }
}

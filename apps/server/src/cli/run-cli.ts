import type { DestinationStream } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from '../config/env.js';
import { createLogger } from '../config/logger.js';
import { createDatabase, type AppDatabase } from '../db/database.js';
import { migrateToLatest, MigrationFailedError } from '../db/migrate.js';
import { CliInputError, CliUsageError, type CliCommand, type CliContext } from './command.js';
import { CLI_COMMANDS } from './command-list.js';

export interface CliDeps {
  /** Environment to read the configuration from (default process.env); ignored when `config` is given. */
  env?: NodeJS.ProcessEnv;
  config?: AppConfig;
  /** A database to use instead of opening one from the config; runCli leaves it open. */
  database?: AppDatabase;
  stdout?: { write(text: string): unknown };
  /** Receives the JSON log lines and the error messages. */
  stderr?: DestinationStream;
  commands?: readonly CliCommand[];
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/**
 * Runs one operator command and resolves to its exit code; never calls process.exit, so tests call it directly.
 * `argv` is what follows `npm run cli --`, e.g. ['maintenance', 'on'].
 */
export async function runCli(argv: readonly string[], deps: CliDeps = {}): Promise<number> {
  const stdout = deps.stdout ?? process.stdout;
  const stderr = deps.stderr ?? process.stderr;
  const commands = deps.commands ?? CLI_COMMANDS;
  const fail = (text: string, code: number) => {
    stderr.write(`${text}\n`);
    return code;
  };

  const [name = 'help', ...args] = argv;
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    return fail(
      `不明なコマンドです / Unknown command: ${name}\n一覧 / List: npm run cli -- help`,
      EXIT_USAGE,
    );
  }

  let config: AppConfig;
  try {
    config = deps.config ?? loadConfig(deps.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(`設定に誤りがあります / ${error.message}`, EXIT_FAILURE);
    throw error;
  }

  const logger = createLogger(config.logLevel, stderr);
  let opened: AppDatabase | undefined;
  let migrated = false;
  const context: CliContext = {
    config,
    logger,
    commands,
    out: (line) => void stdout.write(`${line}\n`),
    async database({ migrate = true } = {}) {
      opened ??= deps.database ?? createDatabase(config, { logger });
      if (migrate && !migrated) {
        const applied = await migrateToLatest(opened.db);
        if (applied.length > 0) logger.info({ migrations: applied }, 'applied pending migrations');
        migrated = true;
      }
      return opened;
    },
  };

  try {
    await command.run(args, context);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CliUsageError) {
      return fail(
        `使い方が正しくありません / Invalid usage\n  ${error.message}\n使い方 / Usage: npm run cli -- ${command.name} ${command.args}`,
        EXIT_USAGE,
      );
    }
    if (error instanceof CliInputError)
      return fail(`コマンドが失敗しました / Command failed: ${error.message}`, EXIT_FAILURE);
    logger.error({ err: error, command: command.name }, 'command failed');
    const reason = error instanceof Error ? error.message : String(error);
    // A MigrationFailedError's message already names the migration ("Migration "0003_x" failed: …").
    const label =
      error instanceof MigrationFailedError
        ? 'マイグレーションに失敗しました / '
        : 'コマンドが失敗しました / Command failed: ';
    return fail(`${label}${reason}`, EXIT_FAILURE);
  } finally {
    // Only what runCli opened: a database handed in belongs to the caller.
    if (opened && opened !== deps.database) await opened.destroy();
  }
}

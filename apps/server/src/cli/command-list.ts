import type { CliCommand } from './command.js';
import { helpCommand } from './commands/help.js';
import { maintenanceCommand } from './commands/maintenance.js';
import { migrateCommand } from './commands/migrate.js';

/** Every command, in the order `help` lists them. Later: user:plan, import, demo:generate, analyze, reindex. */
export const CLI_COMMANDS: readonly CliCommand[] = [migrateCommand, maintenanceCommand, helpCommand];

import type { CliCommand } from './command.js';
import { analyzeCommand } from './commands/analyze.js';
import { emailDomainsCommand } from './commands/email-domains.js';
import { helpCommand } from './commands/help.js';
import { maintenanceCommand } from './commands/maintenance.js';
import { migrateCommand } from './commands/migrate.js';
import { userPlanCommand } from './commands/user-plan.js';

/** Every command, in the order `help` lists them. Later: import, demo:generate, analyze, reindex. */
export const CLI_COMMANDS: readonly CliCommand[] = [
  migrateCommand,
  maintenanceCommand,
  userPlanCommand,
  emailDomainsCommand,
  analyzeCommand,
  helpCommand,
];

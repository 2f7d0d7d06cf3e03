import type { CliCommand } from './command.js';
import { analyzeCommand } from './commands/analyze.js';
import { demoGenerateCommand } from './commands/demo-generate.js';
import { emailDomainsCommand } from './commands/email-domains.js';
import { helpCommand } from './commands/help.js';
import { importCommand } from './commands/import.js';
import { maintenanceCommand } from './commands/maintenance.js';
import { migrateCommand } from './commands/migrate.js';
import { reindexCommand } from './commands/reindex.js';
import { userPlanCommand } from './commands/user-plan.js';
import { userRoleCommand } from './commands/user-role.js';

/** Every command, in the order `help` lists them. Later: import, demo:generate, analyze, reindex. */
export const CLI_COMMANDS: readonly CliCommand[] = [
  migrateCommand,
  maintenanceCommand,
  userPlanCommand,
  userRoleCommand,
  importCommand,
  demoGenerateCommand,
  emailDomainsCommand,
  analyzeCommand,
  reindexCommand,
  helpCommand,
];

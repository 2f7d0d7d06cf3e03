import { runCli } from './cli/run-cli.js';

// Process shell of `npm run cli -- <command> [args]`; the dispatcher itself is cli/run-cli.ts.
// exitCode instead of exit(): pending stdout/stderr writes are flushed before the process ends.
process.exitCode = await runCli(process.argv.slice(2));

import { runCli } from './cli/run-cli.js';

// Process shell of `npm run cli -- <command> [args]`; the dispatcher itself is cli/run-cli.ts.
// A reader that stops early (`| head`) closes the pipe: that is not an error of the command.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
// exitCode instead of exit(): pending stdout/stderr writes are flushed before the process ends.
process.exitCode = await runCli(process.argv.slice(2));

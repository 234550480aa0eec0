// Entry point of the `2048kit` command (run through bin/2048kit.js).
import { createProgram } from './program.ts';

// A reader that stops early (`2048kit schema | head`) is not an error: stop quietly, like other
// Unix tools, instead of dying with a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit();
  throw e;
});

try {
  await createProgram().parseAsync(process.argv);
} catch (e) {
  process.stderr.write(`2048kit: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}

// Entry point of the `2048kit` command (run through bin/2048kit.js).
import { createProgram } from './program.ts';

try {
  await createProgram().parseAsync(process.argv);
} catch (e) {
  process.stderr.write(`2048kit: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}

// The `2048kit` command: step, validate, schema, list. Each action loads the engine only when it
// runs, so `--help` stays instant.
import { createInterface } from 'node:readline';
import { Command } from 'commander';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const stdio: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

export function createProgram(io: Output = stdio): Command {
  const program = new Command('2048kit')
    .description('Play, check and inspect 2048kit variants from the command line.')
    .version('0.1.0', '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: io.out, writeErr: io.err });

  program
    .command('step')
    .summary('apply moves to boards read as JSON lines from stdin (no spawn)')
    .description(
      'Reads one JSON request per line from stdin, {"board": ..., "dir": "left"}, and writes one JSON line per ' +
        'request: {"board": ..., "score": <gained>, "moved": <bool>, "over": <bool>}. No tile spawns. "over" is true ' +
        'when no direction changes the input board. One-step (Threes-like) variants also get "lines": the rows ' +
        '(left/right) or columns (up/down) that moved, ascending.\n\n' +
        'Boards: on a grid, rows of numbers (row 0 at the top, 0 for empty and for holes); on a hexagon, a flat ' +
        'list of cell values in canonical order (ascending q, then ascending r).\n\n' +
        'A malformed line is answered with {"error": "line N: ...", "line": N} and the rest continue; blank lines ' +
        'are skipped. Exits 1 if any line was rejected.',
    )
    .option('--variant <name|file>', 'a built-in variant id or a definition file', 'classic')
    .addHelpText(
      'after',
      '\nExample:\n  echo \'{"board":[[2,2,2,2],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"dir":"left"}\' | 2048kit step\n',
    )
    .action(async (options: { variant: string }) => {
      const { resolveVariant } = await import('./variant-arg.ts');
      const { runStep } = await import('./step.ts');
      const variant = await resolveVariant(options.variant);
      if (!variant.ok) {
        io.err(`2048kit step: ${variant.message}\n`);
        process.exitCode = 1;
        return;
      }
      if (process.stdin.isTTY) io.err('2048kit step: reading JSON lines from stdin (Ctrl-D to end)\n');
      const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
      const { answered, errors } = await runStep(variant.rules, lines, io.out);
      if (errors > 0) {
        io.err(`2048kit step: ${errors} of ${answered + errors} lines rejected\n`);
        process.exitCode = 1;
      }
    });

  program
    .command('validate')
    .summary('check variant definition files')
    .description(
      'Checks each variant definition file. Prints "FILE: ok (id)" on stdout for a valid file and ' +
        '"FILE: PATH: message" on stderr for every issue of an invalid one. Exits 0 when every file is valid, ' +
        '1 otherwise. An unreadable file is reported and the others are still checked.',
    )
    .argument('<files...>', 'variant definition files (JSON)')
    .option('--json', 'print one JSON report on stdout: {"valid": bool, "files": [{file, valid, id?, issues}]}')
    .action(async (files: string[], options: { json?: boolean }) => {
      const { validateFiles, formatReport } = await import('./validate.ts');
      const reports = await validateFiles(files);
      const valid = reports.every((r) => r.valid);
      if (options.json) {
        io.out(`${JSON.stringify({ valid, files: reports }, null, 2)}\n`);
      } else {
        for (const report of reports) {
          const text = formatReport(report);
          for (const line of text.ok) io.out(`${line}\n`);
          for (const line of text.issues) io.err(`${line}\n`);
        }
      }
      if (!valid) process.exitCode = 1;
    });

  program
    .command('schema')
    .summary('print the JSON Schema of variant definitions')
    .description(
      'Prints the JSON Schema of variant definition files, generated from the same zod schemas that validate ' +
        'them. The published copy is packages/core/schema/variant.schema.json.',
    )
    .action(async () => {
      const { variantJsonSchema } = await import('@2048kit/core');
      io.out(`${JSON.stringify(variantJsonSchema(), null, 2)}\n`);
    });

  program
    .command('list')
    .summary('list the built-in variants')
    .description('Lists the built-in variants: id, name and a one-line description.')
    .option('--json', 'print a JSON array of {id, name, description}')
    .action(async (options: { json?: boolean }) => {
      const { builtinVariant, builtinVariantIds } = await import('@2048kit/core');
      const rows = builtinVariantIds.map((id) => {
        const { definition } = builtinVariant(id);
        return { id, name: definition.name, description: definition.description.replace(/\s+/g, ' ').trim() };
      });
      if (options.json) {
        io.out(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      const idWidth = Math.max(...rows.map((r) => r.id.length));
      const nameWidth = Math.max(...rows.map((r) => r.name.length));
      for (const r of rows) io.out(`${r.id.padEnd(idWidth)}  ${r.name.padEnd(nameWidth)}  ${r.description}\n`);
    });

  return program;
}

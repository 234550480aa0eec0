// Runs the real `2048kit` bin (node packages/cli/bin/2048kit.js) as a user would, from the repo root.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const bin = fileURLToPath(new URL('../bin/2048kit.js', import.meta.url));

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node bin/2048kit.js ...args` with `input` on stdin (empty when absent). */
export function run(args: readonly string[], input = '', command: readonly string[] = [process.execPath, bin]): Run {
  const [exe, ...pre] = command;
  const r = spawnSync(exe, [...pre, ...args], { cwd: repoRoot, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Stdout as parsed JSON lines. */
export function jsonLines(stdout: string): unknown[] {
  return stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);
}

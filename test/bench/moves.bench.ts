// Moves per second on classic 4x4: the search path (slideBoard), the event path (move) and a naive
// array-based reference (filter, merge with skip, pad; reverse/transpose), on the same boards in the
// same run, as medians over several rounds. Plus a line for other variants, for information.
// Run: npx -y pnpm@12.4.2 bench   (options: --rounds N, --boards N)
import { builtinVariant, move, newGame, slideBoard, type Board, type GameState, type Rules } from '@2048kit/core';
import { referenceMove, type Rows } from '../reference/reference.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ROUNDS = option('rounds', 21);
const BOARDS = option('boards', 2000);
/** Each timed sample runs this long (CPU time) at least: long against timer resolution, short against drift. */
const SAMPLE_MS = 25;

type Dir = 'up' | 'right' | 'down' | 'left';
const DIRS: readonly Dir[] = ['up', 'right', 'down', 'left'];

/** Boards from seeded random games at every stage, so they look like real play. */
function sampleBoards(rules: Rules, count: number): Board[] {
  const boards: Board[] = [];
  let x = 12345;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
  for (let seed = 1; boards.length < count; seed++) {
    let state = newGame(rules, seed);
    while (!state.over && boards.length < count) {
      boards.push(state.board);
      const dirs = rules.shape.directions;
      const first = next() % dirs.length;
      for (let t = 0; t < dirs.length; t++) {
        const r = move(rules, state, dirs[(first + t) % dirs.length]);
        if (r.ok) {
          state = r.state;
          break;
        }
      }
    }
  }
  return boards;
}

const toRows = (board: Board, width: number): Rows => {
  const rows: Rows = [];
  for (let y = 0; y < board.length / width; y++) rows.push(board.slice(y * width, (y + 1) * width).map((t) => t?.value ?? 0));
  return rows;
};

/**
 * Milliseconds of CPU time used by this process. Timing CPU rather than wall-clock time keeps
 * other processes on a shared machine from counting against whichever workload they interrupt.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Every pass reads something from each result, so that the compiler cannot optimise a workload's
 * results away (escape analysis) and the three workloads do comparable, real work.
 */
let sink = 0;

/** Runs `pass` (which makes `movesPerPass` moves) repeatedly for at least SAMPLE_MS; moves per second. */
function sample(pass: () => number, movesPerPass: number): number {
  let passes = 0;
  const start = cpuMs();
  let elapsed = 0;
  do {
    sink += pass();
    passes++;
    elapsed = cpuMs() - start;
  } while (elapsed < SAMPLE_MS);
  return (passes * movesPerPass) / (elapsed / 1000);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const NAIVE = 'naive reference';
const TARGETS: Record<string, number> = { 'search path (slideBoard)': 10, 'event path (move)': 3 };

interface Workload {
  readonly name: string;
  readonly pass: () => number;
  readonly moves: number;
}

/**
 * Interleaves the workloads round by round (alternating their order), so that load from other
 * processes hits all of them alike. Returns each workload's moves/s per round.
 */
function measure(workloads: readonly Workload[], rounds: number): Map<string, number[]> {
  for (const w of workloads) sample(w.pass, w.moves); // warm up
  const results = new Map<string, number[]>(workloads.map((w) => [w.name, []]));
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? workloads : [...workloads].reverse();
    for (const w of order) results.get(w.name)!.push(sample(w.pass, w.moves));
  }
  return results;
}

function workloadsFor(rules: Rules, boards: Board[], withNaive: boolean): Workload[] {
  const dirs = rules.shape.directions;
  const moves = boards.length * dirs.length;
  const states: GameState[] = boards.map((board) => ({ ...newGame(rules, 1), board, over: false }));
  const search: Workload = {
    name: 'search path (slideBoard)',
    moves,
    pass() {
      let n = 0;
      for (const b of boards) {
        for (const d of dirs) {
          const r = slideBoard(rules, b, d);
          if (r !== null) n += r.gained + r.board.length;
        }
      }
      return n;
    },
  };
  const events: Workload = {
    name: 'event path (move)',
    moves,
    pass() {
      let n = 0;
      for (const s of states) {
        for (const d of dirs) {
          const r = move(rules, s, d);
          if (r.ok) n += r.gained + r.state.board.length + r.events.length;
        }
      }
      return n;
    },
  };
  if (!withNaive) return [search, events];
  const rows = boards.map((b) => toRows(b, rules.shape.width!));
  const naive: Workload = {
    name: NAIVE,
    moves,
    pass() {
      let n = 0;
      for (const r of rows) {
        for (const d of DIRS) {
          const m = referenceMove(r, d);
          if (m.moved) n += m.score + m.rows.length;
        }
      }
      return n;
    },
  };
  return [search, events, naive];
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(12);

function main() {
  console.log(`2048kit move benchmark: ${ROUNDS} rounds, ${BOARDS} boards, Node ${process.version}`);
  const classic = builtinVariant('classic').rules;
  const boards = sampleBoards(classic, BOARDS);
  const result = measure(workloadsFor(classic, boards, true), ROUNDS);
  const naive = result.get(NAIVE)!;
  console.log('\nclassic 4x4 (medians)            moves/s      x naive   target');
  let met = true;
  for (const [name, perRound] of result) {
    // The ratio is taken within each round (same load for both), then the median over rounds.
    const ratio = median(perRound.map((v, r) => v / naive[r]));
    const target = TARGETS[name];
    if (target !== undefined && ratio < target) met = false;
    console.log(`  ${name.padEnd(26)}${fmt(median(perRound))}   ${ratio.toFixed(2).padStart(7)}x   ${target ? `>= ${target}x` : ''}`);
  }
  console.log(met ? '  targets met' : '  TARGETS NOT MET');

  console.log('\nother variants (medians, information)');
  for (const id of ['hex', 'fibonacci', 'threes', 'chaos']) {
    const rules = builtinVariant(id).rules;
    const r = measure(workloadsFor(rules, sampleBoards(rules, Math.min(BOARDS, 1000)), false), Math.max(5, Math.floor(ROUNDS / 3)));
    console.log(`  ${id.padEnd(10)} ${[...r].map(([name, v]) => `${name.split(' ')[0]} ${fmt(median(v)).trim()}`).join(', ')} moves/s`);
  }
  if (sink === -1) console.log(sink); // keeps the work observable
  if (!met) process.exitCode = 1;
}

main();

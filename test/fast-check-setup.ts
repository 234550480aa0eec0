// Property tests run from a fixed seed so that CI is reproducible: a failure there is a real,
// replayable counterexample, never bad luck. Set FC_SEED to another number (or `random`) to
// explore more of the input space locally: `FC_SEED=random npx vitest run`.
import fc from 'fast-check';

const env = typeof process === 'undefined' ? undefined : process.env.FC_SEED;
if (env !== 'random') fc.configureGlobal({ seed: env === undefined ? 20_481 : Number(env) });

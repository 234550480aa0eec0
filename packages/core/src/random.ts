// Seeded randomness kept as plain data in the game state (pure-rand's xoroshiro128+).
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type RngState = readonly number[];

const WARM_UP = 16;

/** MurmurHash3's 32-bit finaliser: nearby seeds give unrelated generator states. */
function scramble(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** A mutable generator used during one move; its state goes back into the game state after. */
export class Rng {
  private readonly gen: RandomGenerator;
  private constructor(gen: RandomGenerator) {
    this.gen = gen;
  }
  static fromSeed(seed: number): Rng {
    // xoroshiro128plus(seed) starts from a nearly empty state whose first outputs follow the seed
    // (-seed - 1): consecutive seeds would all open with the same draws (e.g. a 4 as the first
    // tile). Scramble the seed and let the generator run in before using it.
    const gen = xoroshiro128plus(scramble(seed | 0));
    for (let i = 0; i < WARM_UP; i++) gen.next();
    return new Rng(gen);
  }
  static fromState(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }
  /** Uniform integer in [from, to] (ranges here are tiny: the bias of 53 random bits is nil). */
  int(from: number, to: number): number {
    return from + Math.floor(uniformFloat64(this.gen) * (to - from + 1));
  }
  /** Uniform float in [0, 1), 53 bits. */
  float(): number {
    return uniformFloat64(this.gen);
  }
  /** Picks an index by weight (weights finite and > 0). */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.float() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }
  state(): RngState {
    return this.gen.getState(); // a fresh array each time
  }
}

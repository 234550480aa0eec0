// What the polite live region says after a move: the direction, merges, score and outcome.
import type { MoveEvent } from '@2048kit/core';

export function describeMove(direction: string, events: readonly MoveEvent[], score: number, outcome: 'won' | 'over' | null): string {
  const made = events.filter((e) => e.type === 'merge').map((e) => (e.type === 'merge' ? e.tile.value : 0));
  const cleared = events.filter((e) => e.type === 'effect' && e.effect === 'bomb').length;
  const parts = [`Moved ${direction}.`];
  if (made.length > 0) {
    made.sort((a, b) => b - a);
    parts.push(`Merged into ${made.join(', ')}.`);
  }
  if (cleared > 0) parts.push(`A bomb cleared ${cleared} tile${cleared === 1 ? '' : 's'}.`);
  parts.push(`Score ${score}.`);
  if (outcome === 'won') parts.push('You win!');
  if (outcome === 'over') parts.push(`Game over. Final score ${score}.`);
  return parts.join(' ');
}

// What the polite live region says after a move: the direction, merges, score and outcome.
import type { MoveEvent } from '@2048kit/core';

export function describeMove(
  direction: string,
  events: readonly MoveEvent[],
  score: number,
  outcome: 'won' | 'over' | null,
  limited = false,
): string {
  const made = events.flatMap((e) => (e.type === 'merge' ? [e.tile.value] : [])).sort((a, b) => b - a);
  const cleared = events.filter((e) => e.type === 'effect' && e.effect === 'bomb').length;
  return [
    `Moved ${direction}.`,
    made.length > 0 && `Merged into ${made.join(', ')}.`,
    cleared > 0 && `A bomb cleared ${cleared} tile${cleared === 1 ? '' : 's'}.`,
    limited && 'Some tiles are too large to merge.',
    `Score ${score}.`,
    outcome === 'won' && 'You win!',
    outcome === 'over' && `Game over. Final score ${score}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

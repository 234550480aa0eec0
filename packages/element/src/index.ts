// @2048kit/element: the <game-2048> web component. Importing this module defines the element.
export { Game2048 } from './game-2048.ts';
export type {
  Game2048EventMap,
  GameErrorDetail,
  GameMoveDetail,
  GameOutcomeDetail,
  GameReadyDetail,
  GameWarningDetail,
} from './events.ts';
export type { Theme } from './look.ts';
export { TIMINGS } from './controllers/animation-controller.ts';

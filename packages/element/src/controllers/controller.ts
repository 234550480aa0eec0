// What every controller of <game-2048> shares: it attaches itself to its host. Subclasses
// implement the `ReactiveController` hooks they need.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type Host = ReactiveControllerHost & HTMLElement;

export abstract class Controller<H extends Host = Host> {
  constructor(protected readonly host: H) {
    host.addController(this as ReactiveController);
  }
}
